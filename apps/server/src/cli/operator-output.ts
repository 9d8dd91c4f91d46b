import type { LicenseDetails, Plan } from '@bright/contracts';

/** How the operator tool prints licences and plans. */

const limitText = (value: number | null) => (value === null ? 'unlimited' : String(value));

export function describeLicence(details: LicenseDetails) {
  if (!details.licenseId) return `${details.instituteKneuraId}: no licence (counts as LITE)`;
  const lines = [
    `${details.instituteKneuraId}: ${details.plan?.name} (${details.plan?.code}), ${details.featureSet}, ` +
      `${details.accountType}, ${details.isActive ? 'active' : 'inactive'}` +
      (details.isTrialUsed ? `, trial till ${details.trialValidTill}` : '') +
      (details.isUsable ? '' : ' - NOT USABLE'),
    `  licence id ${details.licenseId}`,
    ...details.limits.map(
      (entry) =>
        `  ${entry.key.padEnd(15)} ${String(entry.used).padStart(8)} used of ${limitText(entry.limit)}` +
        (entry.period ? ` per ${entry.period.toLowerCase()}` : ''),
    ),
    `  features: ${details.features.map((entry) => `${entry.feature}=${entry.state}`).join(' ')}`,
  ];
  return lines.join('\n');
}

export function describePlan(plan: Plan) {
  const l = plan.limits;
  return (
    `${plan.code.padEnd(18)} group ${plan.group} ${plan.featureSet.padEnd(4)} ${plan.name}: ` +
    `teachers ${limitText(l.maxTeachers)}, students ${limitText(l.maxStudents)}, classes ${limitText(l.maxClasses)}, ` +
    `AI credits/month ${limitText(l.aiCreditsPerPeriod)}, live/day ${limitText(l.liveSessionsPerDay)}, ` +
    `storage ${limitText(l.storageMb)} MB\n    ${plan.features.map((f) => `${f.feature}${f.access === 'TRIAL' ? '(trial)' : ''}`).join(' ')}`
  );
}

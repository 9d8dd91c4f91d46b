import { LICENSE_FEATURE_KEYS, type LicenseFeature, type Plan } from '@bright/contracts';
import type { PlanWithFeatures } from './plans.queries';

const isKnownFeature = (feature: string): feature is LicenseFeature =>
  (LICENSE_FEATURE_KEYS as readonly string[]).includes(feature);

/** The only way a plan leaves the server. Feature rows the product no longer knows are left out. */
export function toPlan({ plan, features }: PlanWithFeatures): Plan {
  return {
    code: plan.code as Plan['code'],
    name: plan.name,
    group: plan.group === 2 ? 2 : 1,
    description: plan.description,
    featureSet: plan.featureSet,
    landing: plan.landing,
    defaultAccountType: plan.defaultAccountType,
    limits: {
      maxTeachers: plan.maxTeachers,
      maxStudents: plan.maxStudents,
      maxClasses: plan.maxClasses,
      aiCreditsPerPeriod: plan.aiCreditsPerPeriod,
      liveSessionsPerDay: plan.liveSessionsPerDay,
      storageMb: plan.storageMb,
    },
    features: features.flatMap((entry) =>
      isKnownFeature(entry.feature) ? [{ feature: entry.feature, access: entry.access }] : [],
    ),
    sortOrder: plan.sortOrder,
  };
}

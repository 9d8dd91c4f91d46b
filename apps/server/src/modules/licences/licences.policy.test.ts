import type { FeatureAccess, FeatureState, Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import {
  canManageLicence,
  canTransfer,
  canUseLicence,
  effectiveLimit,
  featureState,
  isUsable,
  licenceAbilities,
  periodEnd,
  periodStart,
  seatsAllow,
  trialsToStart,
} from './licences.policy';

const NOW = new Date('2031-05-17T10:00:00Z');
const FUTURE = new Date('2031-06-01T00:00:00Z');
const PAST = new Date('2031-05-01T00:00:00Z');

const licence = (overrides: Partial<Parameters<typeof featureState>[0] & object> = {}) => ({
  featureSet: 'FULL' as const,
  isActive: true,
  isTrialUsed: false,
  trialValidTill: null,
  ...overrides,
});

describe('licences policy', () => {
  it('SPEC §4: usable if active, or if the trial was used and trialValidTill is in the future', () => {
    expect(isUsable(licence(), NOW)).toBe(true);
    expect(isUsable(licence({ isActive: false }), NOW)).toBe(false);
    expect(isUsable(licence({ isActive: false, isTrialUsed: true, trialValidTill: FUTURE }), NOW)).toBe(true);
    expect(isUsable(licence({ isActive: false, isTrialUsed: true, trialValidTill: PAST }), NOW)).toBe(false);
    expect(isUsable(licence({ isActive: false, isTrialUsed: true, trialValidTill: NOW }), NOW)).toBe(false);
    expect(isUsable(licence({ isActive: false, isTrialUsed: false, trialValidTill: FUTURE }), NOW)).toBe(false);
  });

  // [case, licence (null: none), plan access, feature trial entry, state]
  const table: Array<
    [
      string,
      ReturnType<typeof licence> | null,
      FeatureAccess | undefined,
      { isTrialUsed: boolean; trialValidTill: Date | null } | undefined,
      FeatureState,
    ]
  > = [
    ['missing licence', null, 'INCLUDED', undefined, 'NOT_ENABLED'],
    ['not in the plan', licence(), undefined, undefined, 'NOT_ENABLED'],
    ['active, included', licence(), 'INCLUDED', undefined, 'ENABLED'],
    ['active, locked, trial not taken', licence(), 'TRIAL', undefined, 'TRIAL_AVAILABLE'],
    [
      'active, locked, trial running',
      licence(),
      'TRIAL',
      { isTrialUsed: true, trialValidTill: FUTURE },
      'TRIAL_ACTIVE',
    ],
    ['active, locked, trial over', licence(), 'TRIAL', { isTrialUsed: true, trialValidTill: PAST }, 'TRIAL_USED'],
    [
      'licence trial running',
      licence({ isActive: false, isTrialUsed: true, trialValidTill: FUTURE }),
      'INCLUDED',
      undefined,
      'ENABLED',
    ],
    [
      'licence trial over',
      licence({ isActive: false, isTrialUsed: true, trialValidTill: PAST }),
      'INCLUDED',
      undefined,
      'TRIAL_USED',
    ],
    ['licence inactive, never tried', licence({ isActive: false }), 'INCLUDED', undefined, 'TRIAL_AVAILABLE'],
    ['LITE, included', licence({ featureSet: 'LITE' }), 'INCLUDED', undefined, 'ENABLED'],
    ['LITE, locked: no trial', licence({ featureSet: 'LITE' }), 'TRIAL', undefined, 'NOT_ENABLED'],
    [
      'LITE, locked, even with a trial entry',
      licence({ featureSet: 'LITE' }),
      'TRIAL',
      { isTrialUsed: true, trialValidTill: FUTURE },
      'NOT_ENABLED',
    ],
    ['LITE, inactive', licence({ featureSet: 'LITE', isActive: false }), 'INCLUDED', undefined, 'NOT_ENABLED'],
  ];
  it.each(table)('feature state: %s', (_name, facts, access, entry, state) => {
    expect(featureState(facts, access, entry, NOW)).toBe(state);
  });

  it('starts the licence trial and every untried feature trial, once', () => {
    const features = [
      { feature: 'brightAi', access: 'TRIAL' as const },
      { feature: 'aiVideo', access: 'TRIAL' as const },
      { feature: 'insights', access: 'INCLUDED' as const },
    ];
    const none = new Map();
    expect(trialsToStart(licence(), features, none, NOW)).toEqual({
      licenceTrial: false,
      features: ['brightAi', 'aiVideo'],
    });
    expect(trialsToStart(licence({ isActive: false }), features, none, NOW)).toEqual({
      licenceTrial: true,
      features: ['brightAi', 'aiVideo'],
    });
    const tried = new Map([['brightAi', { isTrialUsed: true, trialValidTill: PAST }]]);
    expect(trialsToStart(licence(), features, tried, NOW)).toEqual({ licenceTrial: false, features: ['aiVideo'] });
    const allTried = new Map([...tried, ['aiVideo', { isTrialUsed: true, trialValidTill: FUTURE }]]);
    expect(trialsToStart(licence(), features, allTried, NOW)).toBe('used');
    expect(trialsToStart(licence(), [features[2]!], none, NOW)).toBe('noTrial');
    expect(trialsToStart(licence({ featureSet: 'LITE' }), features, none, NOW)).toBe('noTrial');
    // A licence whose own trial ran out cannot start feature trials: they would not open anything.
    expect(
      trialsToStart(licence({ isActive: false, isTrialUsed: true, trialValidTill: PAST }), features, none, NOW),
    ).toBe('used');
  });

  it('counts AI credits per UTC month, live sessions per UTC day, storage for good', () => {
    expect(periodStart('aiCredits', NOW).toISOString()).toBe('2031-05-01T00:00:00.000Z');
    expect(periodEnd('aiCredits', periodStart('aiCredits', NOW))!.toISOString()).toBe('2031-06-01T00:00:00.000Z');
    expect(periodStart('liveConference', NOW).toISOString()).toBe('2031-05-17T00:00:00.000Z');
    expect(periodEnd('liveConference', periodStart('liveConference', NOW))!.toISOString()).toBe(
      '2031-05-18T00:00:00.000Z',
    );
    expect(periodStart('storage', NOW).getTime()).toBe(0);
    expect(periodEnd('storage', new Date(0))).toBeNull();
  });

  it('limits: null is unlimited, adjustments never take a limit below zero', () => {
    expect(effectiveLimit(null, -5)).toBeNull();
    expect(effectiveLimit(10, 5)).toBe(15);
    expect(effectiveLimit(10, -50)).toBe(0);
    expect(seatsAllow(10, 9, 1)).toBe(true);
    expect(seatsAllow(10, 10, 1)).toBe(false);
    expect(seatsAllow(null, 10_000, 1)).toBe(true);
    expect(canTransfer({ limit: 10, inUse: 4 }, 6)).toBe(true);
    expect(canTransfer({ limit: 10, inUse: 4 }, 7)).toBe(false);
    expect(canTransfer({ limit: null, inUse: 0 }, 1)).toBe(false);
    expect(canTransfer({ limit: 10, inUse: 0 }, 0)).toBe(false);
  });

  describe('role table', () => {
    const HOME = 'institute-home';
    const OTHER = 'institute-other';
    const actor = (roles: Role[], instituteId: string | null = HOME) => ({ instituteId, roles });
    // roles → [use own, manage own, abilities for a buying account type (upgrade, trial, usage)]
    const rows: Array<[Role[], string, string, boolean]> = [
      [['admin'], 'ok', 'ok', true],
      [['admin', 'instructor'], 'ok', 'ok', true],
      [['instructor'], 'ok', 'forbidden', false],
      [['learner'], 'ok', 'forbidden', false],
      [[], 'ok', 'forbidden', false],
    ];
    it.each(rows)('%j', (roles, useOwn, manageOwn, adminAbilities) => {
      expect(canUseLicence(actor(roles), HOME)).toBe(useOwn);
      expect(canUseLicence(actor(roles), OTHER)).toBe('notFound');
      expect(canUseLicence(actor(roles, null), HOME)).toBe('notFound');
      expect(canManageLicence(actor(roles), HOME)).toBe(manageOwn);
      expect(canManageLicence(actor(roles), OTHER)).toBe('notFound');
      const abilities = licenceAbilities(roles, 'INSTITUTE', ['TRIAL_AVAILABLE']);
      expect(abilities).toEqual({
        isAdmin: adminAbilities,
        canActivateTrial: adminAbilities,
        canUpgrade: adminAbilities,
        canContactSales: adminAbilities,
        canTopUp: adminAbilities,
        canSeeUsage: adminAbilities,
        canRedeemCoupon: adminAbilities,
      });
    });

    it('shows Upgrade Plan only to account types that can buy, and trials only when one is available', () => {
      expect(licenceAbilities(['admin'], 'TEACHER', []).canUpgrade).toBe(true);
      expect(licenceAbilities(['admin'], 'INSTITUTE', []).canUpgrade).toBe(true);
      expect(licenceAbilities(['admin'], 'ENTERPRISE', []).canUpgrade).toBe(false);
      expect(licenceAbilities(['admin'], 'DEVICE', []).canUpgrade).toBe(false);
      expect(licenceAbilities(['admin'], 'DEVICE', []).canContactSales).toBe(true);
      expect(licenceAbilities(['admin'], null, []).canUpgrade).toBe(true);
      expect(licenceAbilities(['admin'], 'INSTITUTE', ['ENABLED', 'TRIAL_USED']).canActivateTrial).toBe(false);
    });
  });
});

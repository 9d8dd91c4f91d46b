import { describe, expect, it } from 'vitest';
import { dialogFor, isNotebooksPath, spendsAiCredits, trialActivatedPlan } from './licence-rules';

const admin = { isAdmin: true, canUpgrade: true };
const adminNoBuy = { isAdmin: true, canUpgrade: false };
const member = { isAdmin: false, canUpgrade: false };
const at = '/dashboard/create';

describe('licence dialogs by role and account type (SPEC §6, §8)', () => {
  it('a locked feature: admins try it free or upgrade (or contact us); others only Ok', () => {
    const event = { type: 'FEATURE_NOT_ACTIVE_TRIAL_NOT_USED' as const, feature: 'brightAi' };
    expect(dialogFor(event, admin, at)).toMatchObject({
      title: 'licences.locked.title',
      heading: 'licences.locked.defaultTitle',
      body: 'licences.locked.admin',
      buttons: ['tryFree', 'upgrade'],
    });
    expect(dialogFor(event, adminNoBuy, at)).toMatchObject({
      body: 'licences.locked.adminContact',
      buttons: ['tryFree', 'contactUs'],
    });
    expect(dialogFor(event, member, at)).toMatchObject({ body: 'licences.locked.member', buttons: ['ok'] });
  });

  it('limits: the AI credit title and a top-up for AI features, the feature title otherwise', () => {
    const ai = { type: 'LICENSE_LIMIT_EXHAUSTED' as const, feature: 'aiCredits' };
    expect(dialogFor(ai, admin, at)).toMatchObject({
      kind: 'limit',
      title: 'licences.limit.aiTitle',
      heading: 'licences.limit.subtitle',
      body: 'licences.limit.admin',
      buttons: ['topUp', 'upgrade'],
    });
    expect(dialogFor(ai, adminNoBuy, at)).toMatchObject({ buttons: ['topUp', 'contactUs'] });
    expect(dialogFor(ai, member, at)).toMatchObject({ body: 'licences.limit.member', buttons: ['ok'] });
    const live = { type: 'NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED' as const, feature: 'liveConference' };
    expect(dialogFor(live, admin, at)).toMatchObject({ title: 'licences.limit.featureTitle', buttons: ['upgrade'] });
    const seats = { type: 'LICENSE_LIMIT_EXHAUSTED' as const, feature: 'TEACHER' };
    expect(dialogFor(seats, admin, at)).toMatchObject({
      detail: 'licences.limit.seat.TEACHER',
      title: 'licences.limit.featureTitle',
    });
  });

  it("storage: 'Data Limit Reached' with OK and the pricing link, for everyone", () => {
    const event = { type: 'LICENSE_LIMIT_EXHAUSTED' as const, feature: 'storage' };
    for (const viewer of [admin, member]) {
      expect(dialogFor(event, viewer, at)).toMatchObject({ kind: 'dataLimit', buttons: ['pricing', 'ok'] });
    }
  });

  it('trial used, and not enabled; not enabled on a Bright AI notebooks path redirects instead', () => {
    expect(dialogFor({ type: 'FEATURE_NOT_ACTIVE_TRIAL_USED', feature: 'brightAi' }, admin, at)).toMatchObject({
      kind: 'trialUsed',
      buttons: ['upgrade'],
    });
    expect(dialogFor({ type: 'FEATURE_NOT_ACTIVE_TRIAL_USED', feature: 'brightAi' }, member, at)).toMatchObject({
      buttons: ['ok'],
    });
    const notEnabled = { type: 'FEATURE_NOT_ENABLED' as const, feature: 'aiNotebooks' };
    expect(dialogFor(notEnabled, adminNoBuy, at)).toMatchObject({ kind: 'notEnabled', buttons: ['contactUs'] });
    for (const path of ['/webview/notebooks', '/webview/bright-ai/new-thread', '/webview/self-learn/notebooks']) {
      expect(dialogFor(notEnabled, admin, path)).toBe('redirect');
    }
    expect(isNotebooksPath('/dashboard/create')).toBe(false);
  });

  it('the activated dialog offers an upgrade to those who can buy', () => {
    expect(trialActivatedPlan(admin).buttons).toEqual(['upgrade', 'startUsing']);
    expect(trialActivatedPlan(adminNoBuy).buttons).toEqual(['startUsing']);
    expect(spendsAiCredits('brightAi')).toBe(true);
    expect(spendsAiCredits('liveConference')).toBe(false);
    expect(spendsAiCredits('nonsense')).toBe(false);
  });
});

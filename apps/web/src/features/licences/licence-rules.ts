import { LICENSE_FEATURES, type LicenseFeature } from '@bright/contracts';
import type { LicenseEvent } from '../../lib/license-events';

/** What the caller may do, from the licence details' abilities (or the session when they are missing). */
export interface Viewer {
  isAdmin: boolean;
  /** Only account types that can buy see 'Upgrade Plan'; the others 'Contact Us'. */
  canUpgrade: boolean;
}

export type DialogButton = 'tryFree' | 'upgrade' | 'contactUs' | 'topUp' | 'pricing' | 'ok' | 'startUsing';

export interface DialogPlan {
  kind: 'locked' | 'trialUsed' | 'notEnabled' | 'limit' | 'dataLimit' | 'trialActivated';
  feature: string;
  /** i18n keys. */
  title: string;
  heading?: string;
  body: string;
  /** A line naming the limit that was reached (seats). */
  detail?: string;
  buttons: DialogButton[];
}

const SEATS = ['TEACHER', 'STUDENT', 'CLASS'];

/** SPEC §2: on a Bright AI notebooks path, a feature that is not enabled sends the user to the app landing. */
export const isNotebooksPath = (pathname: string) => /bright-ai|notebooks/i.test(pathname);

/** AI features spend AI credits: their limit dialog is the AI credit one, with a top-up. */
export const spendsAiCredits = (feature: string) =>
  feature in LICENSE_FEATURES && LICENSE_FEATURES[feature as LicenseFeature].meter === 'aiCredits';

const upgradeOrContact = (viewer: Viewer): DialogButton => (viewer.canUpgrade ? 'upgrade' : 'contactUs');

function limitPlan(feature: string, viewer: Viewer): DialogPlan {
  if (feature === 'storage') {
    // SPEC §8: 'Data Limit Reached' with OK and a pricing-plan link, for everyone.
    return {
      kind: 'dataLimit',
      feature,
      title: 'licences.dataLimit.title',
      body: 'licences.dataLimit.body',
      buttons: ['pricing', 'ok'],
    };
  }
  const ai = spendsAiCredits(feature);
  return {
    kind: 'limit',
    feature,
    title: ai ? 'licences.limit.aiTitle' : 'licences.limit.featureTitle',
    heading: 'licences.limit.subtitle',
    body: viewer.isAdmin ? 'licences.limit.admin' : 'licences.limit.member',
    detail: SEATS.includes(feature) ? `licences.limit.seat.${feature}` : undefined,
    buttons: viewer.isAdmin ? [...(ai ? (['topUp'] as const) : []), upgradeOrContact(viewer)] : ['ok'],
  };
}

/**
 * SPEC §8 "Licence error types": the dialog a licence event opens, for this viewer. null: no dialog
 * ('redirect' for FEATURE_NOT_ENABLED on a notebooks path).
 */
export function dialogFor(event: LicenseEvent, viewer: Viewer, pathname: string): DialogPlan | 'redirect' {
  const { feature } = event;
  switch (event.type) {
    case 'LICENSE_LIMIT_EXHAUSTED':
    case 'NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED':
      return limitPlan(feature, viewer);
    case 'FEATURE_NOT_ACTIVE_TRIAL_NOT_USED':
      return {
        kind: 'locked',
        feature,
        title: 'licences.locked.title',
        heading: 'licences.locked.defaultTitle',
        body: viewer.isAdmin
          ? viewer.canUpgrade
            ? 'licences.locked.admin'
            : 'licences.locked.adminContact'
          : 'licences.locked.member',
        buttons: viewer.isAdmin ? ['tryFree', upgradeOrContact(viewer)] : ['ok'],
      };
    case 'FEATURE_NOT_ACTIVE_TRIAL_USED':
      return {
        kind: 'trialUsed',
        feature,
        title: 'licences.trialUsed.title',
        body: viewer.isAdmin
          ? viewer.canUpgrade
            ? 'licences.trialUsed.admin'
            : 'licences.trialUsed.adminContact'
          : 'licences.trialUsed.member',
        buttons: viewer.isAdmin ? [upgradeOrContact(viewer)] : ['ok'],
      };
    case 'FEATURE_NOT_ENABLED':
      if (isNotebooksPath(pathname)) return 'redirect';
      return {
        kind: 'notEnabled',
        feature,
        title: 'licences.locked.title',
        heading: 'licences.locked.defaultTitle',
        body: viewer.isAdmin
          ? viewer.canUpgrade
            ? 'licences.notEnabled.admin'
            : 'licences.notEnabled.adminContact'
          : 'licences.locked.member',
        buttons: viewer.isAdmin ? [upgradeOrContact(viewer)] : ['ok'],
      };
  }
}

/** SPEC §8: 'The activated dialog offers an upgrade.' */
export const trialActivatedPlan = (viewer: Viewer): DialogPlan => ({
  kind: 'trialActivated',
  feature: 'all',
  title: 'licences.trialActivated.title',
  body: 'licences.trialActivated.body',
  buttons: [...(viewer.canUpgrade ? (['upgrade'] as const) : []), 'startUsing'],
});

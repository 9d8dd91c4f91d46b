import { useEffect, useState } from 'react';
import { useActivateTrial, useLicenceDetails } from '../../features/licences/api/licences';
import { LicenceDialog } from '../../features/licences/components/licence-dialog';
import { useLicenceStore } from '../../features/licences/licence-store';
import {
  type DialogButton,
  type Viewer,
  dialogFor,
  isNotebooksPath,
  trialActivatedPlan,
} from '../../features/licences/licence-rules';
import { type LicenseEvent, onLicenseEvent } from '../../lib/license-events';
import { navigateTo } from '../../lib/navigation';
import { isAdmin, useSessionStore } from '../../lib/session-store';

/** The app landing page (SPEC §2), where a notebooks path goes when Bright AI is not enabled. */
const APP_LANDING = '/dashboard/create';

/**
 * The shell's licence dialogs (SPEC §8): the HTTP client raises a licence event for every 406 (and for a
 * 'License limit exhausted' message); this opens the matching dialog with the viewer's texts and buttons.
 * The abilities come from the licence details (SPEC §6: admin or not, and whether the account type buys).
 */
export function LicenceDialogs() {
  const session = useSessionStore((state) => state.session);
  const details = useLicenceDetails();
  const activate = useActivateTrial();
  const trialActivated = useLicenceStore((state) => state.trialActivated);
  const dismissTrialActivated = useLicenceStore((state) => state.dismissTrialActivated);
  const [event, setEvent] = useState<LicenseEvent | null>(null);

  useEffect(() => {
    const unsubscribe = onLicenseEvent((next) => {
      if (next.type === 'FEATURE_NOT_ENABLED' && isNotebooksPath(window.location.pathname)) {
        navigateTo(APP_LANDING, { replace: true });
        return;
      }
      setEvent(next);
    });
    return () => {
      unsubscribe();
    };
  }, []);

  const abilities = details.data?.abilities;
  const viewer: Viewer = abilities
    ? { isAdmin: abilities.isAdmin, canUpgrade: abilities.canUpgrade }
    : { isAdmin: isAdmin(session), canUpgrade: isAdmin(session) };
  const shown = event ? dialogFor(event, viewer, window.location.pathname) : null;
  const plan = shown === 'redirect' ? null : shown;
  const activatedPlan = !plan && trialActivated ? trialActivatedPlan(viewer) : null;

  const close = () => {
    setEvent(null);
    dismissTrialActivated();
  };
  const onButton = (button: DialogButton) => {
    if (button === 'tryFree') {
      activate.mutate(undefined, { onSuccess: () => setEvent(null) });
      return;
    }
    close();
    if (button === 'upgrade' || button === 'pricing') navigateTo('/UpgradePlan');
    if (button === 'topUp') navigateTo('/UpgradePlan#top-up');
  };

  return (
    <LicenceDialog
      plan={plan ?? activatedPlan}
      onButton={onButton}
      onClose={close}
      busy={activate.isPending}
      trialValidTill={trialActivated?.validTill}
    />
  );
}

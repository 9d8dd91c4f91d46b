import { Suspense } from 'react';
import { useSessionStore } from '../../lib/session-store';
import { lazyNamed } from '../lazy-page';

const LicenceDialogs = lazyNamed(() => import('./licence-dialogs'), 'LicenceDialogs');

/**
 * The licence dialogs answer licence refusals, which only a signed-in person meets: their code (the
 * licence calls and texts) loads once someone is signed in, not with the sign-in page. A refusal raised
 * before the chunk arrives waits in lib/license-events for the dialogs' listener.
 */
export function SignedInLicenceDialogs() {
  const signedIn = useSessionStore((state) => Boolean(state.session));
  return signedIn ? (
    <Suspense fallback={null}>
      <LicenceDialogs />
    </Suspense>
  ) : null;
}

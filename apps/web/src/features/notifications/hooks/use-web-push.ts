import { useCallback, useEffect, useState } from 'react';
import { currentSubscription, renewWebPush, turnOffWebPush, turnOnWebPush, webPushUnavailable } from '../api/web-push';

/** What the push switch shows: why it cannot work here, or whether this browser is subscribed. */
export type WebPushState =
  | { kind: 'checking' }
  | { kind: 'unavailable'; reason: 'insecure' | 'unsupported' }
  | { kind: 'ready'; on: boolean; problem: 'denied' | 'failed' | null; busy: boolean };

/** This browser's web push: its subscription state, and turning it on (asking permission) or off. */
export function useWebPush() {
  const [state, setState] = useState<WebPushState>(() => {
    const reason = webPushUnavailable();
    return reason ? { kind: 'unavailable', reason } : { kind: 'checking' };
  });

  useEffect(() => {
    if (state.kind !== 'checking') return;
    let live = true;
    currentSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (!live) return;
        const denied = Notification.permission === 'denied';
        setState({
          kind: 'ready',
          on: Boolean(subscription) && !denied,
          problem: denied ? 'denied' : null,
          busy: false,
        });
      });
    return () => {
      live = false;
    };
  }, [state.kind]);

  const setOn = useCallback(async (on: boolean) => {
    setState((current) => (current.kind === 'ready' ? { ...current, busy: true, problem: null } : current));
    let problem: 'denied' | 'failed' | null = null;
    try {
      if (on) {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') problem = 'denied';
        else await turnOnWebPush();
      } else {
        await turnOffWebPush();
      }
    } catch {
      problem = 'failed';
    }
    const subscribed = Boolean(await currentSubscription().catch(() => null));
    setState({ kind: 'ready', on: subscribed && problem === null ? on : subscribed, problem, busy: false });
  }, []);

  return { state, setOn };
}

/** Once per signed-in start: this browser's subscription, if any, is saved under the current session. */
export function useRenewWebPush() {
  useEffect(() => {
    renewWebPush().catch(() => undefined);
  }, []);
}

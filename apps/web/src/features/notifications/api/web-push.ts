import {
  type PushSubscriptionBody,
  subscribePushRoute,
  unsubscribePushRoute,
  webPushKeyRoute,
} from '@bright/contracts';
import { callApi } from '../../../lib/api-client';

export const SERVICE_WORKER_URL = '/sw.js';

/** Why this browser cannot take web push, or null when it can. */
export function webPushUnavailable(): 'insecure' | 'unsupported' | null {
  if (typeof window === 'undefined' || !window.isSecureContext) return 'insecure';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return null;
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
export function keyBytes(base64Url: string) {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Registers the service worker, subscribes with the server's key and saves the subscription. */
export async function turnOnWebPush() {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  const { publicKey } = await callApi(webPushKeyRoute, {}, { loader: false, silent: true });
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await callApi(
    subscribePushRoute,
    { body: subscription.toJSON() as PushSubscriptionBody },
    { loader: false, silent: true },
  );
}

/** Unsubscribes this browser and forgets it on the server (already forgotten there is fine). */
export async function turnOffWebPush() {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await callApi(unsubscribePushRoute, { body: { endpoint } }, { loader: false, silent: true }).catch(() => undefined);
}

/**
 * Saves this browser's subscription again under the current session: the server pushes only while the
 * session that saved it lasts, so after signing in again the browser is taken back (when permission stands).
 */
export async function renewWebPush() {
  if (webPushUnavailable() || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callApi(
    subscribePushRoute,
    { body: subscription.toJSON() as PushSubscriptionBody },
    { loader: false, silent: true },
  );
}

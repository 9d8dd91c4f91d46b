/* Bright's service worker: it shows web push notifications and opens the app on a click; it caches nothing. */
/* The payload is what the server sends (contracts WebPushPayload): { id, type, title, body, url, createdAt }. */

const HOME = '/dashboard/create';

/** The in-app path a notification opens: a path of this site only, never another address. */
function appPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return HOME;
  return url;
}

function readPayload(data) {
  if (!data) return null;
  try {
    const payload = data.json();
    return payload && typeof payload.title === 'string' ? payload : null;
  } catch {
    return null;
  }
}

async function showPush(data) {
  const payload = readPayload(data);
  // A push must always show something (userVisibleOnly); an unreadable one still points to the bell.
  const title = payload ? payload.title : 'Bright';
  await self.registration.showNotification(title, {
    body: payload ? payload.body : '',
    tag: payload ? payload.id : undefined,
    icon: '/favicon.svg',
    dir: 'auto',
    timestamp: payload ? Date.parse(payload.createdAt) || Date.now() : Date.now(),
    data: { url: appPath(payload && payload.url), id: payload ? payload.id : null },
  });
}

/** Focuses a window of the app already open (moving it to the path), or opens one. */
async function openApp(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(target);
  const focused = await open.focus();
  if (open.url !== target && 'navigate' in open) return (focused || open).navigate(target);
  return focused;
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => event.waitUntil(showPush(event.data)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(appPath(event.notification.data && event.notification.data.url)));
});

// Mando's service worker (spec 03 §4): shows web pushes (issue 12) and opens their page on click.
// No caching: the app's own HTTP caching already keeps assets; a new version takes over at once.
/* eslint-env serviceworker */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  // Older versions may have left caches: clear them, then control the open pages.
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});

// Payload (server: features/notifications/delivery.ts): { id, title, body, url, tag }.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Mando';
  event.waitUntil(Promise.all([
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { url: data.url || null, id: data.id || null },
    }),
    // Open pages refresh their bell at once (the live channel may be off).
    self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      .then((list) => list.forEach((c) => c.postMessage({ type: 'notification', id: data.id || null }))),
  ]));
});

// A click focuses an open Mando page (navigating it to the notification's page) or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (open) {
      await open.focus();
      if ('navigate' in open) {
        try { await open.navigate(target); return; } catch { /* not controlled yet: tell the page */ }
      }
      open.postMessage({ type: 'open', url: path });
      return;
    }
    await self.clients.openWindow(target);
  })());
});

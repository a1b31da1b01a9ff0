/*
 * Kanat Mezat's service worker (issue 12), served as /sw.js with scope '/': it shows the Web
 * Push notices the server sends (a JSON payload: title, body, url, tag) and opens the notice's
 * page when it is clicked. It caches nothing and handles no fetch.
 */
const ICON = '/static/brand/icon-192.png';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A page of this site only: anything else opens the home page. */
function pageUrl(url) {
  try {
    const resolved = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return resolved.origin === self.location.origin ? resolved.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

function readNotice(event) {
  if (!event.data) return null;
  try {
    const notice = event.data.json();
    return notice && typeof notice.title === 'string' ? notice : null;
  } catch {
    return null;
  }
}

async function showNotice(notice) {
  const url = pageUrl(notice.url);
  await self.registration.showNotification(notice.title, {
    body: typeof notice.body === 'string' ? notice.body : '',
    icon: ICON,
    badge: ICON,
    lang: 'tr',
    tag: typeof notice.tag === 'string' ? notice.tag : undefined,
    renotify: typeof notice.tag === 'string',
    data: { url },
  });
  // Open pages of the site hear of it (the settings page, tests).
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    client.postMessage({ type: 'kanat:push-shown', title: notice.title, body: notice.body, url });
  }
}

self.addEventListener('push', (event) => {
  const notice = readNotice(event);
  if (notice !== null) event.waitUntil(showNotice(notice));
});

async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return same.focus();
  const any = windows.find((client) => 'navigate' in client);
  if (any) {
    const focused = await any.focus();
    return focused.navigate(url);
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageUrl(event.notification.data?.url)));
});

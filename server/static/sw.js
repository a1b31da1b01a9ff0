/*
 * Kanat Mezat's service worker, served as /sw.js with scope '/': it shows the Web
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

/** Focus needs the click's user activation; where there is none, the page opens unfocused. */
function focusQuietly(client) {
  return client.focus().catch(() => client);
}

/**
 * The notice's page: a window already on it comes forward; otherwise the first window of the
 * site this worker controls goes to it (navigate works only there); otherwise a new window.
 */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return focusQuietly(same);
  for (const client of windows) {
    try {
      const moved = await client.navigate(url);
      if (moved) return focusQuietly(moved);
    } catch {
      // not controlled by this worker: try the next window
    }
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageUrl(event.notification.data?.url)));
});

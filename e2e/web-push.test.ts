// Web Push in the real site: a member turns browser notices on from the settings
// page (the real service worker is registered at /sw.js), is outbid by staff in another
// browser, the server encrypts and signs a push message for the member's subscription, and
// the real service worker shows it in Chromium.
//
// Chromium's own push service cannot be used here: headless Chromium refuses
// PushManager.subscribe ("AbortError: Registration failed - permission denied", it has no
// push messaging service) and the vendor's service is out of reach anyway. So the page's
// PushManager hands out a subscription of the test's local push endpoint (keys the test owns),
// everything else runs for real: the page's subscribe flow and `subscribePush`, the server's
// notice sender and `web-push`, the local endpoint checking VAPID and decrypting (RFC 8291),
// and the decrypted payload delivered to the real service worker through the DevTools
// protocol (`ServiceWorker.deliverPushMessage`), as a push service would deliver it.
import { minNextBid } from '@kanat/shared/rules';
import { WAIT_MS } from '@kanat/testkit/limits';
import {
  type LocalPushEndpoint,
  type LocalSubscription,
  startLocalPushEndpoint,
} from '@kanat/testkit/push-endpoint';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { auctionForBoth, bidOnPage, money, sessionOf } from './support/auctions';
import { baseURL, launchBrowser, openPage, type WatchedPage } from './support/browser';
import { DEMO_STAFF, seededMember, signIn } from './support/console/sign-in';

const SETTINGS = '/hesabim/acik-arttirma-ayarlari';

let browser: Browser;
let endpoint: LocalPushEndpoint;
beforeAll(async () => {
  browser = await launchBrowser();
  // On the port whose origin the server was given as PUSH_TEST_ENDPOINT_ORIGIN (global-setup).
  endpoint = await startLocalPushEndpoint(Number(process.env.KM_E2E_PUSH_PORT));
});
afterAll(async () => {
  await browser.close();
  await endpoint.close();
});

/**
 * The page's PushManager, standing in for Chromium's push service: `subscribe` answers a
 * subscription of the local endpoint (keeping the applicationServerKey it was given), kept in
 * localStorage like a browser keeps its subscription; `getSubscription` reads it back.
 */
async function fakePushManager(page: Page, local: LocalSubscription): Promise<void> {
  await page.context().addInitScript((sub: { endpoint: string; keys: Record<string, string> }) => {
    const storeKey = 'e2e-push-subscription';
    const make = (key: number[]) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      getKey: () => null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(storeKey);
        return true;
      },
    });
    if (typeof PushManager === 'undefined') return;
    PushManager.prototype.subscribe = async function subscribe(options) {
      const key = Array.from(new Uint8Array(options?.applicationServerKey as ArrayBuffer));
      localStorage.setItem(storeKey, JSON.stringify(key));
      return make(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const stored = localStorage.getItem(storeKey);
      return stored === null ? null : (make(JSON.parse(stored)) as unknown as PushSubscription);
    };
  }, local);
}

/** The service worker registration of the site's root scope, as the DevTools protocol sees it. */
async function rootRegistration(cdp: CDPSession): Promise<string> {
  const scope = `${baseURL()}/`;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const root = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (root) resolve(root.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return Promise.race([
    found,
    new Promise<string>((_, reject) =>
      setTimeout(() => reject(new Error(`no service worker registration for ${scope}`)), WAIT_MS),
    ),
  ]);
}

describe('Web Push', () => {
  let member: WatchedPage;
  let staff: WatchedPage;
  afterEach(async () => {
    await member?.close();
    await staff?.close();
  });

  test('an outbid member gets the notice from the real service worker', async () => {
    staff = await openPage(browser);
    member = await openPage(browser);
    await signIn(staff.page, DEMO_STAFF);
    const account = await seededMember(staff.page, 3);
    const { page } = member;
    await page.context().grantPermissions(['notifications'], { origin: baseURL() });
    const local = endpoint.subscribe();
    await fakePushManager(page, local);
    await signIn(page, account);

    // The settings page: off at first; on after the button, and saved on the server.
    await page.goto(SETTINGS);
    const section = page.getByTestId('browser-push');
    await section.and(page.locator('[data-state="off"]')).waitFor();
    expect(await section.getByRole('status').textContent()).toBe(
      'Bu tarayıcıda bildirimler kapalı.',
    );
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/fn/subscribePush'));
    await section.getByRole('button', { name: 'Bu tarayıcıda bildirimleri aç' }).click();
    const answer = await (await saved).json();
    expect(answer.result.count).toBeGreaterThanOrEqual(1);
    await section.and(page.locator('[data-state="on"]')).waitFor();
    expect(await section.getByRole('status').textContent()).toBe('Bu tarayıcıda bildirimler açık.');
    // The page subscribed with the server's VAPID key, through the real service worker.
    const { publicKey } = (await page.evaluate(() =>
      fetch('/api/push/key').then((r) => r.json()),
    )) as { publicKey: string };
    const used = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager.getSubscription();
      const key = subscription?.options.applicationServerKey;
      return {
        script: registration?.active?.scriptURL ?? null,
        key: key ? Array.from(new Uint8Array(key)) : null,
      };
    });
    expect(used.script).toBe(`${baseURL()}/sw.js`);
    expect(Buffer.from(used.key ?? []).toString('base64url')).toBe(publicKey);

    // The member leads an auction; staff outbid them from another browser.
    const detail = await auctionForBoth(await sessionOf(page), await sessionOf(staff.page), 'desc');
    const id = detail.auction.id;
    const start = detail.auction.currentBid?.amount ?? detail.auction.startingBid;
    const first = detail.auction.bidCount === 0 ? start : minNextBid(start);
    await page.goto(`/acik-arttirmalar/${id}`);
    await bidOnPage(page, first);
    const higher = minNextBid(first);
    await staff.page.goto(`/acik-arttirmalar/${id}`);
    await bidOnPage(staff.page, higher);

    // The server's notice sender pushes to the member's subscription: the local endpoint
    // checks the VAPID signature and decrypts the message.
    const [message] = await endpoint.waitFor(1, WAIT_MS);
    expect(endpoint.rejected).toEqual([]);
    expect(message?.subscriptionId).toBe(local.id);
    expect(message?.vapidKey).toBe(publicKey);
    expect(message?.headers.urgency).toBe('high');
    const payload = message?.payload as { title: string; body: string; url: string };
    expect(payload.title).toBe('Teklifiniz geçildi');
    expect(payload.body).toBe(
      `"${detail.auction.name}" açık arttırmasında güncel fiyat ${money(higher)}.`,
    );
    expect(payload.url).toMatch(new RegExp(`/acik-arttirmalar/${id}$`));

    // Delivered to the real service worker as the push service would: it shows the notice.
    await page.goto(SETTINGS);
    await section.waitFor();
    const shown = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => {
            if (event.data?.type === 'kanat:push-shown') resolve(event.data);
          });
        }),
    );
    const cdp = await page.context().newCDPSession(page);
    const registrationId = await rootRegistration(cdp);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL(),
      registrationId,
      data: message?.text ?? '',
    });
    expect(await shown).toEqual({
      type: 'kanat:push-shown',
      title: payload.title,
      body: payload.body,
      url: new URL(payload.url, baseURL()).href,
    });
    const notifications = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const list = (await registration?.getNotifications()) ?? [];
      return list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data }));
    });
    expect(notifications).toEqual([
      {
        title: 'Teklifiniz geçildi',
        body: payload.body,
        icon: `${baseURL()}/static/brand/icon-192.png`,
        data: { url: new URL(payload.url, baseURL()).href },
      },
    ]);

    // A click on the notice (dispatched in the real service worker, as Chromium does on a
    // click) closes it and takes the member's window to the auction.
    const worker =
      page
        .context()
        .serviceWorkers()
        .find((w) => w.url() === `${baseURL()}/sw.js`) ??
      (await page.context().waitForEvent('serviceworker'));
    const opened = page.waitForURL(new RegExp(`/acik-arttirmalar/${id}$`));
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notice] = await scope.registration.getNotifications();
      if (notice === undefined) throw new Error('no notice to click');
      self.dispatchEvent(
        new scope.NotificationEvent('notificationclick', { notification: notice }),
      );
    });
    await opened;
    await page
      .getByTestId('current-price')
      .filter({ hasText: money(higher) })
      .waitFor();
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return ((await registration?.getNotifications()) ?? []).length;
      }),
    ).toBe(0);

    // Off again: the server forgets the subscription.
    await page.goto(SETTINGS);
    await section.and(page.locator('[data-state="on"]')).waitFor();
    const dropped = page.waitForResponse((r) => r.url().endsWith('/api/fn/unsubscribePush'));
    await section.getByRole('button', { name: 'Bu tarayıcıda bildirimleri kapat' }).click();
    expect((await (await dropped).json()).result.count).toBe(0);
    await section.and(page.locator('[data-state="off"]')).waitFor();
    expect(member.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  });
});

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { pushSubscriptions, users } from '../../db/schema';
import { retryBaseMs } from '../../lib/retry-policy';
import { insertOwner } from '../../test/auction-fixtures';
import { createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { callAs, newNoticeAuction, noticesOf } from '../../test/notice-fixtures';
import { type LocalPushEndpoint, startLocalPushEndpoint } from '../../test/push-endpoint';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { maxPushSubscriptions } from './routes';

async function pushNoticesOf(t: TestApp, userId: string) {
  return (await noticesOf(t.database.db, userId)).filter((n) => n.channel === 'push');
}

async function subscriptionsOf(t: TestApp, userId: string) {
  return t.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

describe('Web Push: VAPID key, subscriptions and the push channel of the notice sender', () => {
  let t: TestApp;
  let endpoint: LocalPushEndpoint;
  let owner: string;
  const m: SignedInMember[] = [];
  const member = (i: number) => m[i] as SignedInMember;

  beforeAll(async () => {
    // The local push service first: the server takes its origin as the one test origin.
    endpoint = await startLocalPushEndpoint();
    t = await createTestApp({ env: { PUSH_TEST_ENDPOINT_ORIGIN: endpoint.origin } });
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    for (let i = 0; i < 4; i++) m.push(await createSignedInMember(t.app));
  }, setupTimeout);
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });
  beforeEach(async () => {
    for (const one of m) one.mfaToken = await one.freshMfaToken();
  });

  it('serves the VAPID public key made once and kept in DATA_DIR/vapid.json (0600)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const file = path.join(t.dataDir, 'vapid.json');
    expect(JSON.parse(await readFile(file, 'utf8')).publicKey).toBe(publicKey);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('serves the service worker at /sw.js, revalidated every time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain("addEventListener('push'");
    expect(response.body).toContain("addEventListener('notificationclick'");
  });

  it('keeps the same key pair across restarts on one DATA_DIR', async () => {
    const { loadVapidKeys } = await import('./vapid-keys');
    const again = await loadVapidKeys(t.config.push, t.dataDir);
    expect(again.publicKey).toBe(t.app.push.keys.publicKey);
  });

  it('subscribes and unsubscribes a browser, checking the endpoint and the keys', async () => {
    const a = member(3);
    const local = endpoint.subscribe();
    const bad = [
      { ...local, endpoint: 'http://example.com/push/1' },
      { ...local, endpoint: 'https://10.0.0.1/push' },
      { ...local, endpoint: 'ftp://push.example.com/x' },
      { ...local, keys: { ...local.keys, p256dh: local.keys.p256dh.slice(0, 86) } },
      { ...local, keys: { ...local.keys, auth: 'A'.repeat(24) } },
      { ...local, keys: { p256dh: `A${local.keys.p256dh.slice(1)}`, auth: local.keys.auth } },
    ];
    for (const data of bad) {
      const response = await callAs(t, a, 'subscribePush', {
        endpoint: data.endpoint,
        keys: data.keys,
      });
      expect([response.statusCode, data.endpoint]).toEqual([400, data.endpoint]);
    }
    expect(await subscriptionsOf(t, a.user.uid)).toEqual([]);

    const ok = await callAs(t, a, 'subscribePush', { endpoint: local.endpoint, keys: local.keys });
    expect([ok.statusCode, ok.json().result.count]).toEqual([200, 1]);
    // Again (the page subscribing on every visit) keeps one row.
    const again = await callAs(t, a, 'subscribePush', {
      endpoint: local.endpoint,
      keys: local.keys,
    });
    expect(again.json().result.count).toBe(1);
    expect((await subscriptionsOf(t, a.user.uid)).map((s) => s.endpoint)).toEqual([local.endpoint]);
    // Another member's unsubscribe leaves it; the owner's removes it.
    await callAs(t, member(2), 'unsubscribePush', { endpoint: local.endpoint });
    expect(await subscriptionsOf(t, a.user.uid)).toHaveLength(1);
    const off = await callAs(t, a, 'unsubscribePush', { endpoint: local.endpoint });
    expect(off.json().result.count).toBe(0);

    // A member keeps at most maxPushSubscriptions browsers: the oldest goes.
    for (let i = 0; i <= maxPushSubscriptions; i++) {
      const s = endpoint.subscribe();
      await callAs(t, a, 'subscribePush', { endpoint: s.endpoint, keys: s.keys });
    }
    expect(await subscriptionsOf(t, a.user.uid)).toHaveLength(maxPushSubscriptions);
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, a.user.uid));
  });

  it('pushes an outbid notice, encrypted for the subscription (RFC 8291), signed with VAPID', async () => {
    const [a, b] = [member(0), member(1)];
    const local = endpoint.subscribe();
    const subscribed = await callAs(t, a, 'subscribePush', {
      endpoint: local.endpoint,
      keys: local.keys,
    });
    expect(subscribed.statusCode).toBe(200);
    const id = await newNoticeAuction(t.database.db, owner, 'Şampiyon "Kartal"');
    expect((await callBid(t.app, a, id, 600)).status).toBe(200);
    const placed = await callBid(t.app, b, id, 700);
    expect(placed.status).toBe(200);
    const queued = await pushNoticesOf(t, a.user.uid);
    expect(queued.map((n) => [n.event, n.status, n.bidId])).toEqual([
      ['outbid', 'pending', placed.result?.bidId],
    ]);
    // The bidder who now leads gets nothing.
    expect(await pushNoticesOf(t, b.user.uid)).toEqual([]);

    const before = endpoint.received.length;
    const pass = await t.app.noticeSender.runOnce();
    expect(endpoint.rejected).toEqual([]);
    expect(pass.sent).toContain(queued[0]?.id);
    const [message] = (await endpoint.waitFor(before + 1)).slice(before);
    expect(endpoint.rejected).toEqual([]);
    expect(message?.subscriptionId).toBe(local.id);
    expect(message?.payload).toEqual({
      title: 'Teklifiniz geçildi',
      body: '"Şampiyon "Kartal"" açık arttırmasında güncel fiyat 700 TL.',
      url: `/acik-arttirmalar/${id}`,
      tag: `auction-${id}`,
    });
    expect(message?.vapidKey).toBe(t.app.push.keys.publicKey);
    expect(message?.claims.aud).toBe(endpoint.origin);
    expect(message?.claims.sub).toBe('mailto:no-reply@kanatmezat.com.tr');
    expect(message?.headers.ttl).toBe(String(24 * 3600));
    expect(message?.headers.urgency).toBe('high');
    expect((await pushNoticesOf(t, a.user.uid)).map((n) => n.status)).toEqual(['sent']);
    // Sent once: a second pass sends nothing more.
    await t.app.noticeSender.runOnce();
    expect(endpoint.received.length).toBe(before + 1);

    // A member who turned push off for outbid gets no push notice.
    await t.database.db
      .update(users)
      .set({ notificationPrefs: { outbid: { push: false } } })
      .where(eq(users.id, a.user.uid));
    expect((await callBid(t.app, a, id, 800)).status).toBe(200);
    expect((await callBid(t.app, b, id, 900)).status).toBe(200);
    expect(await pushNoticesOf(t, a.user.uid)).toHaveLength(1);
    await t.database.db
      .update(users)
      .set({ notificationPrefs: {} })
      .where(eq(users.id, a.user.uid));
  });

  it('deletes a subscription the push service reports gone (410) and retries other failures', async () => {
    const [a, b] = [member(2), member(3)];
    const gone = endpoint.subscribe();
    const flaky = endpoint.subscribe();
    for (const s of [gone, flaky]) {
      await callAs(t, a, 'subscribePush', { endpoint: s.endpoint, keys: s.keys });
    }
    gone.status = 410;
    flaky.status = 500;
    const id = await newNoticeAuction(t.database.db, owner, 'Mavi Kuş');
    expect((await callBid(t.app, a, id, 600)).status).toBe(200);
    expect((await callBid(t.app, b, id, 700)).status).toBe(200);
    const [notice] = await pushNoticesOf(t, a.user.uid);
    const now = Date.now();
    const pass = await t.app.noticeSender.runOnce(now);
    expect(pass.failed).toContain(notice?.id);
    // The gone one is deleted; the failing one stays and the notice waits for a retry.
    expect((await subscriptionsOf(t, a.user.uid)).map((s) => s.endpoint)).toEqual([flaky.endpoint]);
    const [waiting] = await pushNoticesOf(t, a.user.uid);
    expect(waiting?.status).toBe('pending');
    expect(waiting?.lastError).toContain('500');
    expect(waiting?.nextAttemptAt.getTime()).toBe(now + retryBaseMs);

    // The push service recovers: the retry delivers.
    flaky.status = 201;
    const before = endpoint.received.length;
    const retry = await t.app.noticeSender.runOnce(now + retryBaseMs);
    expect(retry.sent).toContain(notice?.id);
    const [message] = (await endpoint.waitFor(before + 1)).slice(before);
    expect(message?.subscriptionId).toBe(flaky.id);
    expect(message?.payload).toMatchObject({
      body: '"Mavi Kuş" açık arttırmasında güncel fiyat 700 TL.',
    });

    // Now that one is gone too: the next notice fails at once and no subscription is left.
    flaky.status = 410;
    expect((await callBid(t.app, a, id, 800)).status).toBe(200);
    expect((await callBid(t.app, b, id, 900)).status).toBe(200);
    const second = (await pushNoticesOf(t, a.user.uid))[1];
    await t.app.noticeSender.runOnce(now + retryBaseMs);
    expect(await subscriptionsOf(t, a.user.uid)).toEqual([]);
    const [, failed] = await pushNoticesOf(t, a.user.uid);
    expect([failed?.id, failed?.status]).toEqual([second?.id, 'failed']);
    // With no subscription, no push notice is queued any more.
    expect((await callBid(t.app, a, id, 1000)).status).toBe(200);
    expect((await callBid(t.app, b, id, 1100)).status).toBe(200);
    expect(await pushNoticesOf(t, a.user.uid)).toHaveLength(2);
  });
});

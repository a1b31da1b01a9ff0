import { and, eq } from 'drizzle-orm';
import { auctionContainers, hallSales, notifications } from '../../db/schema';
import { insertContainer } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember } from '../../test/auth-fixtures';
import { insertHallSale } from '../../test/hall-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;

describe('following a coming sale from the calendar, and the notice when it opens', () => {
  let t: TestApp;
  let groupId: number;
  let saleId: number;
  let startsAt: number;

  const member = async () => {
    const m = await createSignedInMember(t.app);
    return { uid: m.user.uid, client: new ApiClient(t.app, { cookie: m.cookie }) };
  };

  const openingsOf = (uid: string) =>
    t.app.db
      .select({ channel: notifications.channel, payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.userId, uid), eq(notifications.event, 'sale-opening')));

  beforeAll(async () => {
    t = await createTestApp();
    const now = Date.now();
    // Starts in three days (a group starts a week before its end).
    groupId = await insertContainer(t.app.db, {
      name: 'Aralık Yavru Grubu',
      isFinalContainer: true,
      expiry: now + 10 * DAY,
      publishOn: now - DAY,
    });
    const [group] = await t.app.db
      .select({ startedOn: auctionContainers.startedOn })
      .from(auctionContainers)
      .where(eq(auctionContainers.id, groupId));
    startsAt = group?.startedOn ?? 0;
    saleId = (await insertHallSale(t.app.db, { title: 'Cumartesi Salon Mezatı', lots: [500] }))
      .saleId;
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  test('a member follows and unfollows; the calendar buttons read the follows back', async () => {
    const { client } = await member();
    const follow = await client.call('followSale', {
      kind: 'group',
      id: String(groupId),
      follow: true,
    });
    expect(follow.result).toMatchObject({ following: true });
    // Twice is harmless.
    expect(
      (await client.call('followSale', { kind: 'group', id: String(groupId), follow: true }))
        .result,
    ).toMatchObject({
      following: true,
    });
    await client.call('followSale', { kind: 'hall', id: String(saleId), follow: true });
    expect((await client.call('followedSales', {})).result).toMatchObject({
      keys: [`group:${groupId}`, `hall:${saleId}`],
    });
    expect(
      (await client.call('followSale', { kind: 'hall', id: String(saleId), follow: false })).result,
    ).toMatchObject({ following: false });
    expect((await client.call('followedSales', {})).result).toMatchObject({
      keys: [`group:${groupId}`],
    });
  });

  test('a visitor cannot follow; a sale not in the calendar or already under way cannot be followed', async () => {
    const visitor = new ApiClient(t.app);
    const refused = await visitor.call('followSale', {
      kind: 'group',
      id: String(groupId),
      follow: true,
    });
    expect(refused.status).toBe(401);

    const { client } = await member();
    const draft = await insertContainer(t.app.db, {
      name: 'Taslak',
      isFinalContainer: true,
      expiry: Date.now() + 9 * DAY,
      publishOn: null,
    });
    const hidden = await client.call('followSale', {
      kind: 'group',
      id: String(draft),
      follow: true,
    });
    expect(hidden.status).toBe(404);
    expect(hidden.error?.message).toBe('Bu mezat takvimde yok: bitmiş ya da kaldırılmış olabilir.');

    const running = await insertContainer(t.app.db, {
      name: 'Süren Grup',
      isFinalContainer: true,
      expiry: Date.now() + 2 * DAY,
    });
    const late = await client.call('followSale', {
      kind: 'group',
      id: String(running),
      follow: true,
    });
    expect(late.status).toBe(400);
    expect(late.error?.message).toBe(
      'Bu mezat başladı: takip etmeye gerek yok, sayfasından katılabilirsiniz.',
    );
    const bad = await client.call('followSale', { kind: 'kahve', id: '1', follow: true });
    expect(bad.status).toBe(400);
  });

  test('followers are told once when the group opens and when the clerk starts the hall mezat; no one before', async () => {
    const follower = await member();
    // Telling a member a sale opened is a commercial message: only with their consent.
    await follower.client.grantMarketing();
    const quitter = await member();
    await quitter.client.grantMarketing();
    const unconsented = await member();
    await unconsented.client.call('followSale', {
      kind: 'group',
      id: String(groupId),
      follow: true,
    });
    await follower.client.call('followSale', { kind: 'group', id: String(groupId), follow: true });
    await follower.client.call('followSale', { kind: 'hall', id: String(saleId), follow: true });
    await quitter.client.call('followSale', { kind: 'group', id: String(groupId), follow: true });
    await quitter.client.call('followSale', { kind: 'group', id: String(groupId), follow: false });

    // Before the start nothing is queued.
    await t.app.closingScheduler.runOnce(startsAt - 1000);
    expect(await openingsOf(follower.uid)).toEqual([]);

    // The group's start has come: one notice per channel the member can receive (SMS, a
    // verified phone), naming the group and linking its page.
    const pass = await t.app.closingScheduler.runOnce(startsAt + 1000);
    expect(pass.openingsQueued).toBeGreaterThanOrEqual(1);
    const opened = await openingsOf(follower.uid);
    expect(opened.length).toBeGreaterThanOrEqual(1);
    expect(opened.map((row) => row.channel)).toContain('sms');
    expect(opened[0]?.payload).toEqual({ name: 'Aralık Yavru Grubu', groupId });
    expect(await openingsOf(quitter.uid)).toEqual([]);
    expect(await openingsOf(unconsented.uid)).toEqual([]);
    // Again: nothing new.
    expect((await t.app.closingScheduler.runOnce(startsAt + 2000)).openingsQueued).toBe(0);
    expect(await openingsOf(follower.uid)).toHaveLength(opened.length);

    // The clerk starts the hall mezat.
    await t.app.db.update(hallSales).set({ status: 'running' }).where(eq(hallSales.id, saleId));
    await t.app.closingScheduler.runOnce(startsAt + 3000);
    const both = await openingsOf(follower.uid);
    expect(both.map((row) => row.payload)).toContainEqual({
      name: 'Cumartesi Salon Mezatı',
      hallSaleId: saleId,
    });
  });

  test('following is rate limited per member, with a Turkish message', async () => {
    const { client } = await member();
    const { followLimits } = await import('./calendar-follows');
    for (let n = 0; n < followLimits.burst.limit; n += 1) {
      const answer = await client.call('followSale', {
        kind: 'group',
        id: String(groupId),
        follow: n % 2 === 0,
      });
      expect(answer.status).toBe(200);
    }
    const refused = await client.call('followSale', {
      kind: 'group',
      id: String(groupId),
      follow: true,
    });
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(
      'Takipleri çok sık değiştirdiniz, biraz sonra tekrar deneyin.',
    );
  });
});

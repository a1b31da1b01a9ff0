import type { MyConsents } from '@kanat/shared/contracts';
import { and, eq } from 'drizzle-orm';
import {
  consentRecords,
  notifications,
  pushSubscriptions,
  smsOutbox,
  users,
} from '../../db/schema';
import {
  insertAuction,
  insertBidHistory,
  insertContainer,
  insertPigeon,
} from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  registrationUpToLastCall,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { newNoticeAuction, noticesOf } from '../../test/notice-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 86_400_000;

describe('consents on record (KVKK, commercial messages, Web Push)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let owner: string;
  let marketingVersion: number;

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await createSignedInMember(t.app, { kind: 'staff', roles: ['clerk'] });
    clerk = new ApiClient(t.app, { cookie: staff.cookie });
    owner = (await createSignedInMember(t.app)).user.uid;
    ({ version: marketingVersion } = await new ApiClient(t.app).ok<{ version: number }>(
      'legalText',
      { kind: 'marketing' },
    ));
  }, setupTimeout);

  afterAll(() => t.close());

  const db = () => t.database.db;
  const clientOf = (member: SignedInMember) => new ApiClient(t.app, { cookie: member.cookie });

  /** A group with one lot of the owner's, ending tomorrow, on which `bidder` has bid. */
  async function groupWithBidder(bidder: SignedInMember) {
    const expiry = Date.now() + day;
    const groupId = await insertContainer(db(), {
      name: 'İzin Grubu',
      isFinalContainer: true,
      expiry,
    });
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    const lot = await insertAuction(db(), { pigeonId, parentId: groupId, endingTime: expiry });
    await insertBidHistory(db(), lot, [{ userId: bidder.user.uid, amount: 600, on: Date.now() }]);
    return { groupId };
  }

  const sendMessage = (groupId: number, expectedRecipients: number) =>
    clerk.ok<{ counts: { sms: number; mail: number } }>('adminGroupMessageSend', {
      containerId: String(groupId),
      subject: 'Mezat günü',
      text: 'Kuşlar cumartesi teslim edilecek.',
      channels: ['sms', 'mail'],
      expectedRecipients,
    });

  const announcementsOf = (uid: string) =>
    db()
      .select({
        channel: notifications.channel,
        status: notifications.status,
        error: notifications.lastError,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, uid), eq(notifications.event, 'announcement')))
      .orderBy(notifications.id);

  it('records a registration’s choices, given or not, with the text version and the device', async () => {
    const { client, deviceId, data, userId } = await registrationUpToLastCall(t.app);
    const acknowledged = await client.acknowledgement();
    const stale = await client.call('register', {
      data,
      deviceId,
      acknowledged,
      consents: { 'marketing-sms': true, 'marketing-mail': false, version: marketingVersion + 1 },
    });
    expect(stale.status).toBe(400);
    expect(stale.error?.message).toBe(
      'İzin metni güncellendi; lütfen sayfayı yenileyip yeni metni okuyun.',
    );
    await client.ok('register', {
      data,
      deviceId,
      acknowledged,
      consents: { 'marketing-sms': true, 'marketing-mail': false, version: marketingVersion },
    });
    const rows = await db()
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, userId))
      .orderBy(consentRecords.kind);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'marketing-mail',
        granted: false,
        textKind: 'marketing',
        textVersion: marketingVersion,
        source: 'registration',
        deviceId,
      }),
      expect.objectContaining({ kind: 'marketing-sms', granted: true, deviceId }),
    ]);
    // An append-only history: a record is never rewritten.
    await expect(
      db().update(consentRecords).set({ granted: false }).where(eq(consentRecords.userId, userId)),
    ).rejects.toThrow();
  });

  it('starts with nothing consented, and keeps every change with its text version and device', async () => {
    const member = await createSignedInMember(t.app);
    const client = clientOf(member);
    expect(await client.ok<MyConsents>('myConsents', null)).toMatchObject({
      current: { 'marketing-sms': false, 'marketing-mail': false, push: false },
      records: [],
      marketingVersion,
    });
    const unversioned = await client.call('setConsent', { kind: 'marketing-sms', granted: true });
    expect(unversioned.status).toBe(400);
    expect(unversioned.error?.message).toBe(
      'İzin metni güncellendi; lütfen sayfayı yenileyip yeni metni okuyun.',
    );
    const granted = await client.ok<MyConsents>('setConsent', {
      kind: 'marketing-sms',
      granted: true,
      version: marketingVersion,
      deviceId: member.deviceId,
    });
    expect(granted.current).toEqual({
      'marketing-sms': true,
      'marketing-mail': false,
      push: false,
    });
    // The same state again adds no record.
    await client.ok('setConsent', {
      kind: 'marketing-sms',
      granted: true,
      version: marketingVersion,
    });
    const withdrawn = await client.ok<MyConsents>('setConsent', {
      kind: 'marketing-sms',
      granted: false,
    });
    expect(withdrawn.current['marketing-sms']).toBe(false);
    expect(withdrawn.records).toEqual([
      expect.objectContaining({ kind: 'marketing-sms', granted: false, source: 'account' }),
      expect.objectContaining({
        kind: 'marketing-sms',
        granted: true,
        textKind: 'marketing',
        textVersion: marketingVersion,
        source: 'account',
        userAgent: 'lightMyRequest',
      }),
    ]);
    const [first] = await db()
      .select({ deviceId: consentRecords.deviceId })
      .from(consentRecords)
      .where(eq(consentRecords.userId, member.user.uid))
      .orderBy(consentRecords.id)
      .limit(1);
    expect(first?.deviceId).toBe(member.deviceId);
    // Push is given by a browser turning notices on, not here.
    const push = await client.call('setConsent', { kind: 'push', granted: true });
    expect(push.error?.message).toBe(
      'Tarayıcı bildirimleri bu tarayıcıdan, Açık Arttırma Ayarları sayfasında açılır.',
    );
    // Another member's consents are not reachable: each call reads only the caller's.
    const other = await createSignedInMember(t.app);
    expect((await clientOf(other).ok<MyConsents>('myConsents', null)).records).toEqual([]);
    expect((await new ApiClient(t.app).call('myConsents', null)).status).toBe(401);
  });

  it('sends a group message by SMS or mail only with that consent; a withdrawal stops it at once, service notices go on', async () => {
    const member = await createSignedInMember(t.app);
    await db()
      .update(users)
      .set({ mailAddress: 'izinli@ornek.com.tr' })
      .where(eq(users.id, member.user.uid));
    const { groupId } = await groupWithBidder(member);
    const client = clientOf(member);

    // No consent yet: the message would reach no one.
    const none = await clerk.call('adminGroupMessageSend', {
      containerId: String(groupId),
      subject: 'Mezat günü',
      text: 'Kuşlar cumartesi teslim edilecek.',
      channels: ['sms', 'mail'],
      expectedRecipients: 0,
    });
    expect(none.error?.message).toBe('Bu mesajı alacak üye yok.');
    expect(await announcementsOf(member.user.uid)).toEqual([]);

    await client.grantMarketing();
    expect((await sendMessage(groupId, 1)).counts).toMatchObject({ sms: 1, mail: 1 });
    // Withdrawn before the sender's pass: the SMS waiting is cancelled, the mail goes.
    await client.ok('setConsent', { kind: 'marketing-sms', granted: false });
    expect(await announcementsOf(member.user.uid)).toEqual([
      { channel: 'sms', status: 'failed', error: 'consent-withdrawn' },
      { channel: 'mail', status: 'pending', error: null },
    ]);
    await t.app.noticeSender.runOnce();
    const smsToMember = () =>
      db()
        .select({ purpose: smsOutbox.purpose })
        .from(smsOutbox)
        .where(eq(smsOutbox.toPhone, member.phoneNumber));
    expect((await smsToMember()).map((row) => row.purpose)).not.toContain('notice-announcement');

    // The next message goes by mail only.
    expect((await sendMessage(groupId, 1)).counts).toMatchObject({ sms: 0, mail: 1 });

    // Being outbid is about a sale the member is in: not marketing, it still comes by SMS.
    const rival = await createSignedInMember(t.app);
    const single = await newNoticeAuction(db(), owner);
    expect((await callBid(t.app, member, single, 600)).status).toBe(200);
    expect((await callBid(t.app, rival, single, 700)).status).toBe(200);
    const notices = await noticesOf(db(), member.user.uid);
    expect(notices.filter((n) => n.event === 'outbid').map((n) => n.channel)).toContain('sms');
  });

  it('records the push consent when a browser turns notices on, and when the last one is turned off', async () => {
    const member = await createSignedInMember(t.app);
    const client = clientOf(member);
    const keys = {
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
    };
    const endpoint = (n: number) =>
      `https://fcm.googleapis.com/fcm/send/izin-${member.user.uid}-${n}`;
    await client.ok('subscribePush', { endpoint: endpoint(1), keys });
    await client.ok('subscribePush', { endpoint: endpoint(2), keys });
    let mine = await client.ok<MyConsents>('myConsents', null);
    expect(mine.current.push).toBe(true);
    expect(mine.records.map((r) => [r.kind, r.granted, r.source])).toEqual([
      ['push', true, 'browser-push'],
    ]);
    await client.ok('unsubscribePush', { endpoint: endpoint(1) });
    expect((await client.ok<MyConsents>('myConsents', null)).current.push).toBe(true);
    await client.ok('unsubscribePush', { endpoint: endpoint(2) });
    mine = await client.ok<MyConsents>('myConsents', null);
    expect(mine.current.push).toBe(false);
    expect(mine.records.map((r) => [r.granted, r.source])).toEqual([
      [false, 'browser-push'],
      [true, 'browser-push'],
    ]);

    // Withdrawn on the account page: every browser's subscription ends with it.
    await client.ok('subscribePush', { endpoint: endpoint(3), keys });
    await client.ok('subscribePush', { endpoint: endpoint(4), keys });
    mine = await client.ok<MyConsents>('setConsent', { kind: 'push', granted: false });
    expect(mine.current.push).toBe(false);
    expect(mine.records[0]).toMatchObject({ kind: 'push', granted: false, source: 'account' });
    expect(
      await db()
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, member.user.uid)),
    ).toEqual([]);
  });
});

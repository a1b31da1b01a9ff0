import type { GroupMessagePreview } from '@kanat/shared/contracts';
import { GROUP_MESSAGE_RATE_LIMIT } from '@kanat/shared/rules';
import { and, eq, inArray, like } from 'drizzle-orm';
import {
  auditLog,
  mailOutbox,
  notifications,
  pushSubscriptions,
  smsOutbox,
  users,
  watches,
} from '../../db/schema';
import {
  insertAuction,
  insertAuctionRoots,
  insertBidHistory,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import {
  ApiClient,
  createDisabledMember,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 24 * 60 * 60_000;

describe('console: a message to a group’s bidders and watchers', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let clerkMember: SignedInMember;
  let owner: string;
  let vitrine: number;

  beforeAll(async () => {
    t = await createTestApp();
    clerkMember = await createSignedInStaff(t.app, { roles: ['clerk'], fullname: 'Ali Masa' });
    clerk = new ApiClient(t.app, { cookie: clerkMember.cookie });
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    ({ vitrine } = await insertAuctionRoots(t.database.db));
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;

  /** A group of its own with `count` lots, ending tomorrow. */
  async function makeGroup(name: string, count: number) {
    const expiry = Date.now() + day;
    const groupId = await insertContainer(db(), {
      name,
      parentId: vitrine,
      isFinalContainer: true,
      expiry,
    });
    const lots: number[] = [];
    for (let i = 0; i < count; i++) {
      const pigeonId = await insertPigeon(db(), { ownerId: owner });
      lots.push(await insertAuction(db(), { pigeonId, parentId: groupId, endingTime: expiry }));
    }
    return { groupId, lots };
  }

  const bid = (auctionId: number, member: SignedInMember, amount = 600) =>
    insertBidHistory(db(), auctionId, [{ userId: member.user.uid, amount, on: Date.now() }]);

  const message = (groupId: number, channels: string[] = ['sms', 'mail', 'push']) => ({
    containerId: String(groupId),
    subject: 'Teslim günü',
    text: 'Kuşlar cumartesi saat 10’da\nkulüp binasında teslim edilecek.',
    channels,
  });

  it('counts the bidders and watchers each channel reaches, and previews the texts', async () => {
    const { groupId, lots } = await makeGroup('Bahar Grubu', 3);
    const [lot1 = 0, lot2 = 0, lot3 = 0] = lots;
    const bidder = await createSignedInMember(t.app, { fullname: 'Ayşe Teklif' });
    await db()
      .update(users)
      .set({ mailAddress: 'ayse@example.com' })
      .where(eq(users.id, bidder.user.uid));
    await db()
      .insert(pushSubscriptions)
      .values({
        userId: bidder.user.uid,
        endpoint: `https://push.example.com/${bidder.user.uid}`,
        p256dh: 'p256dh',
        auth: 'auth',
      });
    await bid(lot1, bidder);
    // Bids twice, on two lots: still one member.
    await bid(lot2, bidder, 700);
    const groupWatcher = await createSignedInMember(t.app);
    await db().insert(watches).values({ userId: groupWatcher.user.uid, containerId: groupId });
    const lotWatcher = await createSignedInMember(t.app);
    await db().insert(watches).values({ userId: lotWatcher.user.uid, auctionId: lot3 });
    const noSms = await createSignedInMember(t.app);
    await db()
      .update(users)
      .set({
        mailAddress: 'sms-yok@example.com',
        notificationPrefs: { announcement: { sms: false } },
      })
      .where(eq(users.id, noSms.user.uid));
    await bid(lot3, noSms, 800);
    const banned = await createDisabledMember(t.app);
    await db().insert(watches).values({ userId: banned.user.uid, containerId: groupId });
    // Group messages are commercial messages: each of these gave consent (SMS and mail) ...
    for (const member of [bidder, groupWatcher, lotWatcher, noSms]) {
      await new ApiClient(t.app, { cookie: member.cookie }).grantMarketing();
    }
    // ... this bidder gave none, and this watcher only mail's, without an address: the message
    // reaches neither.
    const unconsented = await createSignedInMember(t.app);
    await bid(lot2, unconsented, 900);
    const mailOnly = await createSignedInMember(t.app);
    await new ApiClient(t.app, { cookie: mailOnly.cookie }).grantMarketing(['marketing-mail']);
    await db().insert(watches).values({ userId: mailOnly.user.uid, containerId: groupId });
    const elsewhere = await createSignedInMember(t.app);
    const other = await makeGroup('Başka Grup', 1);
    await bid(other.lots[0] ?? 0, elsewhere);
    await db().insert(watches).values({ userId: elsewhere.user.uid, containerId: other.groupId });

    const preview = await clerk.ok<GroupMessagePreview>(
      'adminGroupMessagePreview',
      message(groupId),
    );
    expect(preview.counts).toEqual({ sms: 3, mail: 2, push: 1, total: 4 });
    expect(preview.sms).toBe(
      'Kanat Mezat (Bahar Grubu): Kuşlar cumartesi saat 10’da kulüp binasında teslim edilecek.',
    );
    expect(preview.mailSubject).toBe('Teslim günü');
    expect(preview.mailText).toContain('Kuşlar cumartesi saat 10’da\nkulüp binasında');
    expect(preview.mailText).toContain(`/grup-ihaleler/${groupId}`);

    const smsOnly = await clerk.ok<GroupMessagePreview>(
      'adminGroupMessagePreview',
      message(groupId, ['sms']),
    );
    expect(smsOnly.counts).toEqual({ sms: 3, mail: 0, push: 0, total: 3 });

    // The preview counted four members: a send expecting another count is refused.
    const stale = await clerk.call('adminGroupMessageSend', {
      ...message(groupId),
      expectedRecipients: 5,
    });
    expect(stale.status).toBe(400);
    expect(stale.error?.message).toBe(
      'Önizlemeden bu yana alıcı sayısı değişti (5 yerine 4 kişi). Lütfen yeniden önizleyin.',
    );

    const sent = await clerk.ok<{ counts: unknown }>('adminGroupMessageSend', {
      ...message(groupId),
      expectedRecipients: 4,
    });
    expect(sent.counts).toEqual({ sms: 3, mail: 2, push: 1, total: 4 });
    const queued = await db()
      .select({ userId: notifications.userId, channel: notifications.channel })
      .from(notifications)
      .where(eq(notifications.event, 'announcement'));
    const queuedFor = (uid: string) =>
      queued
        .filter((row) => row.userId === uid)
        .map((row) => row.channel)
        .sort();
    expect(queuedFor(bidder.user.uid)).toEqual(['mail', 'push', 'sms']);
    expect(queuedFor(groupWatcher.user.uid)).toEqual(['sms']);
    expect(queuedFor(lotWatcher.user.uid)).toEqual(['sms']);
    expect(queuedFor(noSms.user.uid)).toEqual(['mail']);
    expect(queuedFor(banned.user.uid)).toEqual([]);
    expect(queuedFor(elsewhere.user.uid)).toEqual([]);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.message'), eq(auditLog.targetId, String(groupId))));
    expect(audit?.actorId).toBe(clerkMember.user.uid);
    expect(audit?.summary).toBe('Bahar Grubu grubuna mesaj gönderildi (4 kişi): Teslim günü');

    await t.app.noticeSender.runOnce();
    const texts = await db()
      .select({ to: smsOutbox.toPhone, body: smsOutbox.body })
      .from(smsOutbox)
      .where(
        and(
          eq(smsOutbox.purpose, 'notice-announcement'),
          inArray(smsOutbox.toPhone, [
            bidder.phoneNumber,
            groupWatcher.phoneNumber,
            lotWatcher.phoneNumber,
            noSms.phoneNumber,
            banned.phoneNumber,
            elsewhere.phoneNumber,
          ]),
        ),
      );
    expect(texts.map((row) => row.to).sort()).toEqual(
      [bidder.phoneNumber, groupWatcher.phoneNumber, lotWatcher.phoneNumber].sort(),
    );
    expect(texts[0]?.body).toBe(preview.sms);
    const mails = await db()
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, html: mailOutbox.htmlBody })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.purpose, 'notice-announcement'),
          inArray(mailOutbox.toAddress, ['ayse@example.com', 'sms-yok@example.com']),
        ),
      );
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Teslim günü');
    expect(mails[0]?.html).toContain('10’da<br>kulüp binasında');
  });

  it('sends plain text: markup in a message reaches the mail escaped', async () => {
    const { groupId, lots } = await makeGroup('Kış Grubu', 1);
    const member = await createSignedInMember(t.app, { fullname: 'Can' });
    await db()
      .update(users)
      .set({ mailAddress: 'can@example.com' })
      .where(eq(users.id, member.user.uid));
    await new ApiClient(t.app, { cookie: member.cookie }).grantMarketing(['marketing-mail']);
    await bid(lots[0] ?? 0, member);
    await clerk.ok('adminGroupMessageSend', {
      ...message(groupId, ['mail']),
      text: 'Yeni <b>kurallar</b> <script>alert(1)</script>',
      expectedRecipients: 1,
    });
    await t.app.noticeSender.runOnce();
    const [mail] = await db()
      .select({ html: mailOutbox.htmlBody, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'can@example.com'));
    expect(mail?.html).toContain('Yeni &lt;b&gt;kurallar&lt;/b&gt; &lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain('Yeni <b>kurallar</b>');
  });

  it('refuses a message the rule refuses, in Turkish', async () => {
    const { groupId } = await makeGroup('Kural Grubu', 1);
    const noChannel = await clerk.call('adminGroupMessagePreview', message(groupId, []));
    expect(noChannel.status).toBe(400);
    expect(noChannel.error?.message).toBe(
      'En az bir kanal seçin (SMS, e-posta ya da tarayıcı bildirimi).',
    );
    const short = await clerk.call('adminGroupMessagePreview', {
      ...message(groupId),
      text: 'kısa',
    });
    expect(short.error?.message).toBe('Mesajı yazın (en az 10 karakter).');
    const missing = await clerk.call('adminGroupMessagePreview', message(999_999_999));
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('Grup bulunamadı.');
    const nobody = await clerk.call('adminGroupMessageSend', {
      ...message(groupId),
      expectedRecipients: 0,
    });
    expect(nobody.error?.message).toBe('Bu mesajı alacak üye yok.');
  });

  it('lets only the roles of the auctions area send', async () => {
    const { groupId, lots } = await makeGroup('Yetki Grubu', 1);
    const member = await createSignedInMember(t.app);
    await bid(lots[0] ?? 0, member);
    const editor = await createSignedInStaff(t.app, { roles: ['editor'] });
    const accountant = await createSignedInStaff(t.app, { roles: ['accountant'] });
    const data = { ...message(groupId, ['sms']), expectedRecipients: 1 };
    for (const cookie of [member.cookie, editor.cookie, accountant.cookie]) {
      const refused = await new ApiClient(t.app, { cookie }).call('adminGroupMessageSend', data);
      expect(refused.status).toBe(403);
      expect(refused.error?.message).toMatch(/[ıİşğ]/);
    }
    expect((await new ApiClient(t.app).call('adminGroupMessageSend', data)).status).toBe(401);
    const none = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          like(notifications.dedupeKey, 'announcement:%'),
          eq(notifications.userId, member.user.uid),
        ),
      );
    expect(none).toEqual([]);
  });

  it('lets one group be messaged only a few times an hour', async () => {
    const { groupId, lots } = await makeGroup('Sık Grup', 1);
    const member = await createSignedInMember(t.app);
    await new ApiClient(t.app, { cookie: member.cookie }).grantMarketing(['marketing-sms']);
    await bid(lots[0] ?? 0, member);
    const data = { ...message(groupId, ['sms']), expectedRecipients: 1 };
    for (let i = 0; i < GROUP_MESSAGE_RATE_LIMIT.limit; i++) {
      await clerk.ok('adminGroupMessageSend', data);
    }
    const refused = await clerk.call('adminGroupMessageSend', data);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(
      `Bu gruba bir saat içinde en fazla ${GROUP_MESSAGE_RATE_LIMIT.limit} mesaj gönderilebilir. Lütfen daha sonra deneyin.`,
    );
    const queued = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(eq(notifications.event, 'announcement'), eq(notifications.userId, member.user.uid)),
      );
    expect(queued).toHaveLength(GROUP_MESSAGE_RATE_LIMIT.limit);
    // Another group has its own allowance.
    const second = await makeGroup('Başka Sık Grup', 1);
    await bid(second.lots[0] ?? 0, member);
    await clerk.ok('adminGroupMessageSend', {
      ...message(second.groupId, ['sms']),
      expectedRecipients: 1,
    });
  });
});

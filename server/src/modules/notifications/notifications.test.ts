import type { AddressInfo } from 'node:net';
import { NOTICE_CHANNELS, NOTICE_EVENTS } from '@kanat/shared/contracts';
import { and, eq, inArray, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mailOutbox, notifications, outbidQueue, smsOutbox, users } from '../../db/schema';
import { maxAttempts, retryBaseMs, retryCapMs } from '../../lib/retry-policy';
import { insertOwner } from '../../test/auction-fixtures';
import { createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { callAs, newNoticeAuction, noticesOf } from '../../test/notice-fixtures';
import { StubSmsProvider } from '../../test/sms-provider-stub';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { drainOutbidQueue } from './notifications-repository';

/** Every event × channel set to `on`, as the settings page sends them. */
function everyNotice(on: boolean): Record<string, Record<string, boolean>> {
  return Object.fromEntries(
    NOTICE_EVENTS.map((event) => [
      event,
      Object.fromEntries(NOTICE_CHANNELS.map((channel) => [channel, on])),
    ]),
  );
}

/** A local SMTP server that can be told to refuse every mail (a temporary failure). */
async function startSmtpServer() {
  const inbox: Array<{ to: string[]; raw: string }> = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) {
        const error = Object.assign(new Error('Geçici hata'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    inbox,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function withMail(t: TestApp, member: SignedInMember, address: string) {
  await t.database.db
    .update(users)
    .set({ mailAddress: address })
    .where(eq(users.id, member.user.uid));
}

describe('notices: queued with the bid, sent by the notice sender (development outbox)', () => {
  let t: TestApp;
  let owner: string;
  const m: SignedInMember[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    for (let i = 0; i < 4; i++) m.push(await createSignedInMember(t.app));
  }, setupTimeout);
  afterAll(async () => t.close());
  beforeEach(async () => {
    for (const member of m) member.mfaToken = await member.freshMfaToken();
  });

  const member = (i: number) => m[i] as SignedInMember;

  it('queues an outbid SMS and mail for the member who led a manual bid, and sends them once', async () => {
    const [a, b] = [member(0), member(1)];
    await withMail(t, a, 'ayse@example.com');
    const id = await newNoticeAuction(t.database.db, owner, 'Şampiyon <Kuş> & "Oğlu"');
    expect((await callBid(t.app, a, id, 600)).status).toBe(200);
    expect(await noticesOf(t.database.db, a.user.uid)).toEqual([]);
    const placed = await callBid(t.app, b, id, 700);
    expect(placed.status).toBe(200);
    // The bid queued whom it outbid, in its own statement; the sender's pass makes the notices.
    expect(
      await t.database.db.select().from(outbidQueue).where(eq(outbidQueue.auctionId, id)),
    ).toEqual([{ bidId: placed.result?.bidId, auctionId: id, userId: a.user.uid, amount: 700 }]);

    const queued = await noticesOf(t.database.db, a.user.uid);
    expect(await t.database.db.select().from(outbidQueue)).toEqual([]);
    expect(queued.map((n) => [n.event, n.channel, n.status, n.bidId, n.auctionId])).toEqual([
      ['outbid', 'sms', 'pending', placed.result?.bidId, id],
      ['outbid', 'mail', 'pending', placed.result?.bidId, id],
    ]);
    expect(await noticesOf(t.database.db, b.user.uid)).toEqual([]);

    const pass = await t.app.noticeSender.runOnce();
    expect(pass.sent.sort()).toEqual(queued.map((n) => n.id).sort());
    const sms = await t.database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.toPhone, a.phoneNumber), eq(smsOutbox.purpose, 'notice-outbid')));
    expect(sms.map((s) => s.body)).toEqual([
      'Kanat Mezat: "Şampiyon <Kuş> & "Oğlu"" açık arttırmasında teklifiniz geçildi. Güncel fiyat: 700 TL.',
    ]);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ayse@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      status: 'sent',
      purpose: 'notice-outbid',
      subject: 'Teklifiniz geçildi: Şampiyon <Kuş> & "Oğlu"',
    });
    expect(mails[0]?.textBody).toContain('Güncel fiyat: 700 TL.');
    expect(mails[0]?.textBody).toContain(`/acik-arttirmalar/${id}`);
    expect(mails[0]?.htmlBody).toContain('Şampiyon &lt;Kuş&gt; &amp; &quot;Oğlu&quot;');
    expect(mails[0]?.htmlBody).not.toContain('<Kuş>');
    expect((await noticesOf(t.database.db, a.user.uid)).map((n) => n.status)).toEqual([
      'sent',
      'sent',
    ]);

    const again = await t.app.noticeSender.runOnce();
    expect(again.sent).toEqual([]);
  });

  it('queues nothing for a refused bid or a first bid', async () => {
    const [a, b] = [member(0), member(1)];
    const id = await newNoticeAuction(t.database.db, owner);
    expect((await callBid(t.app, a, id, 600)).status).toBe(200);
    expect((await callBid(t.app, b, id, 600)).status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.auctionId, id));
    expect(rows).toEqual([]);
    expect(
      await t.database.db.select().from(outbidQueue).where(eq(outbidQueue.auctionId, id)),
    ).toEqual([]);
  });

  it('respects the choices per event and channel; setBidNoticeOptOut is outbid by SMS', async () => {
    const [a, b] = [member(2), member(3)];
    await withMail(t, a, 'kartal@example.com');
    const read = async () =>
      (await callAs(t, a, 'myNotificationPrefs', {})).json().result.prefs as unknown;
    expect(await read()).toEqual(everyNotice(true));

    const prefs = {
      ...everyNotice(true),
      outbid: { sms: false, mail: true, push: true },
      'maximum-exceeded': { sms: true, mail: false, push: true },
    };
    expect((await callAs(t, a, 'setNotificationPrefs', { prefs })).statusCode).toBe(200);
    expect(await read()).toEqual(prefs);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: a.cookie } });
    expect(me.json().settings).toEqual({ dontSendBidSuperseeded: true });

    const first = await newNoticeAuction(t.database.db, owner);
    await callBid(t.app, a, first, 600);
    await callBid(t.app, b, first, 700);
    expect((await noticesOf(t.database.db, a.user.uid)).map((n) => [n.event, n.channel])).toEqual([
      ['outbid', 'mail'],
    ]);

    // The seed's switch turns the outbid SMS back on, and only it.
    expect(
      (await callAs(t, a, 'setBidNoticeOptOut', { dontSendBidSuperseeded: false })).statusCode,
    ).toBe(200);
    expect(await read()).toEqual({ ...prefs, outbid: { sms: true, mail: true, push: true } });

    // A maximum bid up in full: 'maximum-exceeded', by SMS only (mail is off for it).
    const second = await newNoticeAuction(t.database.db, owner);
    expect((await callBid(t.app, a, second, 1000, { maximum: true })).status).toBe(200);
    expect((await callBid(t.app, b, second, 1500)).result?.leading).toBe(true);
    const rows = (await noticesOf(t.database.db, a.user.uid)).filter((n) => n.auctionId === second);
    expect(rows.map((n) => [n.event, n.channel, n.payload])).toEqual([
      ['maximum-exceeded', 'sms', { amount: 1500 }],
    ]);
    await t.app.noticeSender.runOnce();
    const [sms] = await t.database.db
      .select()
      .from(smsOutbox)
      .where(
        and(eq(smsOutbox.toPhone, a.phoneNumber), eq(smsOutbox.purpose, 'notice-maximum-exceeded')),
      );
    expect(sms?.body).toContain('azami teklifiniz aşıldı. Güncel fiyat: 1.500 TL.');
  });

  it('refuses malformed choices and stores no unknown key', async () => {
    const a = member(0);
    for (const prefs of [
      { outbid: { sms: true, mail: true } },
      { outbid: { sms: 'yes', mail: true }, 'maximum-exceeded': { sms: true, mail: true } },
      { outbid: { sms: true }, 'maximum-exceeded': { sms: true, mail: true } },
    ]) {
      const response = await callAs(t, a, 'setNotificationPrefs', { prefs });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.status).toBe('INVALID_ARGUMENT');
    }
    // The schema drops what it does not know (the server's validator removes extra keys).
    const extra = {
      ...everyNotice(true),
      outbid: { sms: true, mail: true, push: true, fax: true },
      'bid-cancelled': { sms: true, mail: true, push: true },
    };
    expect((await callAs(t, a, 'setNotificationPrefs', { prefs: extra })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ prefs: users.notificationPrefs })
      .from(users)
      .where(eq(users.id, a.user.uid));
    // Outbid by SMS lives in dont_send_bid_superseeded; everything else in the column.
    const { outbid: _outbid, ...others } = everyNotice(true);
    expect(row?.prefs).toEqual({ outbid: { mail: true, push: true }, ...others });
  });

  it('queues an outbid notice from the proxy path (a maximum takes the lead from a single bid)', async () => {
    const [a, b] = [member(0), member(1)];
    await t.database.db.update(users).set({ mailAddress: null }).where(eq(users.id, a.user.uid));
    const id = await newNoticeAuction(t.database.db, owner);
    expect((await callBid(t.app, a, id, 600)).status).toBe(200);
    const answer = await callBid(t.app, b, id, 2000, { maximum: true });
    expect(answer.result?.leading).toBe(true);
    const rows = (await noticesOf(t.database.db, a.user.uid)).filter((n) => n.auctionId === id);
    // No mail address: SMS only.
    expect(rows.map((n) => [n.event, n.channel, n.payload])).toEqual([
      ['outbid', 'sms', { amount: answer.result?.amount }],
    ]);
  });
});

describe('notices: retries through a failing SMS gateway and SMTP server', () => {
  let t: TestApp;
  let stub: StubSmsProvider;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let owner: string;
  const m: SignedInMember[] = [];

  beforeAll(async () => {
    stub = new StubSmsProvider();
    const smsUrl = await stub.start();
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMS_GATEWAY_URL: smsUrl, SMTP_URL: smtp.url } });
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    for (let i = 0; i < 2; i++) m.push(await createSignedInMember(t.app));
  }, setupTimeout);
  afterAll(async () => {
    await t.close();
    await stub.stop();
    await smtp.close();
  });

  const member = (i: number) => m[i] as SignedInMember;

  async function outbid(): Promise<number> {
    const [a, b] = [member(0), member(1)];
    a.mfaToken = await a.freshMfaToken();
    b.mfaToken = await b.freshMfaToken();
    const id = await newNoticeAuction(t.database.db, owner);
    await callBid(t.app, a, id, 600);
    await callBid(t.app, b, id, 700);
    await drainOutbidQueue(t.database.db, Date.now(), 1000);
    return id;
  }

  it('retries an SMS after the gateway failed, with backoff', async () => {
    const auctionId = await outbid();
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.auctionId, auctionId), eq(notifications.channel, 'sms')));
    if (notice === undefined) throw new Error('no notice');
    const now = Date.now() + 1000;
    stub.status = 500;
    const first = await t.app.noticeSender.runOnce(now);
    expect(first.failed).toContain(notice.id);
    const [failed] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, notice.id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
    expect(failed?.nextAttemptAt.getTime()).toBe(now + retryBaseMs);

    // Not before its time, even with the gateway back.
    stub.status = 200;
    const received = stub.received.length;
    expect((await t.app.noticeSender.runOnce(now + retryBaseMs - 1)).sent).toEqual([]);
    const second = await t.app.noticeSender.runOnce(now + retryBaseMs);
    expect(second.sent).toEqual([notice.id]);
    expect(stub.received.slice(received).map((r) => r.body)).toEqual([
      {
        to: member(0).phoneNumber,
        text: expect.stringContaining('teklifiniz geçildi. Güncel fiyat: 700 TL.'),
      },
    ]);
    const [sent] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, notice.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt: failed', async () => {
    const auctionId = await outbid();
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.auctionId, auctionId), eq(notifications.channel, 'sms')));
    if (notice === undefined) throw new Error('no notice');
    stub.status = 503;
    let now = Date.now() + 1000;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      await t.app.noticeSender.runOnce(now);
      const [row] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, notice.id));
      expect(row?.attempts).toBe(attempt);
      if (attempt < maxAttempts) {
        expect(row?.status).toBe('pending');
        waits.push((row?.nextAttemptAt.getTime() ?? 0) - now);
        now = row?.nextAttemptAt.getTime() ?? now;
      } else {
        expect(row?.status).toBe('failed');
      }
    }
    expect(waits).toEqual(waits.map((_, i) => Math.min(retryBaseMs * 2 ** i, retryCapMs)));
    expect(waits[1]).toBe(2 * retryBaseMs);
    stub.status = 200;
    expect((await t.app.noticeSender.runOnce(now + retryCapMs * 10)).sent).toEqual([]);
  });

  it('retries a mail the SMTP server refused, and a failed contact mail too', async () => {
    await withMail(t, member(0), 'retry@example.com');
    smtp.state.refuse = true;
    const auctionId = await outbid();
    const now = Date.now() + 1000;
    stub.status = 200;
    const first = await t.app.noticeSender.runOnce(now);
    // The notice went to the mail outbox; the mail itself failed and waits.
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.auctionId, auctionId), eq(notifications.channel, 'mail')));
    expect(notice?.status).toBe('sent');
    expect(first.mailFailed).toHaveLength(1);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'retry@example.com'));
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });

    // A contact mail refused the same way stays pending too.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/fn/sendContactMail',
      remoteAddress: '203.0.113.200',
      payload: {
        data: {
          name: 'Ayşe Işık',
          email: 'ayse@example.com',
          subject: 'Güvercin satışı',
          message: 'Merhaba, bir sorum var.',
        },
      },
    });
    expect(contact.json()).toEqual({ result: { code: 200, queued: true } });
    const [contactMail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.purpose, 'contact'));
    expect(contactMail).toMatchObject({ status: 'pending', attempts: 1 });

    smtp.state.refuse = false;
    const inboxBefore = smtp.inbox.length;
    const later = Date.now() + retryBaseMs + 2000;
    const second = await t.app.noticeSender.runOnce(later);
    expect(second.mailSent.sort()).toEqual([mail?.id, contactMail?.id].sort());
    expect(smtp.inbox.length).toBe(inboxBefore + 2);
    expect(smtp.inbox.some((received) => received.to.includes('retry@example.com'))).toBe(true);
    const sent = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [mail?.id ?? 0, contactMail?.id ?? 0]));
    expect(sent.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });
});

describe('notices: two instances on one database send each notice once', () => {
  let one: TestApp;
  let two: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    one = await createTestApp({ env: { SMTP_URL: smtp.url } });
    two = await createTestApp({ database: one.database, env: { SMTP_URL: smtp.url } });
  }, setupTimeout);
  afterAll(async () => {
    await two.close();
    await one.close();
    await smtp.close();
  });

  it('sends every notice exactly once while both instances run passes', async () => {
    const owner = await insertOwner(one.database.db, { fullname: 'Satıcı Kişi' });
    const bidders: SignedInMember[] = [];
    for (let i = 0; i < 6; i++) {
      const bidder = await createSignedInMember(one.app);
      await withMail(one, bidder, `uye${i}@example.com`);
      bidders.push(bidder);
    }
    // Six auctions, each bid by every member in turn: 5 outbids x 2 channels per auction.
    for (let auction = 0; auction < 6; auction++) {
      const id = await newNoticeAuction(one.database.db, owner);
      let amount = 600;
      for (const bidder of bidders) {
        bidder.mfaToken = await bidder.freshMfaToken();
        const app = auction % 2 === 0 ? one.app : two.app;
        expect((await callBid(app, bidder, id, amount)).status).toBe(200);
        amount += 100;
      }
    }
    // 30 outbid members queued by the bids; the passes race to make and send their notices.
    expect(await one.database.db.select().from(outbidQueue)).toHaveLength(30);
    const passes = await Promise.all([
      one.app.noticeSender.runOnce(),
      two.app.noticeSender.runOnce(),
      one.app.noticeSender.runOnce(),
      two.app.noticeSender.runOnce(),
    ]);
    expect(await one.database.db.select().from(outbidQueue)).toEqual([]);
    const queued = await one.database.db.select().from(notifications);
    expect(queued).toHaveLength(60);
    const sent = passes.flatMap((p) => p.sent);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.sort()).toEqual(queued.map((n) => n.id).sort());
    const mailSent = passes.flatMap((p) => p.mailSent);
    // Anything still queued goes out on the next pass.
    const rest = await one.app.noticeSender.runOnce();
    expect(rest.sent).toEqual([]);
    const allMail = [...mailSent, ...rest.mailSent];
    expect(new Set(allMail).size).toBe(30);
    expect(allMail).toHaveLength(30);
    expect(smtp.inbox).toHaveLength(30);

    const sms = await one.database.db
      .select()
      .from(smsOutbox)
      .where(like(smsOutbox.purpose, 'notice-%'));
    expect(sms).toHaveLength(30);
    expect(new Set(sms.map((s) => `${s.toPhone}|${s.body}`)).size).toBe(30);
  });
});

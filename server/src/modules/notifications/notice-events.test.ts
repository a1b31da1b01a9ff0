import { randomBytes } from 'node:crypto';
import { NOTICE_EVENTS } from '@kanat/shared/contracts';
import { paymentReference } from '@kanat/shared/rules';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  AuctionStatus,
  auctions,
  mailOutbox,
  noticeEvents,
  notifications,
  smsOutbox,
  users,
  watches,
} from '../../db/schema';
import {
  insertAuction,
  insertBidHistory,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { endingSoonMs } from './notice-events';
import { toNotificationPrefs } from './notice-prefs';
import { noticeMail, noticeSms, noticeText, noticeUrl, settlementFacts } from './notice-texts';
import { drainOutbidQueue } from './notifications-repository';

const minute = 60_000;
const day = 24 * 60 * minute;

let phoneSeq = 0;

/** A member with a phone and (unless `mail: null`) a mail address, and optional choices. */
async function member(
  db: Db,
  options: { mail?: string | null; prefs?: Record<string, Record<string, boolean>> } = {},
): Promise<string> {
  const id = randomBytes(10).toString('hex');
  phoneSeq += 1;
  await db.insert(users).values({
    id,
    fullname: `Üye ${phoneSeq}`,
    phoneNumber: `+90532${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(3, '0')}`,
    phoneVerified: true,
    accountEnabled: true,
    mailAddress: options.mail === null ? null : (options.mail ?? `${id}@example.com`),
    notificationPrefs: options.prefs ?? {},
  });
  return id;
}

async function newAuction(
  db: Db,
  owner: string,
  endingTime: number,
  extra: { name?: string; parentId?: number; status?: number } = {},
): Promise<number> {
  const pigeonId = await insertPigeon(db, { ownerId: owner });
  return insertAuction(db, { pigeonId, endingTime, startingBid: 500, ...extra });
}

async function noticesOn(db: Db, auctionIds: number[]) {
  await drainOutbidQueue(db, Date.now(), 1000);
  return db
    .select()
    .from(notifications)
    .where(inArray(notifications.auctionId, auctionIds))
    .orderBy(asc(notifications.id));
}

const brief = (rows: Array<{ event: string; userId: string; channel: string }>) =>
  rows.map((n) => `${n.event}|${n.userId}|${n.channel}`).sort();

describe('notice events: won / lost with the seal, ending soon from the scheduler', () => {
  let t: TestApp;
  let owner: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
  }, setupTimeout);
  afterAll(async () => t.close());

  it('queues won for the winner and lost for every other bidder when sealing, once', async () => {
    const now = Date.now();
    const [a, b, c] = [await member(db()), await member(db()), await member(db())];
    const id = await newAuction(db(), owner, now - minute, { name: 'Şampiyon <Kuş>' });
    await insertBidHistory(db(), id, [
      { userId: a, amount: 600, on: now - 5 * minute },
      { userId: b, amount: 700, on: now - 4 * minute },
      { userId: a, amount: 800, on: now - 3 * minute },
      { userId: c, amount: 900, on: now - 2 * minute },
    ]);
    const pass = await t.app.closingScheduler.runOnce(now);
    expect(pass.sealed).toContain(id);
    const rows = await noticesOn(db(), [id]);
    expect(brief(rows)).toEqual(
      [
        `won|${c}|sms`,
        `won|${c}|mail`,
        `lost|${a}|sms`,
        `lost|${a}|mail`,
        `lost|${b}|sms`,
        `lost|${b}|mail`,
      ].sort(),
    );
    for (const row of rows) {
      expect(row.dedupeKey).toBe(`${row.event}:${id}:${row.userId}:${row.channel}`);
      expect(row.payload).toEqual({ name: 'Şampiyon <Kuş>', amount: 900 });
      expect(row.bidId).toBeNull();
    }

    // A second pass (and a seal run again by hand) adds nothing.
    await t.app.closingScheduler.runOnce(now + 1000);
    await db().update(auctions).set({ status: AuctionStatus.ongoing }).where(eq(auctions.id, id));
    await t.app.closingScheduler.runOnce(now + 2000);
    expect(await noticesOn(db(), [id])).toHaveLength(6);

    const sent = await t.app.noticeSender.runOnce(now + 3000);
    expect(sent.sent).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
    const sms = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.purpose, 'notice-won'))
      .orderBy(asc(smsOutbox.id));
    expect(sms.map((s) => s.body)).toContain(
      'Kanat Mezat: "Şampiyon <Kuş>" açık arttırmasını 900 TL ile kazandınız.',
    );
    const lost = await db().select().from(smsOutbox).where(eq(smsOutbox.purpose, 'notice-lost'));
    expect(lost.map((s) => s.body)).toContain(
      'Kanat Mezat: "Şampiyon <Kuş>" açık arttırması sona erdi; kazanan siz değilsiniz. Satış fiyatı 900 TL.',
    );
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, `${c}@example.com`), eq(mailOutbox.purpose, 'notice-won')),
      );
    expect(mail?.subject).toBe('Kazandınız: Şampiyon <Kuş>');
    expect(mail?.textBody).toContain(`/acik-arttirmalar/${id}`);
    expect(mail?.htmlBody).toContain('Şampiyon &lt;Kuş&gt;');
  });

  it('respects the choices per event and channel, and needs an address', async () => {
    const now = Date.now();
    const winner = await member(db(), { prefs: { won: { sms: false, mail: true } } });
    const loser = await member(db(), { mail: null, prefs: { lost: { sms: true } } });
    const quiet = await member(db(), { prefs: { lost: { sms: false, mail: false } } });
    const id = await newAuction(db(), owner, now - minute);
    await insertBidHistory(db(), id, [
      { userId: quiet, amount: 600, on: now - 4 * minute },
      { userId: loser, amount: 700, on: now - 3 * minute },
      { userId: winner, amount: 800, on: now - 2 * minute },
    ]);
    await t.app.closingScheduler.runOnce(now);
    expect(brief(await noticesOn(db(), [id]))).toEqual(
      [`won|${winner}|mail`, `lost|${loser}|sms`].sort(),
    );
  });

  it('notifies nothing for a cancelled auction or one sealed without bids', async () => {
    const now = Date.now();
    const a = await member(db());
    const cancelled = await newAuction(db(), owner, now - minute, {
      status: AuctionStatus.cancelled,
    });
    await insertBidHistory(db(), cancelled, [{ userId: a, amount: 600, on: now - 20 * minute }]);
    const soon = await newAuction(db(), owner, now + 5 * minute, {
      status: AuctionStatus.cancelled,
    });
    await insertBidHistory(db(), soon, [{ userId: a, amount: 600, on: now - 20 * minute }]);
    const empty = await newAuction(db(), owner, now - minute);
    await t.app.closingScheduler.runOnce(now);
    expect(await noticesOn(db(), [cancelled, soon, empty])).toEqual([]);
  });

  it('queues ending-soon for bidders once, even after a soft-close extension; watchers who bid get only that', async () => {
    const now = Date.now();
    const [a, b, watcher, late] = [
      await member(db()),
      await member(db()),
      await member(db()),
      await member(db()),
    ];
    const id = await newAuction(db(), owner, now + 9 * minute, { name: 'Mavi Kuş' });
    const later = await newAuction(db(), owner, now + 20 * minute);
    await insertBidHistory(db(), id, [
      { userId: a, amount: 600, on: now - 20 * minute },
      { userId: b, amount: 700, on: now - 15 * minute },
    ]);
    await insertBidHistory(db(), later, [{ userId: a, amount: 600, on: now - 20 * minute }]);
    await db()
      .insert(watches)
      .values([
        { userId: watcher, auctionId: id },
        { userId: a, auctionId: id },
        { userId: watcher, auctionId: later },
      ]);

    const first = await t.app.closingScheduler.runOnce(now);
    expect(first.endingSoonQueued).toBe(6);
    const rows = await noticesOn(db(), [id, later]);
    expect(brief(rows)).toEqual(
      [
        `ending-soon|${a}|sms`,
        `ending-soon|${a}|mail`,
        `ending-soon|${b}|sms`,
        `ending-soon|${b}|mail`,
        `watched-ending-soon|${watcher}|sms`,
        `watched-ending-soon|${watcher}|mail`,
      ].sort(),
    );
    expect(rows.every((r) => r.auctionId === id)).toBe(true);
    expect(rows[0]?.payload).toEqual({ name: 'Mavi Kuş', amount: 700 });

    // A bid in the last minutes moves the end (soft close): nobody is told a second time, and
    // the late bidder, already following the auction, is not told "10 minutes left".
    await insertBidHistory(db(), id, [{ userId: late, amount: 800, on: now + 8 * minute }]);
    await db()
      .update(auctions)
      .set({ expiry: now + 11 * minute })
      .where(eq(auctions.id, id));
    const second = await t.app.closingScheduler.runOnce(now + 8 * minute);
    expect(brief(await noticesOn(db(), [id]))).toEqual(brief(rows));
    // `later` has 12 minutes left at now + 8 min: not yet.
    expect(second.endingSoonQueued).toBe(0);

    const third = await t.app.closingScheduler.runOnce(now + 11 * minute - 1);
    expect(brief(await noticesOn(db(), [later]))).toEqual(
      [
        `ending-soon|${a}|sms`,
        `ending-soon|${a}|mail`,
        `watched-ending-soon|${watcher}|sms`,
        `watched-ending-soon|${watcher}|mail`,
      ].sort(),
    );
    expect(third.endingSoonQueued).toBe(4);

    await t.app.noticeSender.runOnce(now + 11 * minute);
    const sms = await db()
      .select()
      .from(smsOutbox)
      .where(inArray(smsOutbox.purpose, ['notice-ending-soon', 'notice-watched-ending-soon']));
    expect(sms.map((s) => s.body)).toEqual(
      expect.arrayContaining([
        'Kanat Mezat: "Mavi Kuş" açık arttırmasının bitmesine 10 dakika kaldı. Güncel fiyat 700 TL.',
        'Kanat Mezat: Takip ettiğiniz "Mavi Kuş" açık arttırmasının bitmesine 10 dakika kaldı. Güncel fiyat 700 TL.',
      ]),
    );
  });

  it('queues watched-ending-soon once per watched group, when its first lot has 10 minutes left', async () => {
    const now = Date.now();
    const [watcher, both] = [await member(db()), await member(db())];
    const group = await insertContainer(db(), {
      name: 'Bahar Grubu',
      isFinalContainer: true,
      expiry: now + day,
    });
    const first = await newAuction(db(), owner, now + 15 * minute, { parentId: group });
    const second = await newAuction(db(), owner, now + 16 * minute, { parentId: group });
    const last = await newAuction(db(), owner, now + day, { parentId: group });
    await db()
      .insert(watches)
      .values([
        { userId: watcher, containerId: group },
        { userId: both, containerId: group },
      ]);

    expect((await t.app.closingScheduler.runOnce(now)).endingSoonQueued).toBe(0);
    await t.app.closingScheduler.runOnce(now + 6 * minute);
    await t.app.closingScheduler.runOnce(now + 7 * minute);
    const rows = await noticesOn(db(), [first, second, last]);
    expect(brief(rows)).toEqual(
      [
        `watched-ending-soon|${watcher}|sms`,
        `watched-ending-soon|${watcher}|mail`,
        `watched-ending-soon|${both}|sms`,
        `watched-ending-soon|${both}|mail`,
      ].sort(),
    );
    for (const row of rows) {
      expect(row.auctionId).toBe(first);
      expect(row.dedupeKey).toBe(`watched-ending-soon:group:${group}:${row.userId}:${row.channel}`);
      expect(row.payload).toEqual({ name: 'Bahar Grubu', groupId: group });
    }
    // After the first lot closed, the next one's last minutes bring no second group notice.
    await t.app.closingScheduler.runOnce(now + 15 * minute);
    expect(await noticesOn(db(), [first, second, last])).toHaveLength(4);

    await t.app.noticeSender.runOnce(now + 15 * minute);
    const [sms] = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.purpose, 'notice-watched-ending-soon'))
      .orderBy(asc(smsOutbox.id));
    expect(sms).toBeDefined();
    const groupSms = await db()
      .select()
      .from(smsOutbox)
      .where(like(smsOutbox.body, '%Bahar Grubu%'));
    expect(groupSms.map((s) => s.body)).toEqual([
      'Kanat Mezat: Takip ettiğiniz "Bahar Grubu" grup ihalesinde ilk açık arttırmanın bitmesine 10 dakika kaldı.',
      'Kanat Mezat: Takip ettiğiniz "Bahar Grubu" grup ihalesinde ilk açık arttırmanın bitmesine 10 dakika kaldı.',
    ]);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, `${watcher}@example.com`));
    expect(mail?.textBody).toContain(`/grup-ihaleler/${group}`);
    expect(mail?.htmlBody).toContain('Grup ihalesine git');
  });
  it("tells a member who watches a group and its first lot once, by the lot's notice", async () => {
    const now = Date.now();
    const [groupOnly, groupAndLot, groupAndBid] = [
      await member(db()),
      await member(db()),
      await member(db()),
    ];
    const group = await insertContainer(db(), {
      name: 'Yaz Grubu',
      isFinalContainer: true,
      expiry: now + day,
    });
    const lot = await newAuction(db(), owner, now + 15 * minute, {
      parentId: group,
      name: 'Ak Kuş',
    });
    await db()
      .insert(watches)
      .values([
        { userId: groupOnly, containerId: group },
        { userId: groupAndLot, containerId: group },
        { userId: groupAndLot, auctionId: lot },
        { userId: groupAndBid, containerId: group },
      ]);
    await insertBidHistory(db(), lot, [{ userId: groupAndBid, amount: 500, on: now }]);

    await t.app.closingScheduler.runOnce(now + 6 * minute);
    const rows = await noticesOn(db(), [lot]);
    const kinds = (user: string) =>
      rows
        .filter((r) => r.userId === user && r.channel === 'sms')
        .map((r) => (r.dedupeKey?.includes(':group:') ? `${r.event} (grup)` : r.event));
    expect(kinds(groupOnly)).toEqual(['watched-ending-soon (grup)']);
    expect(kinds(groupAndLot)).toEqual(['watched-ending-soon']);
    expect(kinds(groupAndBid)).toEqual(['ending-soon']);
  });
});

describe('notice events: two instances on one database queue each notice once', () => {
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    one = await createTestApp();
    two = await createTestApp({ database: one.database });
  }, setupTimeout);
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('seals and scans from both instances at once: won, lost and ending-soon once each', async () => {
    const db = one.database.db;
    const now = Date.now();
    const owner = await insertOwner(db, { fullname: 'Satıcı Kişi' });
    const members: string[] = [];
    for (let i = 0; i < 4; i++) members.push(await member(db));
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      // Half expired (sealed now), half ending within 10 minutes.
      const id = await newAuction(db, owner, i % 2 === 0 ? now - minute : now + endingSoonMs / 2);
      await insertBidHistory(
        db,
        id,
        members.map((userId, k) => ({ userId, amount: 600 + 100 * k, on: now - 30 * minute + k })),
      );
      await db.insert(watches).values({ userId: members[0] as string, auctionId: id });
      ids.push(id);
    }
    const passes = await Promise.all([
      one.app.closingScheduler.runOnce(now),
      two.app.closingScheduler.runOnce(now),
      one.app.closingScheduler.runOnce(now + 1),
      two.app.closingScheduler.runOnce(now + 1),
    ]);
    const sealed = passes.flatMap((p) => p.sealed).filter((id) => ids.includes(id));
    expect(sealed.sort()).toEqual(ids.filter((_, i) => i % 2 === 0).sort());
    const rows = await noticesOn(db, ids);
    // 5 sealed × 4 bidders × 2 channels (1 won + 3 lost) and 5 running × 4 bidders × 2.
    expect(rows).toHaveLength(80);
    expect(new Set(rows.map((r) => r.dedupeKey)).size).toBe(80);
    expect(rows.filter((r) => r.event === 'won')).toHaveLength(10);
    expect(rows.filter((r) => r.event === 'lost')).toHaveLength(30);
    expect(rows.filter((r) => r.event === 'ending-soon')).toHaveLength(40);
    expect(passes.reduce((sum, p) => sum + p.endingSoonQueued, 0)).toBe(40);
  });
});

describe('notice events: the list the settings page and the server share', () => {
  it('names the same events in the table and the contract, the statements ones among them', () => {
    expect([...noticeEvents]).toEqual([...NOTICE_EVENTS]);
    expect(NOTICE_EVENTS).toEqual(
      expect.arrayContaining(['statement', 'payment-reminder', 'second-chance']),
    );
    // Every event is on everywhere until the member turns it off.
    const prefs = toNotificationPrefs({ dontSendBidSuperseeded: false, notificationPrefs: {} });
    expect(Object.keys(prefs)).toEqual([...NOTICE_EVENTS]);
    expect(prefs['payment-reminder']).toEqual({ sms: true, mail: true, push: true });
  });

  it('words the notices after the hammer in Turkish, links their page and escapes the mail', () => {
    const statement = {
      event: 'statement',
      auctionId: null,
      auctionName: null,
      amount: null,
      fullname: 'Ayşe Güneş',
      settlement: settlementFacts('statement', {
        statementId: 12,
        title: 'Kasım <Yavru> Grubu',
        amountKurus: 1_359_000,
        dueAt: Date.UTC(2026, 10, 27, 9, 0),
        iban: null,
        accountName: null,
        kind: null,
      }),
    };
    expect(noticeSms(statement)).toBe(
      `Kanat Mezat: "Kasım <Yavru> Grubu" alım belgeniz hazır. Toplam 13.590,00 TL, son ödeme günü 27.11.2026. Açıklamaya yazılacak ödeme referansı: ${paymentReference(12)}.`,
    );
    expect(noticeUrl('https://kanatmezat.com.tr', statement)).toBe(
      'https://kanatmezat.com.tr/hesabim/alimlar/12',
    );
    const mail = noticeMail(statement, noticeUrl('https://kanatmezat.com.tr', statement));
    expect(mail.subject).toBe('Alım belgeniz hazır: Kasım <Yavru> Grubu');
    expect(mail.html).toContain('Kasım &lt;Yavru&gt; Grubu');
    expect(mail.html).toContain('Alım belgenize git');
    expect(mail.text).toContain('https://kanatmezat.com.tr/hesabim/alimlar/12');

    const reminder = (kind: 'before' | 'after') => ({
      ...statement,
      event: 'payment-reminder',
      settlement: settlementFacts('payment-reminder', {
        statementId: 12,
        title: 'Kasım Yavru Grubu',
        amountKurus: 859_000,
        dueAt: Date.UTC(2026, 10, 27, 9, 0),
        iban: 'TR33 0006 1005 1978 6457 8413 26',
        accountName: null,
        kind,
      }),
    });
    expect(noticeSms(reminder('before'))).toBe(
      `Kanat Mezat: "Kasım Yavru Grubu" alım belgenizin son ödeme günü 27.11.2026. Kalan borcunuz 8.590,00 TL, ödeme referansı ${paymentReference(12)}. IBAN: TR33 0006 1005 1978 6457 8413 26.`,
    );
    expect(noticeText(reminder('after'), null)).toEqual({
      title: 'Son ödeme günü geçti: Kasım Yavru Grubu',
      body: `"Kasım Yavru Grubu" alım belgenizin son ödeme günü (27.11.2026) geçti. Kalan borcunuz 8.590,00 TL; lütfen ödemenin açıklamasına ${paymentReference(12)} referansını yazarak ödeyin. IBAN: TR33 0006 1005 1978 6457 8413 26.`,
      url: '/hesabim/alimlar/12',
    });

    const offer = {
      ...statement,
      event: 'second-chance',
      settlement: settlementFacts('second-chance', {
        offerId: 41,
        title: 'Mavi Şimşek',
        amountKurus: 90_000,
        expiresAt: Date.UTC(2026, 11, 1, 11, 5),
      }),
    };
    expect(noticeText(offer, null)).toEqual({
      title: 'İkinci şans teklifi: Mavi Şimşek',
      body: 'İkinci şans teklifi: Mavi Şimşek lotunu 900,00 TL karşılığında almak ister misiniz? 01.12.2026 14:05 saatine kadar /hesabim/alimlar sayfasından yanıtlayın.',
      url: '/hesabim/alimlar',
    });
    expect(noticeMail(offer, '/hesabim/alimlar').html).toContain('Teklifi yanıtla');
  });
});

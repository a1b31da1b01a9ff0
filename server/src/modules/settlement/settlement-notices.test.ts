import type {
  BuyerStatementView,
  MyStatements,
  SaleSettlement,
  SiteTerms,
} from '@kanat/shared/contracts';
import { formatKurus, paymentReference } from '@kanat/shared/rules';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { buyerStatements, notifications, smsOutbox, users } from '../../db/schema';
import { insertOwner } from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { insertEndedHallSale, insertFinishedGroup } from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { queueSecondChanceNotice, reminderBeforeMs } from '../notifications';
import { turkeyToday } from './days';
import { runIssuePass } from './issue-statements';
import { runReminderPass } from './reminder-pass';

// Issue 33, the members' notices after the hammer: a statement issued, its payment reminders,
// a second-chance offer; staff see the reminders on the statement, the member their flag.

const terms: SiteTerms = {
  buyerPremiumBp: 1000,
  sellerCommissionBp: 1500,
  vatBp: 2000,
  paymentTermDays: 5,
  graceDays: 2,
  autoFlagAfter: null,
  iban: 'TR330006100519786457841326',
  accountName: 'Bursa Güvercin Derneği',
};

const day = 86_400_000;
const hour = 3_600_000;

describe('notices after the hammer (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let ayse: SignedInMember;
  let ismail: SignedInMember;
  let quiet: SignedInMember;
  let seller: string;
  let groupId: number;
  let hallId: number;
  const db = () => t.database.db;

  const statementsOf = async (uid: string) =>
    db().select().from(buyerStatements).where(eq(buyerStatements.buyerId, uid));

  const noticesOf = (uid: string, event: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, uid), eq(notifications.event, event)))
      .orderBy(asc(notifications.id));

  const brief = (rows: Array<{ channel: string; dedupeKey: string | null }>) =>
    rows.map((n) => `${n.channel}|${n.dedupeKey}`).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const admin = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['administrator'] })).cookie,
    });
    await admin.ok('adminTermsSave', terms);
    clerk = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['clerk'] })).cookie,
    });
    ayse = await createSignedInMember(t.app, { fullname: 'Ayşe Güneş' });
    ismail = await createSignedInMember(t.app, { fullname: 'İsmail Öztürk' });
    // Wants no statement by SMS, nor payment reminders at all.
    quiet = await createSignedInMember(t.app, { fullname: 'Sessiz Üye' });
    await db()
      .update(users)
      .set({ mailAddress: 'ayse@example.com' })
      .where(eq(users.id, ayse.user.uid));
    await db()
      .update(users)
      .set({
        mailAddress: 'sessiz@example.com',
        notificationPrefs: {
          statement: { sms: false },
          'payment-reminder': { sms: false, mail: false, push: false },
        },
      })
      .where(eq(users.id, quiet.user.uid));
    seller = await insertOwner(db(), { fullname: 'Şükrü Çelik' });
    ({ groupId } = await insertFinishedGroup(db(), 'Ege Şampiyonları', [
      { sellerId: seller, buyerId: ayse.user.uid, amount: 1250, name: 'Mavi Şimşek' },
      { sellerId: seller, buyerId: ayse.user.uid, amount: 800, name: 'Gök Kuşu' },
      { sellerId: seller, buyerId: ismail.user.uid, amount: 300, name: 'Ak Yıldız' },
      { sellerId: seller, buyerId: quiet.user.uid, amount: 200, name: 'Kara Kuş' },
    ]));
    // A room buyer with a paddle and no account: nobody to tell.
    ({ saleId: hallId } = await insertEndedHallSale(db(), 'Salon Mezatı', seller, [
      { price: 500, paddle: '17' },
    ]));
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  describe('a statement issued', () => {
    it('tells each member with a new statement on the channels they allow, once, in the issuing pass', async () => {
      const pass = await runIssuePass(db());
      expect(pass.issued.map((s) => `${s.kind}:${s.id}`).sort()).toEqual(
        [`group:${groupId}`, `hall:${hallId}`].sort(),
      );
      const [mine] = await statementsOf(ayse.user.uid);
      const [his] = await statementsOf(ismail.user.uid);
      const [theirs] = await statementsOf(quiet.user.uid);
      if (!mine || !his || !theirs) throw new Error('no statements issued');

      const ayseNotices = await noticesOf(ayse.user.uid, 'statement');
      expect(brief(ayseNotices)).toEqual([
        `mail|statement:${mine.id}:${ayse.user.uid}:mail`,
        `sms|statement:${mine.id}:${ayse.user.uid}:sms`,
      ]);
      expect(ayseNotices[0]?.payload).toEqual({
        statementId: mine.id,
        title: 'Ege Şampiyonları',
        amountKurus: mine.totalKurus,
        dueAt: mine.dueAt.getTime(),
        iban: 'TR33 0006 1005 1978 6457 8413 26',
        accountName: 'Bursa Güvercin Derneği',
        kind: null,
      });
      // No mail address: SMS only.
      expect(brief(await noticesOf(ismail.user.uid, 'statement'))).toEqual([
        `sms|statement:${his.id}:${ismail.user.uid}:sms`,
      ]);
      // Statements by SMS turned off: mail only.
      expect(brief(await noticesOf(quiet.user.uid, 'statement'))).toEqual([
        `mail|statement:${theirs.id}:${quiet.user.uid}:mail`,
      ]);
      // The paddle's statement has no member, and no notice names it.
      const paddleRows = await db()
        .select({ id: buyerStatements.id })
        .from(buyerStatements)
        .where(eq(buyerStatements.buyerPaddle, '17'));
      expect(paddleRows).toHaveLength(1);
      const paddleNotices = await db()
        .select()
        .from(notifications)
        .where(like(notifications.dedupeKey, `statement:${paddleRows[0]?.id}:%`));
      expect(paddleNotices).toEqual([]);

      // Another pass issues nothing new and tells nobody again.
      expect((await runIssuePass(db())).issued).toEqual([]);
      expect(await noticesOf(ayse.user.uid, 'statement')).toHaveLength(2);
    });

    it('sends the statement notice in Turkish: title, total, due day, reference and IBAN', async () => {
      const [mine] = await statementsOf(ayse.user.uid);
      if (!mine) throw new Error('no statement');
      await t.app.noticeSender.runOnce();
      const sms = await db()
        .select({ body: smsOutbox.body })
        .from(smsOutbox)
        .where(
          and(eq(smsOutbox.toPhone, ayse.phoneNumber), eq(smsOutbox.purpose, 'notice-statement')),
        );
      const due = formatDay(mine.dueAt.getTime());
      expect(sms.map((s) => s.body)).toEqual([
        `Kanat Mezat: "Ege Şampiyonları" alım belgeniz hazır. Toplam ${formatKurus(mine.totalKurus)}, son ödeme günü ${due}. Açıklamaya yazılacak ödeme referansı: ${paymentReference(mine.id)}. IBAN: TR33 0006 1005 1978 6457 8413 26 (Bursa Güvercin Derneği).`,
      ]);
      const [mail] = await noticesOf(ayse.user.uid, 'statement').then((rows) =>
        rows.filter((n) => n.channel === 'mail'),
      );
      expect(mail?.status).toBe('sent');
    });
  });

  describe('payment reminders', () => {
    const remindersOf = async (uid: string) =>
      (await noticesOf(uid, 'payment-reminder')).map((n) => n.dedupeKey).sort();

    it('reminds an open statement once before its due day and once after, none for a paid one', async () => {
      const [mine] = await statementsOf(ayse.user.uid);
      const [his] = await statementsOf(ismail.user.uid);
      const [theirs] = await statementsOf(quiet.user.uid);
      if (!mine || !his || !theirs) throw new Error('no statements');
      // The statements of this sale share their due time.
      const due = mine.dueAt.getTime();
      // Ayşe pays part, İsmail all of his.
      await clerk.ok('adminPaymentRecord', {
        statementId: String(mine.id),
        amount: '1000',
        method: 'cash',
        paidOn: turkeyToday(),
        note: '',
      });
      await clerk.ok('adminPaymentRecord', {
        statementId: String(his.id),
        amount: '336',
        method: 'cash',
        paidOn: turkeyToday(),
        note: '',
      });
      const [paid] = await statementsOf(ismail.user.uid);
      expect(paid?.state).toBe('paid');

      // More than two days before: too early.
      expect(await runReminderPass(db(), due - reminderBeforeMs - hour)).toEqual({
        before: 0,
        after: 0,
      });
      // A day before: Ayşe, on her two channels; nobody else.
      const beforeAt = due - day;
      expect(await runReminderPass(db(), beforeAt)).toEqual({ before: 2, after: 0 });
      expect(await remindersOf(ayse.user.uid)).toEqual([
        `reminder-before:${mine.id}:${ayse.user.uid}:mail`,
        `reminder-before:${mine.id}:${ayse.user.uid}:sms`,
      ]);
      const [reminder] = await noticesOf(ayse.user.uid, 'payment-reminder');
      expect(reminder?.payload).toMatchObject({
        statementId: mine.id,
        amountKurus: mine.totalKurus - 100_000,
        kind: 'before',
      });
      // Again, and later within the window: nothing more.
      expect(await runReminderPass(db(), beforeAt + hour)).toEqual({ before: 0, after: 0 });
      expect(await runReminderPass(db(), due - 1)).toEqual({ before: 0, after: 0 });

      // Past the due time: the 'after' reminder, once.
      const afterAt = due + 2 * hour;
      expect(await runReminderPass(db(), afterAt)).toEqual({ before: 0, after: 2 });
      expect(await runReminderPass(db(), afterAt + day)).toEqual({ before: 0, after: 0 });
      expect(await remindersOf(ayse.user.uid)).toEqual([
        `reminder-after:${mine.id}:${ayse.user.uid}:mail`,
        `reminder-after:${mine.id}:${ayse.user.uid}:sms`,
        `reminder-before:${mine.id}:${ayse.user.uid}:mail`,
        `reminder-before:${mine.id}:${ayse.user.uid}:sms`,
      ]);
      // Paid in full: nothing. Reminders turned off: nothing.
      expect(await remindersOf(ismail.user.uid)).toEqual([]);
      expect(await remindersOf(quiet.user.uid)).toEqual([]);

      // The reminders' texts name what is left, the due day and the reference.
      await t.app.noticeSender.runOnce();
      const sms = await db()
        .select({ body: smsOutbox.body })
        .from(smsOutbox)
        .where(
          and(
            eq(smsOutbox.toPhone, ayse.phoneNumber),
            eq(smsOutbox.purpose, 'notice-payment-reminder'),
          ),
        )
        .orderBy(asc(smsOutbox.id));
      const left = formatKurus(mine.totalKurus - 100_000);
      expect(sms.map((s) => s.body)).toEqual([
        expect.stringContaining(`son ödeme günü ${formatDay(due)}. Kalan borcunuz ${left}`),
        expect.stringContaining(`son ödeme günü (${formatDay(due)}) geçti. Kalan borcunuz ${left}`),
      ]);
      expect(sms[0]?.body).toContain(paymentReference(mine.id));
      expect(sms[1]?.body).toContain('IBAN: TR33 0006 1005 1978 6457 8413 26');

      // Staff see both on the statement, at the time each was first queued; the member does not.
      const view = await clerk.ok<BuyerStatementView>('adminBuyerStatement', {
        id: String(mine.id),
      });
      expect(view.reminders).toEqual([
        { kind: 'before', at: new Date(beforeAt).toISOString() },
        { kind: 'after', at: new Date(afterAt).toISOString() },
      ]);
      const own = await new ApiClient(t.app, { cookie: ayse.cookie }).ok<BuyerStatementView>(
        'myBuyerStatement',
        { id: String(mine.id) },
      );
      expect(own.reminders).toBeUndefined();
      const unreminded = await clerk.ok<BuyerStatementView>('adminBuyerStatement', {
        id: String(his.id),
      });
      expect(unreminded.reminders).toEqual([]);
    });

    it('reminds no cancelled statement and no paddle statement', async () => {
      const other = await createSignedInMember(t.app, { fullname: 'İptal Edilen' });
      const { groupId: later } = await insertFinishedGroup(db(), 'Kış Mezatı', [
        { sellerId: seller, buyerId: other.user.uid, amount: 400, name: 'Boz Kuş' },
      ]);
      await runIssuePass(db());
      const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
        kind: 'group',
        id: String(later),
      });
      const statement = sale.buyers[0];
      if (!statement) throw new Error('no statement');
      await clerk.ok('adminStatementCancel', { id: statement.id, reason: 'Alıcı vazgeçti' });
      const cancelled = await runReminderPass(db(), statement.dueAt + day);
      expect(await noticesOf(other.user.uid, 'payment-reminder')).toEqual([]);
      // Only notices of members: the paddle's open statement, past its due day, has none.
      const paddle = await db()
        .select({ id: buyerStatements.id })
        .from(buyerStatements)
        .where(eq(buyerStatements.buyerPaddle, '17'));
      const keys = paddle.flatMap(({ id }) => [`reminder-before:${id}:`, `reminder-after:${id}:`]);
      const rows = await db()
        .select({ key: notifications.dedupeKey })
        .from(notifications)
        .where(eq(notifications.event, 'payment-reminder'));
      expect(rows.filter((r) => keys.some((k) => r.key?.startsWith(k)))).toEqual([]);
      expect(cancelled).toEqual({ before: 0, after: 0 });
    });
  });

  describe('a second-chance offer', () => {
    it('queues the offer for its member on their channels, once, and only when committed', async () => {
      const offer = {
        userId: ayse.user.uid,
        offerId: 41,
        title: 'Mavi Şimşek',
        amountKurus: 90_000,
        expiresAt: Date.UTC(2026, 11, 1, 11, 5),
      };
      await expect(
        db().transaction(async (tx) => {
          await queueSecondChanceNotice(tx, { ...offer, offerId: 40 });
          throw new Error('geri al');
        }),
      ).rejects.toThrow('geri al');
      expect(await db().transaction((tx) => queueSecondChanceNotice(tx, offer))).toBe(2);
      expect(await db().transaction((tx) => queueSecondChanceNotice(tx, offer))).toBe(0);
      const rows = await noticesOf(ayse.user.uid, 'second-chance');
      expect(brief(rows)).toEqual([
        `mail|second-chance:41:${ayse.user.uid}:mail`,
        `sms|second-chance:41:${ayse.user.uid}:sms`,
      ]);
      // Second-chance offers turned off by SMS: mail only.
      await db()
        .update(users)
        .set({ notificationPrefs: { 'second-chance': { sms: false } } })
        .where(eq(users.id, quiet.user.uid));
      await db().transaction((tx) =>
        queueSecondChanceNotice(tx, { ...offer, userId: quiet.user.uid, offerId: 42 }),
      );
      expect(brief(await noticesOf(quiet.user.uid, 'second-chance'))).toEqual([
        `mail|second-chance:42:${quiet.user.uid}:mail`,
      ]);

      await t.app.noticeSender.runOnce();
      const sms = await db()
        .select({ body: smsOutbox.body })
        .from(smsOutbox)
        .where(
          and(
            eq(smsOutbox.toPhone, ayse.phoneNumber),
            eq(smsOutbox.purpose, 'notice-second-chance'),
          ),
        );
      expect(sms.map((s) => s.body)).toEqual([
        'Kanat Mezat: İkinci şans teklifi: Mavi Şimşek lotunu 900,00 TL karşılığında almak ister misiniz? 01.12.2026 14:05 saatine kadar /hesabim/alimlar sayfasından yanıtlayın.',
      ]);
    });
  });

  describe("the member's payment flag", () => {
    it('shows a flagged member their flag and reason with their statements, and no one else', async () => {
      const mine = () =>
        new ApiClient(t.app, { cookie: ayse.cookie }).ok<MyStatements>('myStatements', {});
      const his = () =>
        new ApiClient(t.app, { cookie: ismail.cookie }).ok<MyStatements>('myStatements', {});
      expect((await mine()).paymentFlag).toBeNull();
      await clerk.ok('adminPaymentFlag', { uid: ayse.user.uid, reason: 'İki belge ödenmedi' });
      const [row] = await db()
        .select({ at: users.paymentFlaggedAt })
        .from(users)
        .where(inArray(users.id, [ayse.user.uid]));
      expect((await mine()).paymentFlag).toEqual({
        since: row?.at?.toISOString(),
        reason: 'İki belge ödenmedi',
      });
      expect((await his()).paymentFlag).toBeNull();
      await clerk.ok('adminPaymentFlagLift', { uid: ayse.user.uid });
      expect((await mine()).paymentFlag).toBeNull();
    });
  });
});

function formatDay(ms: number): string {
  return new Intl.DateTimeFormat('tr-TR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(ms);
}

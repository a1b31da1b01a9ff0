import type { BuyerStatementView, SaleSettlement } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { count, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { insertOwner } from '../../test/auction-fixtures';
import {
  type ApiClient,
  createSignedInMember,
  type SignedInMember,
} from '../../test/auth-fixtures';
import {
  buyerStatementIn,
  insertFinishedGroup,
  settlementStaff,
} from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const text = messages.statementServer;
const reasonRequired = fill(messages.staffReason.required, { min: 3 });

describe('non-payers: extending a statement (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let buyer: SignedInMember;
  let other: SignedInMember;
  let statementOf: (uid: string) => Promise<BuyerStatementView>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ clerk } = await settlementStaff(t.app));
    buyer = await createSignedInMember(t.app, { fullname: 'Çağla Şahin' });
    other = await createSignedInMember(t.app, { fullname: 'Oğuz Işık' });
    const owner = await insertOwner(t.database.db, { fullname: 'Hasan Çelik' });
    const { groupId } = await insertFinishedGroup(t.database.db, 'Kış Mezatı', [
      { sellerId: owner, buyerId: buyer.user.uid, amount: 1000, name: 'Birinci' },
      { sellerId: owner, buyerId: other.user.uid, amount: 700, name: 'İkinci' },
    ]);
    await t.app.statementIssuer.runOnce();
    statementOf = (uid) => buyerStatementIn(clerk, groupId, uid);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const extend = (id: string, dueOn: string, reason = 'Üye hastanede') =>
    clerk.call<BuyerStatementView>('adminStatementExtend', { id, dueOn, reason });
  const dayAfter = (ms: number, days: number) =>
    new Date(ms + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const extendAudits = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.action, 'settlement.extend'))
    )[0]?.n;

  it('moves the due day later, to the end of the day typed, and audits it', async () => {
    const statement = await statementOf(buyer.user.uid);
    const later = dayAfter(statement.dueAt, 5);
    const [year, month, day] = later.split('-');
    const extended = await extend(statement.id, `${day}.${month}.${year}`);
    expect(extended.status).toBe(200);
    expect(extended.result?.dueAt).toBe(Date.parse(`${later}T23:59:59.999+03:00`));
    expect(extended.result?.state).toBe('open');
    expect(await extendAudits()).toBe(1);
  });

  it('refuses an earlier or the same day, a bad day and no reason in Turkish, changing nothing', async () => {
    const statement = await statementOf(buyer.user.uid);
    const same = await extend(statement.id, dayAfter(statement.dueAt, 0));
    expect(same.status).toBe(400);
    expect(same.error?.message).toMatch(
      /^Yeni son ödeme günü şimdiki son ödeme gününden \(\d\d\.\d\d\.\d{4}\) sonra olmalı\.$/,
    );
    expect((await extend(statement.id, dayAfter(statement.dueAt, -3))).error?.message).toMatch(
      /sonra olmalı/,
    );
    expect((await extend(statement.id, '31.02.2026')).error?.message).toBe(text.dueDayInvalid);
    expect((await extend(statement.id, dayAfter(statement.dueAt, 9), '  ')).error?.message).toBe(
      reasonRequired,
    );
    expect((await statementOf(buyer.user.uid)).dueAt).toBe(statement.dueAt);
    expect(await extendAudits()).toBe(1);
  });

  it('refuses a paid statement', async () => {
    const statement = await statementOf(other.user.uid);
    await clerk.ok('adminPaymentRecord', {
      statementId: statement.id,
      amount: '700',
      method: 'cash',
      paidOn: '2026-11-20',
      note: '',
    });
    const refused = await extend(statement.id, dayAfter(statement.dueAt, 5));
    expect(refused.error?.message).toBe(text.notOpen);
    expect((await statementOf(other.user.uid)).dueAt).toBe(statement.dueAt);
  });
});

describe('non-payers: cancelling a statement (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let buyer: SignedInMember;
  let groupId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ clerk } = await settlementStaff(t.app));
    buyer = await createSignedInMember(t.app, { fullname: 'Çağla Şahin' });
    const other = await createSignedInMember(t.app, { fullname: 'Oğuz Işık' });
    const owner = await insertOwner(t.database.db, { fullname: 'Hasan Çelik' });
    ({ groupId } = await insertFinishedGroup(t.database.db, 'Kış Mezatı', [
      { sellerId: owner, buyerId: buyer.user.uid, amount: 1000, name: 'Birinci' },
      { sellerId: owner, buyerId: other.user.uid, amount: 700, name: 'İkinci' },
    ]));
    await t.app.statementIssuer.runOnce();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const sale = () =>
    clerk.ok<SaleSettlement>('adminSaleSettlement', { kind: 'group', id: String(groupId) });

  it('cancels its lines, takes them off the seller and keeps the books balanced', async () => {
    const before = await sale();
    const id = before.buyers.find((b) => b.buyer.uid === buyer.user.uid)?.id as string;
    const noReason = await clerk.call('adminStatementCancel', { id, reason: '' });
    expect(noReason.error?.message).toBe(reasonRequired);

    const cancelled = await clerk.call<BuyerStatementView>('adminStatementCancel', {
      id,
      reason: 'Alıcı ödemedi',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.result).toMatchObject({ state: 'cancelled', cancelReason: 'Alıcı ödemedi' });
    expect(cancelled.result?.lines.every((line) => line.cancelled)).toBe(true);
    const after = await sale();
    expect(after.balance.difference).toBe(0);
    expect(after.sellers[0]?.hammerKurus).toBe(70_000);

    const again = await clerk.call('adminStatementCancel', { id, reason: 'Yine' });
    expect(again.error?.message).toBe(text.notOpen);
    const extend = await clerk.call('adminStatementExtend', {
      id,
      dueOn: '2099-01-01',
      reason: 'Yine ödemedi',
    });
    expect(extend.error?.message).toBe(text.notOpen);

    // The issuing pass does not bill the lot again.
    await t.app.statementIssuer.runOnce();
    expect((await sale()).buyers.filter((b) => b.state !== 'cancelled')).toHaveLength(1);
  });
});

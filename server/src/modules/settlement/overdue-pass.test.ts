import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import { insertOwner } from '../../test/auction-fixtures';
import {
  type ApiClient,
  createSignedInMember,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { insertFinishedGroup, settlementStaff } from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { runOverduePass } from './overdue-pass';

const day = 86_400_000;

// Site terms are the defaults: 7 days to pay, 3 days' grace, flagged after 2 overdue statements.
describe('non-payers: the overdue pass flags a member (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let late: SignedInMember;
  let once: SignedInMember;

  beforeAll(async () => {
    t = await createTestApp();
    ({ clerk } = await settlementStaff(t.app));
    late = await createSignedInMember(t.app, { fullname: 'Çağla Şahin' });
    once = await createSignedInMember(t.app, { fullname: 'Oğuz Işık' });
    const owner = await insertOwner(t.database.db, { fullname: 'Hasan Çelik' });
    await insertFinishedGroup(t.database.db, 'Kış Mezatı', [
      { sellerId: owner, buyerId: late.user.uid, amount: 1000, name: 'Birinci' },
      { sellerId: owner, buyerId: once.user.uid, amount: 700, name: 'İkinci' },
    ]);
    await insertFinishedGroup(t.database.db, 'Bahar Mezatı', [
      { sellerId: owner, buyerId: late.user.uid, amount: 900, name: 'Üçüncü' },
    ]);
    await t.app.statementIssuer.runOnce();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const flagOf = async (uid: string) =>
    (
      await t.database.db
        .select({ at: users.paymentFlaggedAt, reason: users.paymentFlagReason })
        .from(users)
        .where(eq(users.id, uid))
    )[0];

  it('flags nobody within the due day and grace', async () => {
    expect(await runOverduePass(t.database.db, Date.now() + 8 * day)).toEqual({
      overdue: 0,
      flagged: [],
    });
    expect((await flagOf(late.user.uid))?.at).toBeNull();
  });

  it('flags the member with two overdue statements as the system, not the one with one', async () => {
    const result = await runOverduePass(t.database.db, Date.now() + 20 * day);
    expect(result).toEqual({ overdue: 3, flagged: [late.user.uid] });
    expect((await flagOf(late.user.uid))?.reason).toBe('2 alım belgesi vadesinde ödenmedi.');
    expect((await flagOf(once.user.uid))?.at).toBeNull();
    const [audit] = await t.database.db
      .select({ label: auditLog.actorLabel, actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settlement.flag'), eq(auditLog.targetId, late.user.uid)));
    expect(audit).toEqual({ label: 'Sistem', actor: null });
    expect((await callBid(t.app, late, 1, 500)).status).toBe(403);
  });

  it('leaves a lifted flag lifted until another statement goes overdue', async () => {
    await clerk.ok('adminPaymentFlagLift', { uid: late.user.uid });
    expect(await runOverduePass(t.database.db, Date.now() + 30 * day)).toEqual({
      overdue: 0,
      flagged: [],
    });
    expect((await flagOf(late.user.uid))?.at).toBeNull();
  });
});

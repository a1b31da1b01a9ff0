import { fill, messages } from '@kanat/shared/i18n/full';
import { count, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import {
  type ApiClient,
  createSignedInMember,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { settlementStaff } from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const text = messages.statementServer;
const reasonRequired = fill(messages.staffReason.required, { min: 3 });

describe('non-payers: a member flagged for unpaid statements (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let member: SignedInMember;
  let auctionId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ clerk } = await settlementStaff(t.app));
    member = await createSignedInMember(t.app, { fullname: 'Çağla Şahin' });
    const owner = await insertOwner(t.database.db, { fullname: 'Hasan Çelik' });
    const pigeonId = await insertPigeon(t.database.db, { ownerId: owner });
    auctionId = await insertAuction(t.database.db, {
      pigeonId,
      endingTime: Date.now() + 86_400_000,
      startingBid: 500,
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const flagRow = async () =>
    (
      await t.database.db
        .select({ at: users.paymentFlaggedAt, reason: users.paymentFlagReason })
        .from(users)
        .where(eq(users.id, member.user.uid))
    )[0];

  it("refuses a flagged member's timed bid in Turkish, and takes it once the flag is lifted", async () => {
    const noReason = await clerk.call('adminPaymentFlag', { uid: member.user.uid, reason: ' ' });
    expect(noReason.error?.message).toBe(reasonRequired);
    expect((await flagRow())?.at).toBeNull();

    const flagged = await clerk.call<{ flaggedAt: number | null; reason: string | null }>(
      'adminPaymentFlag',
      { uid: member.user.uid, reason: 'İki belge ödenmedi' },
    );
    expect(flagged.status).toBe(200);
    expect(flagged.result?.reason).toBe('İki belge ödenmedi');
    expect(
      (await clerk.call('adminPaymentFlag', { uid: member.user.uid, reason: 'Yine' })).error
        ?.message,
    ).toBe(text.alreadyFlagged);

    const refused = await callBid(t.app, member, auctionId, 500);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(messages.bid.paymentFlagged);

    const lifted = await clerk.call('adminPaymentFlagLift', { uid: member.user.uid });
    expect(lifted.status).toBe(200);
    expect(await flagRow()).toEqual({ at: null, reason: null });
    expect(
      (await clerk.call('adminPaymentFlagLift', { uid: member.user.uid })).error?.message,
    ).toBe(text.notFlagged);

    const taken = await callBid(t.app, member, auctionId, 500);
    expect(taken.status).toBe(200);
    expect(taken.result?.leading).toBe(true);

    const audits = await t.database.db
      .select({ action: auditLog.action, n: count() })
      .from(auditLog)
      .where(eq(auditLog.targetId, member.user.uid))
      .groupBy(auditLog.action);
    expect(Object.fromEntries(audits.map((a) => [a.action, a.n]))).toEqual({
      'settlement.flag': 1,
      'settlement.unflag': 1,
    });
  });

  it('answers an unknown member with 404', async () => {
    const missing = await clerk.call('adminPaymentFlag', {
      uid: 'yok-boyle-biri',
      reason: 'Ödemedi',
    });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(text.memberNotFound);
  });
});

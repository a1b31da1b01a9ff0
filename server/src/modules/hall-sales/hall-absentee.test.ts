import { randomBytes } from 'node:crypto';
import type { AdminHallSaleDetail, HallAbsenteeMineResult } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { hallBidSignedBytes } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import { auctions, hallAbsenteeBids, hallLots, users } from '../../db/schema';
import {
  acceptHallSaleContracts,
  insertAuction,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import {
  ApiClient,
  type CallOutcome,
  createDisabledMember,
  createSignedInMember,
  createSignedInStaff,
  createUnverifiedUser,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 24 * 60 * 60_000;
const text = messages.adminHallSales;

/** A signed absentee request, as the browser sends it (`hallBidSignedBytes`, maximum). */
function signedAbsentee(member: SignedInMember, lotId: string, maxAmount: number) {
  const nonce = randomBytes(32).toString('base64');
  const bytes = hallBidSignedBytes({
    nonce,
    lotId: Number(lotId),
    amount: maxAmount,
    maximum: true,
  });
  return {
    lotId,
    maxAmount,
    nonce,
    signature: member.sign(Buffer.from(bytes)),
    mfaToken: member.mfaToken,
    deviceId: member.deviceId,
  };
}

describe('absentee maximums on hall lots', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let owner: SignedInMember;
  let bidder: SignedInMember;
  let saleId: string;
  let lots: string[];

  const client = (member: SignedInMember) => new ApiClient(t.app, { cookie: member.cookie });
  const set = (
    member: SignedInMember,
    data: ReturnType<typeof signedAbsentee>,
  ): Promise<CallOutcome> =>
    acceptHallSaleContracts(t.app.db, [member.user.uid], [Number(data.lotId)]).then(() =>
      client(member).call('hallAbsenteeSet', data),
    );
  const mine = async (member: SignedInMember) =>
    (await client(member).ok<HallAbsenteeMineResult>('hallAbsenteeMine', { saleId })).rows;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const staff = await createSignedInStaff(t.app, { roles: ['clerk'] });
    clerk = new ApiClient(t.app, { cookie: staff.cookie });
    owner = await createSignedInMember(t.app, { fullname: 'Güvercin Sahibi' });
    bidder = await createSignedInMember(t.app, { fullname: 'Gıyabi Alıcı' });
    const fake = await insertOwner(db, { fullname: 'Başka Sahip' });
    ({ saleId } = await clerk.ok<{ saleId: string }>('adminHallSaleSave', {
      title: 'Gıyabi Mezat',
      startsAt: Date.now() + 2 * day,
      place: 'Salon',
      videoUrl: null,
    }));
    const pigeonIds = [
      await insertPigeon(db, { ownerId: fake }),
      await insertPigeon(db, { ownerId: fake }),
      await insertPigeon(db, { ownerId: owner.user.uid }),
      await insertPigeon(db, { ownerId: fake }),
    ];
    ({ ids: lots } = await clerk.ok<{ ids: string[] }>('adminHallLotsAdd', {
      saleId,
      lots: pigeonIds.map((id) => ({ pigeonId: String(id), startingPrice: 1000 })),
    }));
    await clerk.ok('adminHallSalePublish', { saleId });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    owner.mfaToken = await owner.freshMfaToken();
    bidder.mfaToken = await bidder.freshMfaToken();
  });

  const lot = (i: number) => lots[i] as string;

  it('sets, changes and cancels a private maximum', async () => {
    const first = await set(bidder, signedAbsentee(bidder, lot(0), 2500));
    expect(first.result).toMatchObject({ lotId: lot(0), maxAmount: 2500 });
    await client(bidder).ok('hallAbsenteeSet', signedAbsentee(bidder, lot(0), 1500));
    expect(await mine(bidder)).toEqual([{ lotId: lot(0), maxAmount: 1500 }]);
    // Nobody else sees it: not the owner, not the public catalogue.
    expect(await mine(owner)).toEqual([]);
    const page = await new ApiClient(t.app).get(`/api/hall-sales/${saleId}`);
    expect(JSON.stringify(page.body)).not.toContain('1500');

    const cancelled = await client(bidder).ok('hallAbsenteeCancel', { lotId: lot(0) });
    expect(cancelled).toMatchObject({ cancelled: true });
    expect(await mine(bidder)).toEqual([]);
    expect(await client(bidder).ok('hallAbsenteeCancel', { lotId: lot(0) })).toMatchObject({
      cancelled: false,
    });
  });

  it('refuses a bad signature, a missing second factor and a nonce used before', async () => {
    const forged = signedAbsentee(bidder, lot(1), 2000);
    const tampered = await set(bidder, { ...forged, maxAmount: 9000 });
    expect(tampered.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: messages.bid.signatureInvalid,
    });
    const noToken = await set(bidder, { ...signedAbsentee(bidder, lot(1), 2000), mfaToken: '' });
    expect(noToken.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: messages.bid.mfaRequired,
    });

    const request = signedAbsentee(bidder, lot(1), 2000);
    expect((await set(bidder, request)).error).toBeNull();
    const replay = await set(bidder, request);
    expect(replay.error).toMatchObject({ status: 'ABORTED', message: messages.bid.rejected });
    // A refused request uses its nonce up too.
    const low = signedAbsentee(bidder, lot(1), 10);
    expect((await set(bidder, low)).error?.message).toBe(
      fill(text.absenteeTooLow, { amount: formatMoney(1000) }),
    );
    const lowAgain = { ...low };
    expect((await set(bidder, lowAgain)).error?.status).toBe('ABORTED');
    expect(await mine(bidder)).toEqual([{ lotId: lot(1), maxAmount: 2000 }]);
  });

  it("refuses one's own pigeon, the spending limit and a lot that has opened", async () => {
    const own = await set(owner, signedAbsentee(owner, lot(2), 2000));
    expect(own.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: text.absenteeOwnPigeon,
    });

    // A limit of 5.000 TL with 3.000 TL held on a timed auction leaves room for 2.000 TL.
    const limited = await createSignedInMember(t.app);
    const db = t.database.db;
    await db.update(users).set({ spendingLimit: 5000 }).where(eq(users.id, limited.user.uid));
    const seller = await insertOwner(db, { fullname: 'Zamanlı Satıcı' });
    const timed = await insertAuction(db, {
      pigeonId: await insertPigeon(db, { ownerId: seller }),
      endingTime: Date.now() + day,
      startingBid: 3000,
    });
    await db
      .update(auctions)
      .set({ currentAmount: 3000, currentBidderId: limited.user.uid, bidCount: 1 })
      .where(eq(auctions.id, timed));
    const over = await set(limited, signedAbsentee(limited, lot(3), 2500));
    expect(over.error?.status).toBe('FAILED_PRECONDITION');
    expect(over.error?.message).toBe(
      fill(messages.bid.spendingLimit, {
        limit: formatMoney(5000),
        committed: formatMoney(3000),
        room: formatMoney(2000),
      }),
    );
    expect((await set(limited, signedAbsentee(limited, lot(3), 2000))).error).toBeNull();

    // Once the lot opens, absentee maximums are closed on it (set or cancel).
    await db
      .update(hallLots)
      .set({ status: 'open' })
      .where(eq(hallLots.id, Number(lot(3))));
    const late = await set(bidder, signedAbsentee(bidder, lot(3), 3000));
    expect(late.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: text.absenteeLotClosed,
    });
    const cancelLate = await client(limited).call('hallAbsenteeCancel', { lotId: lot(3) });
    expect(cancelLate.error?.message).toBe(text.absenteeLotClosed);
    const kept = await db
      .select()
      .from(hallAbsenteeBids)
      .where(eq(hallAbsenteeBids.lotId, Number(lot(3))));
    expect(kept.map((row) => [row.userId, row.maxAmount])).toEqual([[limited.user.uid, 2000]]);
  });

  it('is for members only, and never on a draft', async () => {
    const guest = await new ApiClient(t.app).call(
      'hallAbsenteeSet',
      signedAbsentee(bidder, lot(0), 2000),
    );
    expect(guest.error?.status).toBe('UNAUTHENTICATED');
    const disabled = await createDisabledMember(t.app, { disableReason: 'Ödeme yapılmadı.' });
    const refused = await set(disabled, signedAbsentee(disabled, lot(0), 2000));
    expect(refused.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'Ödeme yapılmadı.',
    });
    const unverified = await createUnverifiedUser(t.app);
    const incomplete = await client(unverified).call('hallAbsenteeMine', { saleId });
    expect(incomplete.error?.message).toBe(messages.accountServer.registrationIncomplete);

    const { saleId: draftId } = await clerk.ok<{ saleId: string }>('adminHallSaleSave', {
      title: 'Taslak',
      startsAt: Date.now() + day,
      place: 'Salon',
      videoUrl: null,
    });
    const pigeonId = await insertPigeon(t.database.db, {
      ownerId: await insertOwner(t.database.db, { fullname: 'Taslak Sahibi' }),
    });
    const { ids } = await clerk.ok<{ ids: string[] }>('adminHallLotsAdd', {
      saleId: draftId,
      lots: [{ pigeonId: String(pigeonId), startingPrice: 500 }],
    });
    const draft = await set(bidder, signedAbsentee(bidder, ids[0] as string, 600));
    expect(draft.error).toMatchObject({ status: 'NOT_FOUND', message: text.lotNotFound });
  });

  it('takes none on a scheduled sale whose house shows its lots only once it runs', async () => {
    const sale = await clerk.ok<AdminHallSaleDetail>('adminHallSaleGet', { saleId });
    const save = (lotsBeforeStart: boolean) =>
      clerk.ok('adminHallSaleSave', {
        saleId,
        title: sale.sale.title,
        startsAt: sale.sale.startsAt,
        place: sale.sale.place,
        videoUrl: null,
        lotsBeforeStart,
      });
    await save(false);
    try {
      const hidden = await set(bidder, signedAbsentee(bidder, lot(1), 1800));
      expect(hidden.error).toMatchObject({ status: 'NOT_FOUND', message: text.lotNotFound });
      expect(await mine(bidder)).not.toContainEqual({ lotId: lot(1), maxAmount: 1800 });
    } finally {
      await save(true);
    }
    const shown = await set(bidder, signedAbsentee(bidder, lot(1), 1800));
    expect(shown.result).toMatchObject({ lotId: lot(1), maxAmount: 1800 });
  });
  it('asks for the hall sale’s contract (issue 35) before the first maximum in the sale', async () => {
    const newcomer = await createSignedInMember(t.app, { fullname: 'Yeni Alıcı' });
    const refused = await client(newcomer).call(
      'hallAbsenteeSet',
      signedAbsentee(newcomer, lot(1), 1500),
    );
    expect(refused.error?.message).toBe(messages.bid.saleContractRequired);
    expect(refused.error?.details).toMatchObject({ saleContract: true });
    await client(newcomer).ok('acceptSaleContract', { hallSaleId: saleId, version: 1 });
    const taken = await client(newcomer).ok(
      'hallAbsenteeSet',
      signedAbsentee(newcomer, lot(1), 1500),
    );
    expect(taken).toMatchObject({ lotId: lot(1), maxAmount: 1500 });
  });
});

import { randomBytes } from 'node:crypto';
import { minNextBid } from '@kanat/shared/rules';
import { asc, eq } from 'drizzle-orm';
import { AuctionStatus, auctionContainers, auctions, bids } from '../../db/schema';
import {
  insertAuction,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import {
  createDisabledMember,
  createSignedInMember,
  createUnverifiedUser,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { type BidAnswer, callBid } from '../../test/bid-helpers';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { setSoftCloseMinutes } from './auction-settings';

const minute = 60_000;
const day = 24 * 60 * minute;

describe('bid (POST /api/fn/bid)', () => {
  let t: TestApp;
  let owner: string;
  let alice: SignedInMember;
  let bob: SignedInMember;
  let seller: SignedInMember;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    alice = await createSignedInMember(t.app, { username: 'alice1' });
    bob = await createSignedInMember(t.app, { username: 'bob1' });
    seller = await createSignedInMember(t.app, { username: 'seller1' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;

  async function auction(
    options: {
      endsIn?: number;
      startingBid?: number;
      ownerId?: string;
      parentId?: number;
      status?: number;
    } = {},
  ): Promise<number> {
    const pigeonId = await insertPigeon(db(), { ownerId: options.ownerId ?? owner });
    return insertAuction(db(), {
      pigeonId,
      endingTime: Date.now() + (options.endsIn ?? day),
      startingBid: options.startingBid ?? 500,
      parentId: options.parentId ?? null,
      status: options.status,
    });
  }

  const row = async (id: number) => {
    const [found] = await db().select().from(auctions).where(eq(auctions.id, id));
    if (found === undefined) throw new Error('no auction');
    return found;
  };
  const bidRows = (id: number) =>
    db().select().from(bids).where(eq(bids.auctionId, id)).orderBy(asc(bids.id));

  const refused = (answer: BidAnswer, httpStatus: number, status: string, message: string) => {
    expect(answer.status).toBe(httpStatus);
    expect(answer.error).toMatchObject({ status, message });
  };

  it('takes the first bid at the starting price, stores it and updates the auction', async () => {
    const id = await auction({ startingBid: 750 });
    const answer = await callBid(t.app, alice, id, 750);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      code: 200,
      bidId: expect.any(Number),
      leading: true,
      maximum: null,
      amount: 750,
      bidCount: 1,
      expiry: (await row(id)).expiry,
    });
    const stored = await row(id);
    expect(stored).toMatchObject({
      bidCount: 1,
      currentAmount: 750,
      ancestorAmount: 750,
      currentBidderId: alice.user.uid,
      sealed: false,
    });
    const [bid] = await bidRows(id);
    expect(bid).toMatchObject({
      id: answer.result?.bidId,
      userId: alice.user.uid,
      amount: 750,
      oldAmount: 750,
      deviceId: alice.deviceId,
    });

    const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    expect(detail.json().bids).toEqual([
      {
        numericId: answer.result?.bidId,
        amount: 750,
        oldAmount: 750,
        on: bid?.createdOn,
        bidder: alice.user.uid,
        bidderName: 'al•••1',
        auto: false,
      },
    ]);
  });

  it('enforces the SPEC §9 step after the first bid, reporting the minimum', async () => {
    const id = await auction({ startingBid: 950 });
    expect((await callBid(t.app, alice, id, 949)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Verdiğiniz teklif çok düşük',
      details: { minimum: 950 },
    });
    expect((await callBid(t.app, alice, id, 990)).status).toBe(200);
    const low = await callBid(t.app, bob, id, minNextBid(990) - 1);
    refused(low, 400, 'FAILED_PRECONDITION', 'Verdiğiniz teklif çok düşük');
    expect(low.error?.details).toEqual({ minimum: minNextBid(990) });
    expect((await callBid(t.app, bob, id, minNextBid(990))).result?.bidCount).toBe(2);
    const stored = await row(id);
    expect(stored).toMatchObject({ currentAmount: 1040, ancestorAmount: 990, bidCount: 2 });
    expect((await bidRows(id)).map((b) => [b.amount, b.oldAmount])).toEqual([
      [990, 950],
      [1040, 990],
    ]);
  });

  it('refuses the top bidder raising their own bid', async () => {
    const id = await auction();
    expect((await callBid(t.app, alice, id, 500)).status).toBe(200);
    refused(
      await callBid(t.app, alice, id, 1000),
      400,
      'FAILED_PRECONDITION',
      'En yüksek teklif zaten sizin.',
    );
  });

  it('refuses bids on an ended auction: expired by the clock, or sealed', async () => {
    const expired = await auction({ endsIn: -minute });
    refused(
      await callBid(t.app, alice, expired, 5000),
      400,
      'FAILED_PRECONDITION',
      'Açık arttırma sona erdi.',
    );
    const sealed = await auction({ status: AuctionStatus.sealed, endsIn: day });
    refused(
      await callBid(t.app, alice, sealed, 5000),
      400,
      'FAILED_PRECONDITION',
      'Açık arttırma sona erdi.',
    );
    expect(await bidRows(expired)).toEqual([]);
    expect((await row(expired)).bidCount).toBe(0);
  });

  it('refuses a bid on your own pigeon', async () => {
    const id = await auction({ ownerId: seller.user.uid });
    refused(
      await callBid(t.app, seller, id, 5000),
      403,
      'PERMISSION_DENIED',
      'Kendi açık arttırmanıza teklif veremezsiniz.',
    );
  });

  it('answers NOT_FOUND for an unknown auction', async () => {
    refused(
      await callBid(t.app, alice, 999_999, 500),
      404,
      'NOT_FOUND',
      'Açık arttırma bulunamadı',
    );
    refused(await callBid(t.app, alice, 'abc', 500), 404, 'NOT_FOUND', 'Açık arttırma bulunamadı');
  });

  it('requires a signed-in, verified, enabled member', async () => {
    const id = await auction();
    refused(
      await callBid(t.app, alice, id, 500, { cookie: null }),
      401,
      'UNAUTHENTICATED',
      'Teklif vermek için öncelikle giriş yapmalısınız',
    );
    const unverified = await createUnverifiedUser(t.app);
    refused(
      await callBid(t.app, unverified, id, 500),
      403,
      'PERMISSION_DENIED',
      'Kayıt tamamlanmamış.',
    );
    const disabled = await createDisabledMember(t.app, { disableReason: 'Kural ihlali.' });
    refused(await callBid(t.app, disabled, id, 500), 403, 'PERMISSION_DENIED', 'Kural ihlali.');
    expect(await bidRows(id)).toEqual([]);
  });

  it.each([
    ['empty', undefined],
    ['zero', 0],
    ['negative', -50],
    ['a fraction', 600.5],
    ['text', '600'],
    ['null', null],
  ])('refuses an amount that is %s', async (_label, amount) => {
    const id = await auction();
    refused(
      await callBid(t.app, alice, id, amount),
      400,
      'INVALID_ARGUMENT',
      'Teklif verme alanı boş bırakılamaz',
    );
  });

  it('refuses an amount beyond the limit', async () => {
    const id = await auction();
    refused(
      await callBid(t.app, alice, id, 5_000_000_000),
      400,
      'INVALID_ARGUMENT',
      'Teklif tutarı izin verilen sınırı aşıyor.',
    );
  });

  it.each([
    ['a nonce that is not base64', { nonceText: 'bu bir nonce değil' }],
    ['a nonce of 31 bytes', { nonceText: randomBytes(31).toString('base64') }],
    ['a nonce of 33 bytes', { nonceText: randomBytes(33).toString('base64') }],
    ['someone else as the bidder', { user: 'x'.repeat(28) }],
    ['an empty device id', { device: '' }],
  ])('refuses %s as INVALID_ARGUMENT', async (_label, options) => {
    const id = await auction();
    refused(
      await callBid(t.app, alice, id, 500, options),
      400,
      'INVALID_ARGUMENT',
      'Geçersiz teklif isteği.',
    );
  });

  it('needs a second-factor token of this user and device', async () => {
    const id = await auction();
    const mfa = 'İki faktörlü doğrulama gerekli.';
    refused(
      await callBid(t.app, alice, id, 500, { mfaToken: null }),
      403,
      'PERMISSION_DENIED',
      mfa,
    );
    refused(await callBid(t.app, alice, id, 500, { mfaToken: '' }), 403, 'PERMISSION_DENIED', mfa);
    refused(
      await callBid(t.app, alice, id, 500, { mfaToken: 'uydurma' }),
      403,
      'PERMISSION_DENIED',
      mfa,
    );
    refused(
      await callBid(t.app, alice, id, 500, { mfaToken: bob.mfaToken }),
      403,
      'PERMISSION_DENIED',
      mfa,
    );
    // Alice's token on a device she never registered.
    const otherDevice = await createSignedInMember(t.app);
    refused(
      await callBid(t.app, alice, id, 500, { device: otherDevice.deviceId }),
      403,
      'PERMISSION_DENIED',
      mfa,
    );
    expect(await bidRows(id)).toEqual([]);
  });

  it('needs the device signature over the 32 nonce bytes', async () => {
    const id = await auction();
    const message = 'Cihaz imzası doğrulanamadı.';
    const nonce = randomBytes(32);
    refused(
      await callBid(t.app, alice, id, 500, { signature: null }),
      403,
      'PERMISSION_DENIED',
      message,
    );
    refused(
      await callBid(t.app, alice, id, 500, { nonce, signature: alice.sign(randomBytes(32)) }),
      403,
      'PERMISSION_DENIED',
      message,
    );
    refused(
      await callBid(t.app, alice, id, 500, { nonce, signature: bob.sign(nonce) }),
      403,
      'PERMISSION_DENIED',
      message,
    );
    // A signature over the base64 text instead of the decoded bytes.
    refused(
      await callBid(t.app, alice, id, 500, {
        nonce,
        signature: alice.sign(Buffer.from(nonce.toString('base64'))),
      }),
      403,
      'PERMISSION_DENIED',
      message,
    );
    expect(await bidRows(id)).toEqual([]);
  });

  it('answers a repeated request with its original result and stores it once', async () => {
    const id = await auction();
    const nonce = randomBytes(32);
    const first = await callBid(t.app, alice, id, 600, { nonce });
    expect(first.status).toBe(200);
    const again = await callBid(t.app, alice, id, 600, { nonce });
    expect(again).toEqual(first);
    expect(await bidRows(id)).toHaveLength(1);
    expect((await row(id)).bidCount).toBe(1);
  });

  it('answers a repeated request idempotently even after others bid', async () => {
    const id = await auction();
    const nonce = randomBytes(32);
    const first = await callBid(t.app, alice, id, 600, { nonce });
    expect((await callBid(t.app, bob, id, 700)).status).toBe(200);
    const again = await callBid(t.app, alice, id, 600, { nonce });
    expect(again.status).toBe(200);
    expect(again.result).toMatchObject({ bidId: first.result?.bidId, amount: 600, bidCount: 1 });
    expect(await bidRows(id)).toHaveLength(2);
  });

  it('aborts a nonce replayed with another amount, auction or bidder', async () => {
    const id = await auction();
    const other = await auction();
    const nonce = randomBytes(32);
    expect((await callBid(t.app, alice, id, 600, { nonce })).status).toBe(200);
    refused(await callBid(t.app, alice, id, 900, { nonce }), 409, 'ABORTED', 'Teklif reddedildi');
    refused(
      await callBid(t.app, alice, other, 600, { nonce }),
      409,
      'ABORTED',
      'Teklif reddedildi',
    );
    refused(await callBid(t.app, bob, id, 700, { nonce }), 409, 'ABORTED', 'Teklif reddedildi');
    expect(await bidRows(id)).toHaveLength(1);
    expect(await bidRows(other)).toHaveLength(0);
    expect((await row(id)).currentAmount).toBe(600);
  });

  describe('soft close', () => {
    afterEach(async () => {
      await setSoftCloseMinutes(db(), 5);
    });

    it('moves the end to now + N for a price-raising bid in the last N minutes', async () => {
      const id = await auction({ endsIn: 2 * minute });
      const before = (await row(id)).expiry;
      const answer = await callBid(t.app, alice, id, 550);
      const [bid] = await bidRows(id);
      expect(answer.result?.expiry).toBe((bid?.createdOn ?? 0) + 5 * minute);
      expect((await row(id)).expiry).toBe(answer.result?.expiry);
      expect(answer.result?.expiry).toBeGreaterThan(before);
      // The detail tells the browser the rule.
      const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
      expect(detail.json()).toMatchObject({
        softCloseMinutes: 5,
        auction: { expiry: answer.result?.expiry },
      });
    });

    it('leaves the end alone far from it, and for a first bid at the starting price', async () => {
      const far = await auction({ endsIn: day });
      const farExpiry = (await row(far)).expiry;
      expect((await callBid(t.app, alice, far, 600)).result?.expiry).toBe(farExpiry);

      const near = await auction({ endsIn: 2 * minute, startingBid: 500 });
      const nearExpiry = (await row(near)).expiry;
      // Not price-raising: the shown price stays 500.
      expect((await callBid(t.app, alice, near, 500)).result?.expiry).toBe(nearExpiry);
      const raised = await callBid(t.app, bob, near, 550);
      const [, bid] = await bidRows(near);
      expect(raised.result?.expiry).toBe((bid?.createdOn ?? 0) + 5 * minute);
    });

    it('uses the site setting soft_close_minutes', async () => {
      await setSoftCloseMinutes(db(), 15);
      const id = await auction({ endsIn: 10 * minute });
      const answer = await callBid(t.app, alice, id, 600);
      const [bid] = await bidRows(id);
      expect(answer.result?.expiry).toBe((bid?.createdOn ?? 0) + 15 * minute);
      const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
      expect(detail.json().softCloseMinutes).toBe(15);
    });
  });

  it('keeps the summaries of the group and every group above it in step', async () => {
    const root = await insertContainer(db(), { name: 'Kök', isFinalContainer: false, expiry: 0 });
    const group = await insertContainer(db(), {
      name: 'Alt Grup',
      parentId: root,
      isFinalContainer: true,
      expiry: 0,
    });
    const first = await auction({ parentId: group, endsIn: day, startingBid: 500 });
    const second = await auction({ parentId: group, endsIn: 2 * minute, startingBid: 1000 });
    expect((await callBid(t.app, alice, first, 500)).status).toBe(200);
    expect((await callBid(t.app, bob, first, 600)).status).toBe(200);
    const last = await callBid(t.app, alice, second, 1100);
    expect(last.status).toBe(200);
    const summaries = await db()
      .select()
      .from(auctionContainers)
      .where(eq(auctionContainers.id, group))
      .union(db().select().from(auctionContainers).where(eq(auctionContainers.id, root)));
    const latestEnd = Math.max((await row(first)).expiry, (await row(second)).expiry);
    expect(summaries).toHaveLength(2);
    for (const summary of summaries) {
      expect(summary).toMatchObject({
        totalBidCount: 3,
        totalAmount: 600 + 1100,
        expiry: latestEnd,
      });
    }
  });
});

import { randomBytes } from 'node:crypto';
import { bidSignedText } from '@kanat/shared/rules';
import { asc, eq } from 'drizzle-orm';
import { bidNonces, bids } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { type BidAnswer, callBid, signedBidBytes } from '../../test/bid-helpers';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 24 * 60 * 60_000;

// Issue 30: a refused bid's signature must not work again for another amount. The device
// signs the bid itself (v2: the nonce with the auction, the amount and the kind), and every
// nonce is used once, whatever the answer.
describe('bid signature (v2) and nonces used once', () => {
  let t: TestApp;
  let legacy: TestApp;
  let owner: string;
  let alice: SignedInMember;
  let bob: SignedInMember;

  beforeAll(async () => {
    t = await createTestApp();
    // The same database, served by an app configured for old clients.
    legacy = await createTestApp({
      database: t.database,
      env: { LEGACY_BID_SIGNATURE: 'true' },
    });
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    alice = await createSignedInMember(t.app, { username: 'alice2' });
    bob = await createSignedInMember(t.app, { username: 'bob2' });
  }, setupTimeout);

  afterAll(async () => {
    await legacy?.close();
    await t?.close();
  });

  const db = () => t.database.db;
  const auction = async (startingBid = 500) =>
    insertAuction(db(), {
      pigeonId: await insertPigeon(db(), { ownerId: owner }),
      endingTime: Date.now() + day,
      startingBid,
    });
  const bidRows = (id: number) =>
    db().select().from(bids).where(eq(bids.auctionId, id)).orderBy(asc(bids.id));
  const refused = (answer: BidAnswer, httpStatus: number, status: string, message: string) => {
    expect({ status: answer.status, error: answer.error }).toMatchObject({
      status: httpStatus,
      error: { status, message },
    });
  };

  it('documents the signed text: five lines, nonce, auction, amount and kind', () => {
    expect(bidSignedText({ nonce: 'AAAA', auctionId: '12', amount: 250, maximum: false })).toBe(
      'kanat-bid-v2\nAAAA\n12\n250\nbid',
    );
    expect(bidSignedText({ nonce: 'AAAA', auctionId: '12', amount: 250, maximum: true })).toBe(
      'kanat-bid-v2\nAAAA\n12\n250\nmaximum',
    );
  });

  it('refuses a refused bid’s nonce sent again with another amount', async () => {
    // 250 would do here: the starting price is 200.
    const id = await auction(200);
    const nonce = randomBytes(32);
    refused(
      await callBid(t.app, alice, id, 1, { nonce }),
      400,
      'FAILED_PRECONDITION',
      'Verdiğiniz teklif çok düşük',
    );
    // The device signs again for 250 with the same nonce: the nonce is used up.
    refused(await callBid(t.app, alice, id, 250, { nonce }), 409, 'ABORTED', 'Teklif reddedildi');
    // And the first signature, over amount 1, does not hold for another amount at all.
    const fresh = randomBytes(32);
    const overOne = alice.sign(signedBidBytes(fresh, id, 1));
    refused(
      await callBid(t.app, alice, id, 250, { nonce: fresh, signature: overOne }),
      403,
      'PERMISSION_DENIED',
      'Cihaz imzası doğrulanamadı.',
    );
    expect(await bidRows(id)).toEqual([]);
    const used = await db()
      .select()
      .from(bidNonces)
      .where(eq(bidNonces.nonce, nonce.toString('base64')));
    expect(used.map((u) => u.userId)).toEqual([alice.user.uid]);
    // A fresh nonce goes through.
    expect((await callBid(t.app, alice, id, 250)).status).toBe(200);
  });

  it('refuses a refused request sent again as it was, once the rules would let it through', async () => {
    const id = await auction();
    const nonce = randomBytes(32);
    expect((await callBid(t.app, alice, id, 600)).status).toBe(200);
    // Alice leads: her next bid is refused...
    refused(
      await callBid(t.app, alice, id, 700, { nonce }),
      400,
      'FAILED_PRECONDITION',
      'En yüksek teklif zaten sizin.',
    );
    expect((await callBid(t.app, bob, id, 700)).status).toBe(200);
    // ...and stays refused after Bob outbid her: nobody can replay it for her later.
    refused(await callBid(t.app, alice, id, 700, { nonce }), 409, 'ABORTED', 'Teklif reddedildi');
    expect((await bidRows(id)).map((b) => b.amount)).toEqual([600, 700]);
  });

  it('uses the nonce of a refused maximum up too', async () => {
    const id = await auction();
    const nonce = randomBytes(32);
    refused(
      await callBid(t.app, alice, id, 1, { nonce, maximum: true }),
      400,
      'FAILED_PRECONDITION',
      'Verdiğiniz teklif çok düşük',
    );
    refused(
      await callBid(t.app, alice, id, 5000, { nonce, maximum: true }),
      409,
      'ABORTED',
      'Teklif reddedildi',
    );
    expect(await bidRows(id)).toEqual([]);
  });

  it('refuses a v2 signature made for another auction, amount or kind', async () => {
    const id = await auction();
    const other = await auction();
    const nonce = randomBytes(32);
    const message = 'Cihaz imzası doğrulanamadı.';
    for (const signature of [
      alice.sign(signedBidBytes(nonce, other, 600)),
      alice.sign(signedBidBytes(nonce, id, 650)),
      alice.sign(signedBidBytes(nonce, id, 600, true)),
      // SPEC §7's form (the nonce alone), sent as v2.
      alice.sign(nonce),
    ]) {
      refused(
        await callBid(t.app, alice, id, 600, { nonce, signature }),
        403,
        'PERMISSION_DENIED',
        message,
      );
    }
    // Refused before the signature held: the nonce is still the device's to use.
    expect((await callBid(t.app, alice, id, 600, { nonce })).status).toBe(200);
  });

  it('refuses SPEC §7’s nonce-only signature by default', async () => {
    const id = await auction();
    refused(
      await callBid(t.app, alice, id, 600, { legacy: true }),
      403,
      'PERMISSION_DENIED',
      'Teklif eski bir imza biçimiyle gönderildi; sayfayı yenileyip teklifinizi yeniden verin.',
    );
    expect(await bidRows(id)).toEqual([]);
  });

  it('takes it with LEGACY_BID_SIGNATURE, still one use per nonce whatever the answer', async () => {
    const id = await auction();
    const nonce = randomBytes(32);
    // Refused for its amount's shape, then for the rules: either way the nonce is used up.
    refused(
      await callBid(legacy.app, alice, id, 0, { nonce, legacy: true }),
      400,
      'INVALID_ARGUMENT',
      'Teklif verme alanı boş bırakılamaz',
    );
    refused(
      await callBid(legacy.app, alice, id, 250, { nonce, legacy: true }),
      409,
      'ABORTED',
      'Teklif reddedildi',
    );
    const second = randomBytes(32);
    refused(
      await callBid(legacy.app, alice, id, 1, { nonce: second, legacy: true }),
      400,
      'FAILED_PRECONDITION',
      'Verdiğiniz teklif çok düşük',
    );
    refused(
      await callBid(legacy.app, alice, id, 600, { nonce: second, legacy: true }),
      409,
      'ABORTED',
      'Teklif reddedildi',
    );
    expect(await bidRows(id)).toEqual([]);
    // A fresh nonce in the old form goes through there, and v2 too.
    expect((await callBid(legacy.app, alice, id, 600, { legacy: true })).status).toBe(200);
    expect((await callBid(legacy.app, bob, id, 700)).status).toBe(200);
  });
});

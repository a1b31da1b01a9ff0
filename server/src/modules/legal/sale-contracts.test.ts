import type {
  BuyerStatementView,
  MyStatements,
  SaleContractAcceptance,
  SaleContractView,
} from '@kanat/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { AuctionStatus, auctions, saleContractAcceptances } from '../../db/schema';
import {
  insertAuction,
  insertContainer,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 86_400_000;

/**
 * The sale's contract (issue 35): a member accepts the pre-information and the sale's terms
 * once per sale before their first bid in it; the bid is refused until then, the acceptance
 * keeps the text's version, and the won lot's statement refers to it.
 */
describe('the sale’s contract, accepted once per sale before the first bid', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Nuri' });
  }, setupTimeout);

  afterAll(() => t.close());

  const db = () => t.database.db;

  async function groupWithLots(name: string, count: number) {
    const groupId = await insertContainer(db(), {
      name,
      isFinalContainer: true,
      expiry: Date.now() + day,
    });
    const lots: number[] = [];
    for (let i = 0; i < count; i++) {
      const pigeonId = await insertPigeon(db(), { ownerId: owner });
      lots.push(
        await insertAuction(db(), {
          pigeonId,
          parentId: groupId,
          startingBid: 500,
          endingTime: Date.now() + day,
        }),
      );
    }
    return { groupId, lots };
  }

  const bidWithoutFixture = async (member: SignedInMember, auctionId: number, amount: number) => {
    member.mfaToken = await member.freshMfaToken();
    return callBid(t.app, member, auctionId, amount, { contract: false });
  };

  it('refuses the first bid until the member accepts, then takes every bid in that sale', async () => {
    const member = await createSignedInMember(t.app, { fullname: 'Alıcı Aylin' });
    const client = new ApiClient(t.app, { cookie: member.cookie });
    const { groupId, lots } = await groupWithLots('Ege Kuşları', 2);
    const [first, second] = lots as [number, number];
    const other = await groupWithLots('Trakya Kuşları', 1);

    const refused = await bidWithoutFixture(member, first, 500);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(
      'Bu satışta teklif vermeden önce ön bilgilendirme formunu ve satış koşullarını okuyup kabul etmelisiniz.',
    );
    expect(refused.error?.details).toMatchObject({ saleContract: true });

    const view = await client.ok<SaleContractView>('saleContract', { auctionId: String(first) });
    expect(view).toMatchObject({
      sale: { kind: 'group', id: String(groupId), name: 'Ege Kuşları' },
      text: {
        kind: 'sale-contract',
        version: 1,
        title: 'Ön Bilgilendirme Formu ve Satış Koşulları',
      },
      accepted: null,
    });
    expect(view.text.html).toContain('Cayma Hakkı');

    const stale = await client.call('acceptSaleContract', { auctionId: String(first), version: 7 });
    expect(stale.error?.message).toBe('Metin güncellendi, lütfen yeniden okuyun.');
    const accepted = await client.ok<SaleContractAcceptance>('acceptSaleContract', {
      auctionId: String(first),
      version: 1,
    });
    expect(accepted.version).toBe(1);
    // Accepting again answers the first acceptance; one row.
    const again = await client.ok<SaleContractAcceptance>('acceptSaleContract', {
      auctionId: String(second),
      version: 1,
    });
    expect(again).toMatchObject({ version: 1, acceptedAt: accepted.acceptedAt });
    const rows = await db()
      .select()
      .from(saleContractAcceptances)
      .where(eq(saleContractAcceptances.userId, member.user.uid));
    expect(rows).toEqual([
      expect.objectContaining({
        saleKind: 'group',
        saleId: groupId,
        textVersion: 1,
        deviceId: member.deviceId,
      }),
    ]);

    expect((await bidWithoutFixture(member, first, 500)).status).toBe(200);
    expect((await bidWithoutFixture(member, second, 500)).status).toBe(200);
    // Another sale asks again.
    const elsewhere = await bidWithoutFixture(member, other.lots[0] as number, 500);
    expect(elsewhere.error?.details).toMatchObject({ saleContract: true });
    expect(
      (await client.ok<SaleContractView>('saleContract', { auctionId: String(first) })).accepted,
    ).toEqual({ version: 1, acceptedAt: accepted.acceptedAt });
  });

  it('refers to the acceptance on the won lot’s statement', async () => {
    const member = await createSignedInMember(t.app, { fullname: 'Kazanan Kemal' });
    const client = new ApiClient(t.app, { cookie: member.cookie });
    const lot = await insertAuction(db(), {
      pigeonId: await insertPigeon(db(), { ownerId: owner }),
      startingBid: 500,
      endingTime: Date.now() + day,
    });
    const accepted = await client.ok<SaleContractAcceptance>('acceptSaleContract', {
      auctionId: String(lot),
      version: 1,
    });
    expect((await bidWithoutFixture(member, lot, 500)).status).toBe(200);
    // The lot ends with them on top.
    await db()
      .update(auctions)
      .set({
        status: AuctionStatus.sealed,
        sealed: true,
        expiry: sql`${Date.now() - 60_000}::bigint`,
      })
      .where(eq(auctions.id, lot));
    await t.app.statementIssuer.runOnce();
    const mine = await client.ok<MyStatements>('myStatements', null);
    const statement = mine.bought[0];
    if (statement === undefined) throw new Error('no statement issued');
    const view = await client.ok<BuyerStatementView>('myBuyerStatement', { id: statement.id });
    expect(view.sale).toMatchObject({ kind: 'auction', id: String(lot) });
    expect(view.contract).toEqual({ version: 1, acceptedAt: accepted.acceptedAt });
  });
});

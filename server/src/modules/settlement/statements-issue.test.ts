import type {
  BuyerStatementView,
  MyStatements,
  SaleSettlement,
  SellerStatementView,
  SiteTerms,
} from '@kanat/shared/contracts';
import { paymentReference } from '@kanat/shared/rules';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { buyerStatements, saleTerms, sellerStatements, statementLines } from '../../db/schema';
import { insertOwner } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import {
  insertEndedHallSale,
  insertFinishedGroup,
  insertTimedLot,
  reopenLot,
} from '../../test/settlement-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { issueSale } from './issue-statements';
import { getSaleSettlement } from './settlement-sales';

const terms: SiteTerms = {
  buyerPremiumBp: 1000,
  sellerCommissionBp: 1500,
  vatBp: 2000,
  paymentTermDays: 5,
  graceDays: 2,
  autoFlagAfter: 3,
  iban: 'TR330006100519786457841326',
  accountName: 'Bursa Güvercin Derneği',
};

const day = 86_400_000;

describe('issuing statements after a sale (issue 33)', () => {
  let t: TestApp;
  let clerk: ApiClient;
  let buyerA: Awaited<ReturnType<typeof createSignedInMember>>;
  let buyerB: Awaited<ReturnType<typeof createSignedInMember>>;
  let sellerX: string;
  let sellerY: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['administrator'] })).cookie,
    });
    await admin.ok('adminTermsSave', terms);
    clerk = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['clerk'] })).cookie,
    });
    buyerA = await createSignedInMember(t.app, { fullname: 'Ayşe Güneş' });
    buyerB = await createSignedInMember(t.app, { fullname: 'İsmail Öztürk' });
    sellerX = await insertOwner(t.database.db, { fullname: 'Şükrü Çelik' });
    sellerY = await insertOwner(t.database.db, { fullname: 'Gül Yıldız' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const rowCounts = async () => {
    const db = t.database.db;
    const [b] = await db.select({ n: count() }).from(buyerStatements);
    const [s] = await db.select({ n: count() }).from(sellerStatements);
    const [l] = await db.select({ n: count() }).from(statementLines);
    return { buyers: b?.n, sellers: s?.n, lines: l?.n };
  };

  it("settles a finished group: one statement per buyer and per seller, on the sale's terms", async () => {
    const endedAt = Date.now() - 2 * day;
    const { groupId } = await insertFinishedGroup(
      t.database.db,
      'Ege Şampiyonları',
      [
        { sellerId: sellerX, buyerId: buyerA.user.uid, amount: 1250, name: 'Mavi Şimşek' },
        { sellerId: sellerY, buyerId: buyerA.user.uid, amount: 800, name: 'Gök Kuşu' },
        { sellerId: sellerX, buyerId: buyerB.user.uid, amount: 300, name: 'Ak Yıldız' },
        { sellerId: sellerY, name: 'Satılmayan' },
      ],
      endedAt,
    );
    const pass = await t.app.statementIssuer.runOnce();
    expect(pass.issued).toEqual([
      expect.objectContaining({ kind: 'group', id: groupId, lines: 3 }),
    ]);

    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'group',
      id: String(groupId),
    });
    expect(sale.sale).toEqual({ kind: 'group', id: String(groupId), title: 'Ege Şampiyonları' });
    const byBuyer = new Map(sale.buyers.map((b) => [b.buyer.uid, b]));
    expect(byBuyer.get(buyerA.user.uid)).toMatchObject({
      totalKurus: 140_000 + 89_600,
      paidKurus: 0,
      dueKurus: 229_600,
      state: 'open',
      lotCount: 2,
      dueAt: endedAt + 5 * day,
      buyer: { fullname: 'Ayşe Güneş', paddle: null },
    });
    expect(byBuyer.get(buyerB.user.uid)).toMatchObject({ totalKurus: 33_600, lotCount: 1 });
    const bySeller = new Map(sale.sellers.map((s) => [s.seller.uid, s]));
    expect(bySeller.get(sellerX)).toMatchObject({
      hammerKurus: 155_000,
      commissionKurus: 23_250,
      commissionVatKurus: 4_650,
      netKurus: 127_100,
      soldCount: 2,
      paidOutAt: null,
    });
    expect(bySeller.get(sellerY)).toMatchObject({ hammerKurus: 80_000, netKurus: 65_600 });
    expect(sale.balance).toEqual({
      buyersTotal: 263_200,
      sellersNet: 192_700,
      shipping: 0,
      houseIncome: 70_500,
      difference: 0,
      received: 0,
      outstanding: 263_200,
      paidOut: 0,
    });

    // The buyer reads their own, line by line, with the house's account and the reference.
    const mine = await new ApiClient(t.app, { cookie: buyerA.cookie }).ok<MyStatements>(
      'myStatements',
      {},
    );
    const [statement] = mine.bought.filter((b) => b.sale.id === String(groupId));
    const view = await new ApiClient(t.app, { cookie: buyerA.cookie }).ok<BuyerStatementView>(
      'myBuyerStatement',
      { id: statement?.id },
    );
    expect(view.reference).toBe(paymentReference(Number(statement?.id)));
    expect(view.iban).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(view.accountName).toBe('Bursa Güvercin Derneği');
    expect(view.terms).toEqual({ buyerPremiumBp: 1000, vatBp: 2000 });
    expect(
      view.lines.map((l) => [
        l.title,
        l.hammerKurus,
        l.premiumKurus,
        l.premiumVatKurus,
        l.totalKurus,
      ]),
    ).toEqual([
      ['Mavi Şimşek', 125_000, 12_500, 2_500, 140_000],
      ['Gök Kuşu', 80_000, 8_000, 1_600, 89_600],
    ]);

    // The seller's statement lists the unsold lot too.
    const seller = await clerk.ok<SellerStatementView>('adminSellerStatement', {
      id: bySeller.get(sellerY)?.id,
    });
    expect(seller.sold.map((s) => s.title)).toEqual(['Gök Kuşu']);
    expect(seller.unsold.map((s) => s.title)).toEqual(['Satılmayan']);
  });

  it('settles an ended hall sale, a paddle buyer included, and a single timed auction', async () => {
    const hall = await insertEndedHallSale(t.database.db, 'Salı Mezatı', sellerX, [
      { price: 500, paddle: '17' },
      { price: 700, buyerId: buyerB.user.uid },
      { price: 400 },
    ]);
    const single = await insertTimedLot(
      t.database.db,
      { sellerId: sellerY, buyerId: buyerA.user.uid, amount: 2000, name: 'Tek Lot' },
      { endedAt: Date.now() - day },
    );
    const pass = await t.app.statementIssuer.runOnce();
    expect(pass.issued.map((s) => [s.kind, s.id, s.lines])).toEqual([
      ['auction', single, 1],
      ['hall', hall.saleId, 2],
    ]);

    const sale = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'hall',
      id: String(hall.saleId),
    });
    const paddle = sale.buyers.find((b) => b.buyer.paddle === '17');
    expect(paddle).toMatchObject({
      buyer: { uid: null, paddle: '17' },
      totalKurus: 56_000,
      lotCount: 1,
    });
    expect(sale.buyers.find((b) => b.buyer.uid === buyerB.user.uid)?.totalKurus).toBe(78_400);
    expect(sale.sellers).toEqual([
      expect.objectContaining({ hammerKurus: 120_000, netKurus: 98_400, soldCount: 2 }),
    ]);
    expect(sale.balance.difference).toBe(0);
    const seller = await clerk.ok<SellerStatementView>('adminSellerStatement', {
      id: sale.sellers[0]?.id,
    });
    expect(seller.unsold).toEqual([
      { title: expect.stringMatching(/^3\. lot · TR-/), pigeon: expect.any(Object) },
    ]);

    const auction = await clerk.ok<SaleSettlement>('adminSaleSettlement', {
      kind: 'auction',
      id: String(single),
    });
    expect(auction.sale.title).toBe('Tek Lot');
    expect(auction.buyers).toEqual([expect.objectContaining({ totalKurus: 224_000 })]);
  });

  it('issues nothing twice, waits for a group whose lots are still running, leaves old sales alone', async () => {
    const before = await rowCounts();
    expect((await t.app.statementIssuer.runOnce()).issued).toEqual([]);
    expect(await rowCounts()).toEqual(before);

    const { groupId, lotIds } = await insertFinishedGroup(t.database.db, 'Açık Grup', [
      { sellerId: sellerX, buyerId: buyerA.user.uid, amount: 100 },
      { sellerId: sellerX, buyerId: buyerB.user.uid, amount: 100 },
    ]);
    await reopenLot(t.database.db, lotIds[1] as number);
    // A sale that ended before the pass's window was settled off the site: it is left alone.
    await insertFinishedGroup(
      t.database.db,
      'Geçen Yılın Grubu',
      [{ sellerId: sellerY, buyerId: buyerA.user.uid, amount: 100 }],
      Date.now() - 70 * day,
    );
    expect((await t.app.statementIssuer.runOnce()).issued).toEqual([]);
    // Settling the same sale twice at once makes its lines once.
    const [first, second] = await Promise.all([
      issueSale(t.database.db, { kind: 'group', id: groupId }),
      issueSale(t.database.db, { kind: 'group', id: groupId }),
    ]);
    expect([first?.lines ?? 0, second?.lines ?? 0].sort()).toEqual([0, 1]);
    expect((await rowCounts()).lines).toBe((before.lines ?? 0) + 1);
  });

  it('balances the books of random sales through the real issuing code (fast-check)', async () => {
    const db = t.database.db;
    const members = [buyerA.user.uid, buyerB.user.uid];
    const owners = [sellerX, sellerY];
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          premium: fc.integer({ min: 0, max: 10_000 }),
          commission: fc.integer({ min: 0, max: 10_000 }),
          vat: fc.integer({ min: 0, max: 10_000 }),
          lots: fc.array(
            fc.record({
              buyer: fc.integer({ min: 0, max: 1 }),
              seller: fc.integer({ min: 0, max: 1 }),
              amount: fc.integer({ min: 1, max: 10_000_000 }),
            }),
            { minLength: 1, maxLength: 6 },
          ),
        }),
        async ({ premium, commission, vat, lots }) => {
          const { groupId } = await insertFinishedGroup(
            db,
            'Rastgele Satış',
            lots.map((lot) => ({
              sellerId: owners[lot.seller] as string,
              buyerId: members[lot.buyer] as string,
              amount: lot.amount,
            })),
          );
          await db.insert(saleTerms).values({
            scope: 'group',
            containerId: groupId,
            buyerPremiumBp: premium,
            sellerCommissionBp: commission,
            vatBp: vat,
            paymentTermDays: 7,
          });
          const issued = await issueSale(db, { kind: 'group', id: groupId });
          expect(issued?.lines).toBe(lots.length);
          const { balance, buyers, sellers } = await getSaleSettlement(db, 'group', groupId);
          expect(balance.difference).toBe(0);
          const hammer = lots.reduce((sum, lot) => sum + lot.amount * 100, 0);
          expect(sellers.reduce((sum, s) => sum + s.hammerKurus, 0)).toBe(hammer);
          expect(buyers.reduce((sum, b) => sum + b.totalKurus, 0)).toBe(balance.buyersTotal);
          expect(balance.buyersTotal).toBe(balance.sellersNet + balance.houseIncome);
        },
      ),
      { numRuns: 25 },
    );
  });
});

import type { AdminGroupResults, AdminLotRow, AuctionDetail } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { and, asc, eq } from 'drizzle-orm';
import {
  auctions,
  auditLog,
  bids,
  hallLots,
  hallSales,
  mediaFiles,
  pigeons,
  smsOutbox,
} from '../../db/schema';
import { insertAuctionRoots, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { addLotsAsStaff, saveGroupAsStaff } from '../../test/console-fixtures';
import { insertHallSale } from '../../test/hall-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 24 * 60 * 60_000;
const text = messages.adminAuctions;

describe('console: lots, cancellations and results (staff)', () => {
  let t: TestApp;
  let staff: ApiClient;
  let first: SignedInMember;
  let second: SignedInMember;
  let owner: string;
  let vitrine: number;

  beforeAll(async () => {
    t = await createTestApp();
    const staffMember = await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' });
    staff = new ApiClient(t.app, { cookie: staffMember.cookie });
    first = await createSignedInMember(t.app, { fullname: 'Şükrü Öztürk' });
    second = await createSignedInMember(t.app, { fullname: 'Çağla Işık' });
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    ({ vitrine } = await insertAuctionRoots(t.database.db));
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    first.mfaToken = await first.freshMfaToken();
    second.mfaToken = await second.freshMfaToken();
  });

  const db = () => t.database.db;

  const newGroup = (name = 'Ege Şampiyonları') => saveGroupAsStaff(staff, vitrine, { name });
  const newLots = (groupId: number, prices: number[]) =>
    addLotsAsStaff(staff, db(), { groupId, ownerId: owner, prices });

  const tagOf = async (pigeonId: number) => {
    const [row] = await db()
      .select({ tag: pigeons.tagNum })
      .from(pigeons)
      .where(eq(pigeons.id, pigeonId));
    return row?.tag ?? '';
  };
  const auctionRow = async (id: number) => {
    const [row] = await db().select().from(auctions).where(eq(auctions.id, id));
    if (row === undefined) throw new Error('no auction');
    return row;
  };

  it('edits a lot freely until its first bid, then only its description', async () => {
    const group = await newGroup();
    const [lot] = (await newLots(group, [500])) as [number];
    const newEnd = Date.now() + 2 * day;
    const free = await staff.ok<{ lot: AdminLotRow }>('adminAuctionSave', {
      id: String(lot),
      name: 'Şampiyon Erkek',
      startingBid: 800,
      endingTime: newEnd,
    });
    expect(free.lot).toMatchObject({
      name: 'Şampiyon Erkek',
      startingBid: 800,
      currentAmount: 800,
      endingTime: newEnd,
      expiry: newEnd,
    });

    expect((await callBid(t.app, first, lot, 800)).status).toBe(200);
    for (const change of [
      { name: 'Yeni ad' },
      { startingBid: 900 },
      { endingTime: newEnd + day },
    ]) {
      const locked = await staff.call('adminAuctionSave', { id: String(lot), ...change });
      expect(locked.status).toBe(400);
      expect(locked.error?.message).toBe(text.lotLocked);
    }
    const described = await staff.ok<{ lot: AdminLotRow }>('adminAuctionSave', {
      id: String(lot),
      description: 'Annesi 2019 Türkiye birincisi.',
    });
    expect(described.lot).toMatchObject({
      name: 'Şampiyon Erkek',
      description: 'Annesi 2019 Türkiye birincisi.',
      startingBid: 800,
      bidCount: 1,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auction.edit'), eq(auditLog.targetId, String(lot))))
      .orderBy(asc(auditLog.id));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ before: { startingBid: 500 }, after: { startingBid: 800 } });
  });

  it('a bid racing an edit never leaves an edited auction with a bid placed before the edit', async () => {
    const group = await newGroup();
    const lots = await newLots(group, [500, 500, 500, 500, 500, 500]);
    for (const lot of lots) {
      // The bid meets the old price only; the edit raises it.
      const [bid, edit] = await Promise.all([
        callBid(t.app, first, lot, 500),
        staff.call('adminAuctionSave', { id: String(lot), startingBid: 700 }),
      ]);
      expect(bid.status === 200 && edit.status === 200).toBe(false);
      expect(bid.status === 200 || edit.status === 200).toBe(true);
      const row = await auctionRow(lot);
      const placed = await db().select().from(bids).where(eq(bids.auctionId, lot));
      if (edit.status === 200) {
        expect(row.startingBid).toBe(700);
        expect(placed).toHaveLength(0);
        expect(bid.error?.message).toBe(messages.bid.tooLow);
      } else {
        expect(edit.error?.message).toBe(text.lotLocked);
        expect(row.startingBid).toBe(500);
        expect(placed.map((b) => b.oldAmount)).toEqual([500]);
      }
      first.mfaToken = await first.freshMfaToken();
    }
  });

  it('cancels a lot: bids voided but kept, later bids refused, bidders told by SMS, counters right', async () => {
    const group = await newGroup('İptal Grubu');
    const [lot, other] = (await newLots(group, [500, 500])) as [number, number];
    expect((await callBid(t.app, first, lot, 500)).status).toBe(200);
    expect((await callBid(t.app, second, lot, 550)).status).toBe(200);
    expect((await callBid(t.app, first, other, 500)).status).toBe(200);

    const empty = await staff.call('adminAuctionCancel', { id: String(lot), reason: '  ' });
    expect(empty.error?.message).toBe('Gerekçe yazın (en az 3 karakter).');

    const reason = 'Güvercin sağlık kontrolünden geçemedi';
    const cancelled = await staff.ok<{ lot: AdminLotRow; notified: number }>('adminAuctionCancel', {
      id: String(lot),
      reason,
    });
    expect(cancelled.notified).toBe(2);
    expect(cancelled.lot).toMatchObject({ status: 4, cancelReason: reason, bidCount: 0 });

    const kept = await db().select().from(bids).where(eq(bids.auctionId, lot));
    expect(kept).toHaveLength(2);
    expect(kept.every((b) => b.voidedAt !== null)).toBe(true);

    second.mfaToken = await second.freshMfaToken();
    const refused = await callBid(t.app, second, lot, 1000);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(messages.bid.cancelled);

    for (const member of [first, second]) {
      const sms = await db()
        .select()
        .from(smsOutbox)
        .where(
          and(eq(smsOutbox.toPhone, member.phoneNumber), eq(smsOutbox.purpose, 'staff-notice')),
        );
      expect(sms).toHaveLength(1);
      expect(sms[0]?.body).toContain(reason);
      expect(sms[0]?.body).toContain('iptal edildi');
    }

    const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${lot}` });
    const body = detail.json<AuctionDetail>();
    expect(body.auction).toMatchObject({ status: 4, cancelReason: reason, bidCount: 0 });
    expect(body.bids).toEqual([]);

    const ongoing = await new ApiClient(t.app).list<{ r: Array<{ id: string }> }>('auctions', {
      group: String(group),
      statusFrom: 2,
      statusTo: 2,
    });
    expect(ongoing.body.r.map((r) => Number(r.id))).toEqual([other]);

    const container = await t.app.inject({ method: 'GET', url: `/api/containers/${group}` });
    expect(container.json()).toMatchObject({ totalBidCount: 1, totalAmount: 500 });

    const again = await staff.call('adminAuctionCancel', { id: String(lot), reason });
    expect(again.error?.message).toBe(text.lotNotOngoing);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auction.cancel'), eq(auditLog.targetId, String(lot))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { bidCount: 2, currentAmount: 550 } });
  });

  it('gives results with winners and underbidders, marks paid and delivered, and exports CSV for Excel', async () => {
    const group = await newGroup('Şampiyonlar Ağustos');
    const [sold, unsold, cancelled] = (await newLots(group, [500, 600, 700])) as [
      number,
      number,
      number,
    ];
    expect((await callBid(t.app, first, sold, 500)).status).toBe(200);
    expect((await callBid(t.app, second, sold, 600)).status).toBe(200);
    first.mfaToken = await first.freshMfaToken();
    expect((await callBid(t.app, first, sold, 700)).status).toBe(200);
    second.mfaToken = await second.freshMfaToken();
    expect((await callBid(t.app, second, sold, 800)).status).toBe(200);
    await staff.ok('adminAuctionCancel', { id: String(cancelled), reason: 'Sahibi vazgeçti' });

    const early = await staff.call('adminLotMark', { id: String(sold), paid: true });
    expect(early.error?.message).toBe(text.notSold);

    await t.app.closingScheduler.runOnce(Date.now() + 2 * day);

    const results = await staff.ok<AdminGroupResults>('adminGroupResults', { id: String(group) });
    expect(results.totals).toEqual({
      soldCount: 1,
      unsoldCount: 1,
      ongoingCount: 0,
      cancelledCount: 1,
      hammerTotal: 800,
    });
    const byId = new Map(results.lots.map((lot) => [Number(lot.id), lot]));
    expect(byId.get(sold)).toMatchObject({
      hammerPrice: 800,
      bidCount: 4,
      winner: {
        uid: second.user.uid,
        fullname: 'Çağla Işık',
        phone: second.phoneNumber,
        city: 'Kadıköy',
      },
      underbidder: { uid: first.user.uid, fullname: 'Şükrü Öztürk', amount: 700 },
    });
    expect(byId.get(unsold)).toMatchObject({ hammerPrice: null, winner: null, underbidder: null });
    expect(byId.get(cancelled)).toMatchObject({ status: 4, hammerPrice: null });

    const notSold = await staff.call('adminLotMark', { id: String(unsold), paid: true });
    expect(notSold.status).toBe(400);
    expect(notSold.error?.message).toBe(text.notSold);
    const paid = await staff.ok<{ lot: AdminLotRow }>('adminLotMark', {
      id: String(sold),
      paid: true,
    });
    expect(paid.lot.paidAt).not.toBeNull();
    expect(paid.lot.deliveredAt).toBeNull();
    const delivered = await staff.ok<{ lot: AdminLotRow }>('adminLotMark', {
      id: String(sold),
      delivered: true,
    });
    expect(delivered.lot.paidAt).toBe(paid.lot.paidAt);
    expect(delivered.lot.deliveredAt).not.toBeNull();
    const marks = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auction.mark'), eq(auditLog.targetId, String(sold))));
    expect(marks).toHaveLength(2);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/staff/groups/${group}/results.csv`,
      headers: { cookie: staff.cookie ?? '' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('sonuclar-');
    expect(csv.headers['content-disposition']).toContain('sampiyonlar-agustos');
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = bytes.subarray(3).toString('utf8');
    const lines = body.split('\r\n');
    expect(lines[0]).toBe(
      'Lot No;Lot;Seri No;Künye No;Durum;Teklif Sayısı;Başlangıç Fiyatı (TL);Satış Fiyatı (TL);' +
        'Kazanan;Kazanan Telefon;Kazanan E-posta;Kazanan İl;Kazanan İlçe;İkinci Teklif Veren;' +
        'İkinci Teklif Veren Telefon;İkinci Teklif (TL);Ödendi;Teslim Edildi',
    );
    // 'Lot No' is the catalogue's number: the lot's place in the results, from 1.
    const lotNo = (id: number) => results.lots.findIndex((lot) => Number(lot.id) === id) + 1;
    expect(results.lots.map((_lot, index) => lines[index + 1]?.split(';')[0])).toEqual(
      results.lots.map((_lot, index) => String(index + 1)),
    );
    const soldLine = lines.find((line) => line.startsWith(`${lotNo(sold)};`))?.split(';');
    expect(soldLine?.[4]).toBe('Satıldı');
    expect(soldLine?.[7]).toBe('800');
    expect(soldLine?.[8]).toBe('Çağla Işık');
    expect(soldLine?.[9]).toBe(
      second.phoneNumber.replace(/^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/, '0$1 $2 $3 $4'),
    );
    expect(soldLine?.[11]).toBe('İstanbul');
    expect(soldLine?.[13]).toBe('Şükrü Öztürk');
    expect(soldLine?.[15]).toBe('700');
    expect(soldLine?.[16]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(lines.find((line) => line.startsWith(`${lotNo(unsold)};`))?.split(';')[4]).toBe(
      'Satılmadı',
    );
    expect(lines.find((line) => line.startsWith(`${lotNo(cancelled)};`))?.split(';')[4]).toBe(
      'İptal edildi',
    );
    expect(lines.find((line) => line.startsWith('TOPLAM;'))?.split(';')[7]).toBe('800');
  });

  it('shows the pigeon pedigree on the public auction page', async () => {
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    await db().insert(mediaFiles).values({
      id: 'pedigree-test-0001',
      purpose: 'pedigree',
      kind: 'document',
      url: '/media/pedigrees/pedigree-test-0001.pdf',
      contentType: 'application/pdf',
      bytes: 1234,
      attached: true,
    });
    await db()
      .update(pigeons)
      .set({ pedigreeMediaId: 'pedigree-test-0001' })
      .where(eq(pigeons.id, pigeonId));
    const { ids } = await staff.ok<{ ids: string[] }>('adminLotsAdd', {
      groupId: null,
      startedOn: Date.now(),
      endingTime: Date.now() + day,
      lots: [{ pigeonId: String(pigeonId), startingBid: 500 }],
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${ids[0]}` });
    expect(detail.json<AuctionDetail>().auction).toMatchObject({
      pedigree: { url: '/media/pedigrees/pedigree-test-0001.pdf', kind: 'document' },
      cancelReason: null,
    });
  });

  it('reorders a staggered group: new numbers and ends, lots with bids keep their place, audited', async () => {
    const groupId = await saveGroupAsStaff(staff, vitrine, {
      name: 'Sıralı Grup',
      staggerSeconds: 120,
    });
    const [a, b, c, d] = await newLots(groupId, [100, 200, 300, 400]);
    const ends = async () =>
      new Map(
        (await db().select().from(auctions).where(eq(auctions.parentId, groupId))).map((row) => [
          row.id,
          row.endingTime,
        ]),
      );
    const before = await ends();
    const end0 = before.get(a as number) as number;
    // A bid on the second lot fixes its place.
    expect((await callBid(t.app, first, b as number, 220)).status).toBe(200);

    const moved = await staff.ok<{ lots: AdminLotRow[] }>('adminLotsReorder', {
      groupId: String(groupId),
      lotIds: [d, b, a, c].map(String),
    });
    expect(moved.lots.map((lot) => Number(lot.id))).toEqual([d, b, a, c]);
    const after = await ends();
    expect([d, b, a, c].map((id) => after.get(id as number))).toEqual([
      end0,
      before.get(b as number),
      end0 + 2 * 120_000,
      end0 + 3 * 120_000,
    ]);
    // The results and their CSV number the lots in the new order.
    const results = await staff.ok<AdminGroupResults>('adminGroupResults', { id: String(groupId) });
    expect(results.lots.map((lot) => Number(lot.id))).toEqual([d, b, a, c]);

    const locked = await staff.call('adminLotsReorder', {
      groupId: String(groupId),
      lotIds: [b, d, a, c].map(String),
    });
    expect(locked.status).toBe(400);
    expect(locked.error?.message).toBe(
      fill(text.reorderLocked, { number: 2, name: moved.lots[1]?.name ?? '' }),
    );
    const missing = await staff.call('adminLotsReorder', {
      groupId: String(groupId),
      lotIds: [d, b, a].map(String),
    });
    expect(missing.error?.message).toBe(text.reorderMismatch);
    const member = new ApiClient(t.app, { cookie: first.cookie });
    expect(
      (await member.call('adminLotsReorder', { groupId: String(groupId), lotIds: [] })).status,
    ).toBe(403);
    // Nothing changed by the refusals.
    expect(await ends()).toEqual(after);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.reorder'), eq(auditLog.targetId, String(groupId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.summary).toBe('Sıralı Grup grubunun lot sırası değiştirildi');
  });

  it('answers bad lot input with Turkish messages', async () => {
    const group = await newGroup();
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    const negative = await staff.call('adminLotsAdd', {
      groupId: String(group),
      lots: [{ pigeonId: String(pigeonId), startingBid: -5 }],
    });
    expect(negative.error?.message).toBe(text.priceInvalid);
    const twice = await staff.call('adminLotsAdd', {
      groupId: String(group),
      lots: [
        { pigeonId: String(pigeonId), startingBid: 500 },
        { pigeonId: String(pigeonId), startingBid: 600 },
      ],
    });
    expect(twice.error?.message).toContain('Aynı güvercin bir kez eklenebilir');
    const missing = await staff.call('adminAuctionSave', { id: '999999', name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(text.lotNotFound);
    const [lot] = (await newLots(group, [500])) as [number];
    const past = await staff.call('adminAuctionSave', {
      id: String(lot),
      endingTime: Date.now() - 1000,
    });
    expect(past.error?.message).toBe(text.endInPast);
  });

  it('refuses a pigeon that is a lot of an unfinished hall mezat, and frees it when the sale ends', async () => {
    const group = await newGroup();
    const sale = await insertHallSale(db(), { title: 'Salı Mezatı', lots: [700], ownerId: owner });
    const [hallLot] = await db()
      .select({ pigeonId: hallLots.pigeonId })
      .from(hallLots)
      .where(eq(hallLots.id, sale.lotIds[0] as number));
    const pigeonId = String(hallLot?.pigeonId);
    const added = await staff.call('adminLotsAdd', {
      groupId: String(group),
      lots: [{ pigeonId, startingBid: 500 }],
    });
    expect(added.status).toBe(400);
    // The console's pigeon picker does not offer it either.
    const offered = await staff.call<{ rows: Array<{ id: string }> }>(
      'adminAuctionablePigeons',
      {},
    );
    expect(offered.result?.rows.map((row) => row.id)).not.toContain(pigeonId);
    expect(added.error?.message).toBe(
      fill(text.pigeonInHallSale, { tag: await tagOf(Number(pigeonId)), title: 'Salı Mezatı' }),
    );
    // Nor can an existing lot be switched to it.
    const [lot] = (await newLots(group, [500])) as [number];
    const switched = await staff.call('adminAuctionSave', { id: String(lot), pigeonId });
    expect(switched.error?.message).toContain('Salı Mezatı');
    // Once the hall sale has ended, the pigeon may be sold online.
    await db().update(hallSales).set({ status: 'ended' }).where(eq(hallSales.id, sale.saleId));
    const later = await staff.call('adminLotsAdd', {
      groupId: String(group),
      lots: [{ pigeonId, startingBid: 500 }],
    });
    expect(later.status).toBe(200);
  });
});

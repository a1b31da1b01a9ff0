import type {
  AdminPigeonDetail,
  AuctionDetail,
  AuctionRow,
  PedigreeChart,
} from '@kanat/shared/contracts';
import { pedigree as texts } from '@kanat/shared/i18n/lazy';
import type { PedigreeAncestorInput } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import { AuctionStatus, auditLog, pigeons } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const day = 86_400_000;

const place = (
  path: string,
  ring: string,
  over: Partial<PedigreeAncestorInput> = {},
): PedigreeAncestorInput => ({ path, ring, name: '', colour: '', note: '', ...over });

describe('a pigeon’s pedigree as data', () => {
  let t: TestApp;
  let staff: ApiClient;
  let member: ApiClient;
  let guest: ApiClient;
  let pigeonId: number;
  let auctionId: number;
  let sireId: number;
  let sireLot: number;
  let henId: number;

  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    staff = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' })).cookie,
    });
    member = new ApiClient(t.app, { cookie: (await createSignedInMember(t.app)).cookie });
    guest = new ApiClient(t.app, {});
    const ownerId = await insertOwner(db(), { fullname: 'Hasan Güneş' });
    pigeonId = await insertPigeon(db(), { ownerId, tagNum: 'TR-2024-112233' });
    auctionId = await insertAuction(db(), { pigeonId, endingTime: Date.now() + day });
    // The sire is on the site, a cock with a lot of its own; the hen is on the site too.
    sireId = await insertPigeon(db(), { ownerId, tagNum: 'TR-2020-000777' });
    await db()
      .update(pigeons)
      .set({ sex: 'male', name: 'Kara Şimşek', colour: 'mavi alaca' })
      .where(eq(pigeons.id, sireId));
    sireLot = await insertAuction(db(), { pigeonId: sireId, endingTime: Date.now() + 2 * day });
    henId = await insertPigeon(db(), { ownerId, tagNum: 'TR-2019-000888' });
    await db().update(pigeons).set({ sex: 'female' }).where(eq(pigeons.id, henId));
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const threeGenerations = [
    place('s', 'tr-2020 000777'),
    place('d', 'TR-2018-445566', {
      name: 'Sarı Kız',
      colour: 'kırmızı',
      note: 'Ege birincisinin kızı',
    }),
    place('ss', 'BE-2015-6123456', { name: 'Olympiade', note: 'Janssen' }),
    place('sd', 'NL-2016-1234567'),
    place('dd', 'TR-2014-998877'),
    place('ssd', 'BE-2011-3012345', { name: 'De Goede' }),
  ];

  it('keeps the tree staff save, links an ancestor on the site by its ring, and shows it on the lot', async () => {
    const { code: _code, ...saved } = await staff.ok<PedigreeChart & { code: number }>(
      'adminPigeonPedigreeSave',
      {
        pigeonId,
        bloodline: '  Janssen ×  Vandenheede ',
        ancestors: [...threeGenerations, place('ds', '')],
      },
    );
    expect(saved.bloodline).toBe('Janssen × Vandenheede');
    expect(saved.ancestors.map((a) => a.path)).toEqual(['s', 'd', 'ss', 'sd', 'dd', 'ssd']);
    expect(saved.ancestors[0]).toEqual({
      path: 's',
      ring: 'TR-2020-000777',
      name: 'Kara Şimşek',
      colour: 'mavi alaca',
      note: '',
      linkedPigeonId: String(sireId),
      auctionId: String(sireLot),
    });
    expect(saved.ancestors[1]).toMatchObject({
      ring: 'TR-2018-445566',
      name: 'Sarı Kız',
      linkedPigeonId: null,
      auctionId: null,
    });

    const lot = await guest.get<AuctionDetail>(`/api/auctions/${auctionId}`);
    expect(lot.body.auction.pedigreeChart).toEqual(saved);
    const admin = await staff.ok<{ pigeon: AdminPigeonDetail }>('adminPigeonGet', { id: pigeonId });
    expect(admin.pigeon.pedigreeChart).toEqual(saved);
    expect(admin.pigeon.bloodline).toBe('Janssen × Vandenheede');
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'pigeon.pedigree'));
    expect(audits.map((row) => row.summary)).toContain(
      'TR-2024-112233 halkalı güvercinin soy ağacı güncellendi (6 ata).',
    );
  });

  it('refuses in Turkish a grandparent without its parent, a hen as a sire and the pigeon itself', async () => {
    const orphan = await staff.call('adminPigeonPedigreeSave', {
      pigeonId,
      bloodline: '',
      ancestors: [place('s', 'TR-1'), place('ds', 'TR-2')],
    });
    expect(orphan.status).toBe(400);
    expect(orphan.error?.message).toBe(
      'Annenin babası: Önce Anne girilmeli: bir kuşun atası, kendisi olmadan girilmez.',
    );
    expect(orphan.error?.details).toMatchObject({ places: { ds: { ring: expect.any(String) } } });

    const hen = await staff.call('adminPigeonPedigreeSave', {
      pigeonId,
      bloodline: '',
      ancestors: [place('s', 'TR-2019-000888')],
    });
    expect(hen.error?.message).toBe('Baba: TR-2019-000888 halkalı kuş dişi: baba olamaz.');

    const itself = await staff.call('adminPigeonPedigreeSave', {
      pigeonId,
      bloodline: '',
      ancestors: [place('d', 'TR-2024-112233')],
    });
    expect(itself.error?.message).toBe(`Anne: ${texts.selfLinked}`);

    // Nothing of the refused saves was kept.
    const lot = await guest.get<AuctionDetail>(`/api/auctions/${auctionId}`);
    expect(lot.body.auction.pedigreeChart.ancestors).toHaveLength(6);
  });

  it('is staff’s alone to change', async () => {
    const refused = await member.call('adminPigeonPedigreeSave', {
      pigeonId,
      bloodline: 'Janssen',
      ancestors: [],
    });
    expect(refused.status).toBe(403);
  });

  it('hands the lot’s pedigree out as a PDF with every ring number', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${auctionId}/soy-agaci.pdf`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      'inline; filename="soy-agaci-TR-2024-112233.pdf"',
    );
    const text = await pdfText(file.rawPayload);
    for (const ring of [
      'TR-2024-112233',
      'TR-2020-000777',
      'TR-2018-445566',
      'BE-2015-6123456',
      'NL-2016-1234567',
      'TR-2014-998877',
      'BE-2011-3012345',
    ]) {
      expect(text).toContain(ring);
    }
    for (const words of ['Janssen × Vandenheede', 'Babanın babasının annesi', 'Kara Şimşek']) {
      expect(text).toContain(words);
    }

    const bare = await insertAuction(db(), {
      pigeonId: henId,
      endingTime: Date.now() + day,
    });
    const none = await t.app.inject({ method: 'GET', url: `/api/auctions/${bare}/soy-agaci.pdf` });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain(texts.none);
  });

  it('finds lots by bloodline among the running ones and the sold ones, Turkish letters and case aside', async () => {
    const ownerId = await insertOwner(db(), { fullname: 'Arşiv Sahibi' });
    const oldPigeon = await insertPigeon(db(), { ownerId, tagNum: 'TR-2019-121212' });
    await db()
      .update(pigeons)
      .set({ bloodline: 'Janssen Arendonk' })
      .where(eq(pigeons.id, oldPigeon));
    const sold = await insertAuction(db(), {
      pigeonId: oldPigeon,
      endingTime: Date.now() - day,
      status: AuctionStatus.sealed,
    });
    const search = async (bloodline: string, status: number) =>
      (
        await guest.list<{ r: AuctionRow[] }>('auctions', {
          bloodline,
          statusFrom: status,
          statusTo: status,
        })
      ).body.r.map((row) => row.id);
    expect(await search('JANSSEN', AuctionStatus.ongoing)).toEqual([String(auctionId)]);
    expect(await search('vandenhe', AuctionStatus.ongoing)).toEqual([String(auctionId)]);
    expect(await search('janssen', AuctionStatus.sealed)).toEqual([String(sold)]);
    expect(await search('Delbar', AuctionStatus.ongoing)).toEqual([]);
  });
});

import type {
  AdminOwnersSearchResult,
  AdminPigeonDetail,
  AdminPigeonsListResult,
  OwnerSummary,
} from '@kanat/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { auditLog, pigeonPictures, pigeons, users } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { isAttached, sampleJpeg, sendUpload, uploadAccepted } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

async function samplePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText('Pedigree', { x: 20, y: 350 });
  return Buffer.from(await doc.save());
}

describe('console pigeons and owners', () => {
  let t: TestApp;
  let staff: ApiClient;
  let staffCookie: string;
  let member: ApiClient;
  let ownerId: string;

  const colored = async (color: string) =>
    uploadAccepted(t.app, staffCookie, 'pigeon-photo', await sampleJpeg(800, 600, color));
  const save = (data: Record<string, unknown>) =>
    staff.call<{ pigeon: AdminPigeonDetail }>('adminPigeonSave', {
      ownerId,
      active: true,
      state: 'Yarışçı',
      description: '',
      photoIds: [],
      pedigreeId: null,
      ...data,
    });
  const attached = (id: string) => isAttached(t.database.db, id);

  beforeAll(async () => {
    t = await createTestApp();
    const signedStaff = await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' });
    staffCookie = signedStaff.cookie;
    staff = new ApiClient(t.app, { cookie: signedStaff.cookie });
    member = new ApiClient(t.app, { cookie: (await createSignedInMember(t.app)).cookie });
    ownerId = (
      await createSignedInMember(t.app, { fullname: 'Ahmet Yılmaz', phoneNumber: '+905321112299' })
    ).user.uid;
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('creates a pigeon with two photos, cover first, and records it in the audit log', async () => {
    const first = await colored('#aa3333');
    const second = await colored('#33aa33');
    const outcome = await save({
      serial: 4321,
      tagNum: ' tr 2024 123456 ',
      photoIds: [first.id, second.id],
      description: 'Ege birincisi.',
    });
    expect(outcome.error).toBeNull();
    const pigeon = outcome.result?.pigeon as AdminPigeonDetail;
    expect(pigeon).toMatchObject({
      serial: 4321,
      tagNum: 'TR-2024-123456',
      active: true,
      state: 'Yarışçı',
      description: 'Ege birincisi.',
      owner: { id: ownerId, fullname: 'Ahmet Yılmaz', hasAccount: true },
      pedigree: null,
      auctions: [],
    });
    expect(pigeon.photos.map((p) => p.key)).toEqual([first.id, second.id]);
    expect(pigeon.photos[0]?.url).toBe(first.url);
    expect(pigeon.photos[0]?.thumbUrl).toBe(first.variants[0]?.url);
    expect(pigeon.photos[0]?.variants).toEqual(first.variants);
    expect(await attached(first.id)).toBe(true);

    const pictures = await t.database.db
      .select()
      .from(pigeonPictures)
      .where(eq(pigeonPictures.pigeonId, pigeon.id))
      .orderBy(pigeonPictures.position);
    expect(pictures.map((p) => [p.position, p.mediaId])).toEqual([
      [0, first.id],
      [1, second.id],
    ]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pigeon.create'), eq(auditLog.targetId, String(pigeon.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorLabel: 'Zeynep Kaya',
      targetType: 'pigeon',
      summary: 'Güvercin eklendi: 4321 (TR-2024-123456)',
      before: null,
    });
    expect(audit[0]?.after).toMatchObject({
      tagNum: 'TR-2024-123456',
      photos: [first.id, second.id],
    });

    // It shows in the list, found by serial, ring prefix and owner name (Turkish letters folded).
    for (const q of ['4321', 'tr-2024-12', 'yilmaz']) {
      const list = await staff.ok<AdminPigeonsListResult>('adminPigeonsList', { q });
      expect(list.rows.map((row) => row.id)).toContain(pigeon.id);
      expect(list.rows.find((row) => row.id === pigeon.id)).toMatchObject({
        coverUrl: first.variants[0]?.url,
        photoCount: 2,
        ownerName: 'Ahmet Yılmaz',
      });
    }
  });

  it('reorders, removes (releasing the file) and adds photos; audits before and after', async () => {
    const a = await colored('#111111');
    const b = await colored('#222222');
    const created = (await save({ tagNum: 'TR-2023-000777', photoIds: [a.id, b.id] })).result
      ?.pigeon as AdminPigeonDetail;
    const c = await colored('#333333');
    const edited = await save({
      id: created.id,
      tagNum: 'TR-2023-000777',
      photoIds: [c.id, b.id],
      active: false,
      state: 'Damızlık',
    });
    expect(edited.error).toBeNull();
    const pigeon = edited.result?.pigeon as AdminPigeonDetail;
    expect(pigeon.photos.map((p) => p.key)).toEqual([c.id, b.id]);
    expect(pigeon).toMatchObject({ active: false, state: 'Damızlık', serial: created.serial });
    expect(await attached(a.id)).toBe(false);
    expect(await attached(c.id)).toBe(true);

    // Reorder only: the cover changes, nothing is claimed or released.
    const reordered = (
      await save({ id: created.id, tagNum: 'TR-2023-000777', photoIds: [b.id, c.id] })
    ).result?.pigeon as AdminPigeonDetail;
    expect(reordered.photos.map((p) => p.key)).toEqual([b.id, c.id]);
    expect(await attached(b.id)).toBe(true);

    const [update] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pigeon.update'), eq(auditLog.targetId, String(created.id))))
      .orderBy(auditLog.id)
      .limit(1);
    expect(update?.before).toMatchObject({ active: true, photos: [a.id, b.id] });
    expect(update?.after).toMatchObject({ active: false, state: 'Damızlık', photos: [c.id, b.id] });

    // A released file cannot be slipped back in as if it were new and unused elsewhere.
    const again = await save({ id: created.id, tagNum: 'TR-2023-000777', photoIds: [b.id, a.id] });
    expect(again.error).toBeNull();
  });

  it('keeps the pictures of a seeded pigeon by their seed keys', async () => {
    const id = await insertPigeon(t.database.db, {
      ownerId,
      tagNum: 'TR-2020-445566',
      pictures: ['/media/demo/a.jpg', '/media/demo/b.jpg'],
    });
    const before = (await staff.ok<{ pigeon: AdminPigeonDetail }>('adminPigeonGet', { id })).pigeon;
    expect(before.photos.map((p) => p.url)).toEqual(['/media/demo/a.jpg', '/media/demo/b.jpg']);
    const keys = before.photos.map((p) => p.key);
    const after = await save({ id, tagNum: 'TR-2020-445566', photoIds: [keys[1], keys[0]] });
    expect(after.result?.pigeon.photos.map((p) => p.url)).toEqual([
      '/media/demo/b.jpg',
      '/media/demo/a.jpg',
    ]);
    const foreign = await save({ id, tagNum: 'TR-2020-445566', photoIds: ['seed:999999'] });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.message).toBe(
      'Fotoğraflardan biri bu güvercine ait değil. Sayfayı yenileyip yeniden deneyin.',
    );
  });

  it('refuses a duplicate or malformed ring number and a taken serial, in Turkish', async () => {
    await save({ serial: 9001, tagNum: 'TR-2022-101010' });
    const duplicate = await save({ tagNum: 'tr-2022-101010' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.message).toBe(
      'Bu bilezik numarası başka bir güvercinde kayıtlı (güvercin no 9001).',
    );
    const malformed = await save({ tagNum: '12345-TR' });
    expect(malformed.status).toBe(400);
    expect(malformed.error?.message).toMatch(/^Bilezik numarası ülke kodu, yıl ve numara olmalı/);
    const future = await save({ tagNum: 'TR-2090-123' });
    expect(future.error?.message).toMatch(/^Bilezik yılı 1990 ile \d{4} arasında olmalı\.$/);
    const serial = await save({ serial: 9001, tagNum: 'TR-2022-202020' });
    expect(serial.status).toBe(409);
    expect(serial.error?.message).toMatch(
      /^Bu güvercin numarası kullanılıyor\. Boştaki ilk numara: \d+\.$/,
    );
    const negative = await save({ serial: -4, tagNum: 'TR-2022-202020' });
    expect(negative.error?.message).toBe(
      'Güvercin numarası 1 ile 999999 arasında bir tam sayı olmalı.',
    );
    const noState = await save({ tagNum: 'TR-2022-202020', state: '  ' });
    expect(noState.error?.message).toBe('Durumu yazın (örneğin Yarışçı, Damızlık).');
  });

  it("keeps a pigeon's name, finds it by name, names its new lot after it, and refuses a bad one", async () => {
    const created = await save({ tagNum: 'TR-2023-454545', name: '  Kara Şimşek ' });
    expect(created.status).toBe(200);
    const pigeon = created.result?.pigeon as AdminPigeonDetail;
    expect(pigeon.name).toBe('Kara Şimşek');
    // A save without the field leaves the name as it was.
    const kept = await save({ id: pigeon.id, tagNum: pigeon.tagNum, state: 'Damızlık' });
    expect(kept.result?.pigeon.name).toBe('Kara Şimşek');
    const found = await staff.ok<{ rows: Array<{ id: number; name: string }> }>(
      'adminPigeonsList',
      { q: 'şimşek' },
    );
    expect(found.rows.map((r) => [r.id, r.name])).toEqual([[pigeon.id, 'Kara Şimşek']]);
    const pickable = await staff.ok<{ rows: Array<{ id: string; name: string }> }>(
      'adminAuctionablePigeons',
      { q: 'Kara' },
    );
    expect(pickable.rows.find((p) => p.id === String(pigeon.id))?.name).toBe('Kara Şimşek');
    const { ids } = await staff.ok<{ ids: string[] }>('adminLotsAdd', {
      groupId: null,
      startedOn: Date.now(),
      endingTime: Date.now() + 86_400_000,
      lots: [{ pigeonId: String(pigeon.id), startingBid: 500 }],
    });
    const lot = await t.app.inject({ method: 'GET', url: `/api/auctions/${ids[0]}` });
    expect(lot.json<{ auction: { name: string } }>().auction.name).toBe('Kara Şimşek');

    const long = await save({ tagNum: 'TR-2023-464646', name: 'Ş'.repeat(61) });
    expect(long.status).toBe(400);
    expect(long.error?.message).toBe('Ad en çok 60 karakter olabilir.');
    const html = await save({ tagNum: 'TR-2023-464646', name: '<b>Kara</b>' });
    expect(html.error?.message).toBe('Adda < ve > işaretleri kullanılamaz.');
  });

  it('gives the next free serial when none is typed', async () => {
    const { serial } = await staff.ok<{ serial: number }>('adminPigeonNextSerial', {});
    const created = await save({ tagNum: 'TR-2021-303030' });
    expect(created.result?.pigeon.serial).toBe(serial);
  });

  it('accepts a pedigree as PDF or image, swaps it, and refuses a bad file', async () => {
    const pdf = await uploadAccepted(t.app, staffCookie, 'pedigree', await samplePdf(), {
      fileName: 'soy.pdf',
    });
    expect(pdf.kind).toBe('document');
    const created = await save({ tagNum: 'TR-2019-121212', pedigreeId: pdf.id });
    expect(created.result?.pigeon.pedigree).toEqual({ id: pdf.id, url: pdf.url, kind: 'document' });

    const image = await uploadAccepted(t.app, staffCookie, 'pedigree', await sampleJpeg(900, 1200));
    const id = created.result?.pigeon.id as number;
    const swapped = await save({ id, tagNum: 'TR-2019-121212', pedigreeId: image.id });
    expect(swapped.result?.pigeon.pedigree).toEqual({
      id: image.id,
      url: image.url,
      kind: 'image',
    });
    expect(await attached(pdf.id)).toBe(false);

    const bad = await sendUpload(
      t.app,
      staffCookie,
      'pedigree',
      Buffer.from('düz metin, PDF değil'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toMatch(/[ğüşıöç]/);

    // A pigeon photo is not a pedigree, and a pedigree is not a photo.
    const wrong = await colored('#444444');
    const refused = await save({ id, tagNum: 'TR-2019-121212', pedigreeId: wrong.id });
    expect(refused.status).toBe(400);
    const asPhoto = await save({ id, tagNum: 'TR-2019-121212', photoIds: [pdf.id] });
    expect(asPhoto.status).toBe(400);
    expect(await attached(wrong.id)).toBe(false);
  });

  it('keeps sex, colour and a DNA certificate; the auction page says the sex is DNA-verified', async () => {
    const created = await save({ tagNum: 'TR-2022-343434', sex: 'female', colour: ' mavi alaca ' });
    expect(created.status).toBe(200);
    const pigeon = created.result?.pigeon as AdminPigeonDetail;
    expect(pigeon).toMatchObject({ sex: 'female', colour: 'mavi alaca', dnaCertificate: null });

    // A certificate proves a sex: with 'bilinmiyor' it is refused beside the sex field.
    const certificate = await uploadAccepted(
      t.app,
      staffCookie,
      'dna-certificate',
      await samplePdf(),
      {
        fileName: 'dna.pdf',
      },
    );
    const unknownSex = await save({
      id: pigeon.id,
      tagNum: 'TR-2022-343434',
      sex: 'unknown',
      dnaCertificateId: certificate.id,
    });
    expect(unknownSex.status).toBe(400);
    expect(JSON.stringify(unknownSex.error)).toContain(
      'DNA belgesi eklenen güvercinin cinsiyetini',
    );
    expect(await attached(certificate.id)).toBe(false);

    const proved = await save({
      id: pigeon.id,
      tagNum: 'TR-2022-343434',
      dnaCertificateId: certificate.id,
    });
    expect(proved.result?.pigeon).toMatchObject({
      sex: 'female',
      colour: 'mavi alaca',
      dnaCertificate: { id: certificate.id, url: certificate.url, kind: 'document' },
    });
    expect(await attached(certificate.id)).toBe(true);

    const bad = await save({ id: pigeon.id, tagNum: 'TR-2022-343434', sex: 'dişi', colour: '<b>' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.error)).toContain('Cinsiyet erkek, dişi ya da bilinmiyor olmalı.');
    expect(JSON.stringify(bad.error)).toContain('Renkte < ve > işaretleri kullanılamaz.');

    const auctionId = await insertAuction(t.database.db, {
      pigeonId: pigeon.id,
      endingTime: Date.now() + 86_400_000,
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/auctions/${auctionId}` });
    const detail = page.json<{
      auction: {
        pigeon: { sex: string; colour: string };
        dnaCertificate: { url: string; kind: string } | null;
      };
    }>();
    expect(detail.auction.pigeon).toMatchObject({ sex: 'female', colour: 'mavi alaca' });
    expect(detail.auction.dnaCertificate).toEqual({ url: certificate.url, kind: 'document' });

    // Taking the certificate off releases its file; the sex stays as staff set it.
    const removed = await save({ id: pigeon.id, tagNum: 'TR-2022-343434', dnaCertificateId: null });
    expect(removed.result?.pigeon).toMatchObject({ sex: 'female', dnaCertificate: null });
    expect(await attached(certificate.id)).toBe(false);
  });

  it('names what each photo shows, keeps the names of kept photos and shows them on the auction page', async () => {
    const [body, wings, eye] = [
      await colored('#884422'),
      await colored('#224488'),
      await colored('#448822'),
    ];
    const created = await save({
      tagNum: 'TR-2021-565656',
      photoIds: [body.id, wings.id, eye.id],
      photoSlots: ['body', 'wings', null],
    });
    expect(created.status).toBe(200);
    const pigeon = created.result?.pigeon as AdminPigeonDetail;
    expect(pigeon.photos.map((photo) => photo.slot)).toEqual(['body', 'wings', null]);

    // The same slot twice is refused beside the photos, and nothing changes.
    const twice = await save({
      id: pigeon.id,
      tagNum: 'TR-2021-565656',
      photoIds: [body.id, wings.id, eye.id],
      photoSlots: ['body', 'wings', 'wings'],
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.error)).toContain('yalnız bir fotoğrafa verilebilir');

    // Reordered without slots: each kept photo keeps its own.
    const reordered = await save({
      id: pigeon.id,
      tagNum: 'TR-2021-565656',
      photoIds: [eye.id, body.id, wings.id],
    });
    expect(reordered.result?.pigeon.photos.map((photo) => photo.slot)).toEqual([
      null,
      'body',
      'wings',
    ]);
    const named = await save({
      id: pigeon.id,
      tagNum: 'TR-2021-565656',
      photoIds: [eye.id, body.id, wings.id],
      photoSlots: ['eye', 'body', 'wings'],
    });
    expect(named.result?.pigeon.photos.map((photo) => photo.slot)).toEqual([
      'eye',
      'body',
      'wings',
    ]);

    const auctionId = await insertAuction(t.database.db, {
      pigeonId: pigeon.id,
      endingTime: Date.now() + 86_400_000,
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/auctions/${auctionId}` });
    const { auction } = page.json<{
      auction: { pigeon: { pictures: string[]; pictureSlots: Array<string | null> } };
    }>();
    expect(auction.pigeon.pictures).toEqual([eye.url, body.url, wings.url]);
    expect(auction.pigeon.pictureSlots).toEqual(['eye', 'body', 'wings']);
  });

  it('creates and edits an owner without an account, finds owners by name, phone and place', async () => {
    const created = await staff.call<{ owner: OwnerSummary }>('adminOwnerSave', {
      fullname: 'hüseyin çelik',
      province: 'denizli',
      city: 'pamukkale',
      note: 'Denizli tipi taklacıların ustası.',
    });
    expect(created.error).toBeNull();
    const owner = created.result?.owner as OwnerSummary;
    expect(owner).toMatchObject({
      fullname: 'Hüseyin Çelik',
      province: 'Denizli',
      city: 'Pamukkale',
      hasAccount: false,
      phoneNumber: null,
      note: 'Denizli tipi taklacıların ustası.',
    });
    expect(owner.id).toHaveLength(20);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ passwordHash: null, phoneNumber: null, ownerNote: owner.note });

    const edited = await staff.ok<{ owner: OwnerSummary }>('adminOwnerSave', {
      id: owner.id,
      fullname: 'Hüseyin Çelik',
      province: 'Denizli',
      city: 'Merkezefendi',
      note: '',
    });
    expect(edited.owner).toMatchObject({ city: 'Merkezefendi', note: null });

    const search = async (q: string) =>
      (await staff.ok<AdminOwnersSearchResult>('adminOwnersSearch', { q })).owners.map((o) => o.id);
    expect(await search('celik')).toContain(owner.id);
    expect(await search('merkezef')).toContain(owner.id);
    expect(await search('0532 111 22 99')).toContain(ownerId);
    expect(await search('yılmaz')).toContain(ownerId);

    // A member's own details are not edited here.
    const refused = await staff.call('adminOwnerSave', {
      id: ownerId,
      fullname: 'Başka Ad',
      province: 'İzmir',
      city: 'Bornova',
      note: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(
      'Hesabı olan üyelerin bilgileri buradan değiştirilemez; üyenin sayfasını kullanın.',
    );
    const invalid = await staff.call('adminOwnerSave', {
      fullname: 'x',
      province: 'İzmir',
      city: 'Bornova',
      note: '',
    });
    expect(invalid.status).toBe(400);

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, owner.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['owner.create', 'owner.update']);

    // A pigeon can belong to the new owner.
    const pigeon = await save({ ownerId: owner.id, tagNum: 'TR-2018-717171' });
    expect(pigeon.result?.pigeon.owner).toMatchObject({ id: owner.id, hasAccount: false });
  });

  it('refuses an owner that is neither a member nor an owner without an account', async () => {
    const legacyOwner = await insertOwner(t.database.db, { fullname: 'Eski Sahip' });
    expect((await save({ ownerId: legacyOwner, tagNum: 'TR-2017-818181' })).error).toBeNull();
    const unknown = await save({ ownerId: 'yokboyle', tagNum: 'TR-2017-828282' });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe('Sahip bulunamadı.');
  });

  it('writes nothing when a save fails half way', async () => {
    const fresh = await colored('#555555');
    const before = await t.database.db.select({ id: pigeons.id }).from(pigeons);
    const failed = await save({ tagNum: 'TR-2024-123456', photoIds: [fresh.id] });
    expect(failed.status).toBe(409);
    expect(await attached(fresh.id)).toBe(false);
    expect(await t.database.db.select({ id: pigeons.id }).from(pigeons)).toHaveLength(
      before.length,
    );
  });

  it.each([
    ['adminPigeonsList', {}],
    ['adminPigeonGet', { id: 1 }],
    [
      'adminPigeonSave',
      {
        tagNum: 'TR-2024-1',
        ownerId: 'x',
        active: true,
        state: 'a',
        description: '',
        photoIds: [],
        pedigreeId: null,
      },
    ],
    ['adminPigeonNextSerial', {}],
    ['adminOwnersSearch', { q: 'a' }],
    ['adminOwnerSave', { fullname: 'Ali Veli', province: 'İzmir', city: 'Bornova', note: '' }],
  ])('%s is refused for a guest (401) and a member (403)', async (name, data) => {
    expect((await new ApiClient(t.app).call(name, data)).status).toBe(401);
    expect((await member.call(name, data)).status).toBe(403);
  });

  it('answers 404 in Turkish for an unknown pigeon', async () => {
    const outcome = await staff.call('adminPigeonGet', { id: 987654 });
    expect(outcome.status).toBe(404);
    expect(outcome.error?.message).toBe('Güvercin bulunamadı.');
  });

  it('refuses an unknown upload id in Turkish', async () => {
    const outcome = await save({ tagNum: 'TR-2016-919191', photoIds: ['bilinmeyen-dosya'] });
    expect(outcome.status).toBe(400);
    expect(outcome.error?.message).toMatch(/[ğüşıöçİ]/);
  });
});

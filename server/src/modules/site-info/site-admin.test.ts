import type { AdminSiteInfo, AdminSiteInfoSaveData } from '@kanat/shared/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { insertAuctionRoots, insertContainer } from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { isAttached, uploadAccepted } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

/** The form as the console sends it back: every picture kept by its address. */
function formOf(info: AdminSiteInfo): AdminSiteInfoSaveData {
  const keep = (image: { url: string }) => ({ url: image.url });
  return {
    fields: info.fields as AdminSiteInfoSaveData['fields'],
    labels: info.labels,
    logo: keep(info.logo),
    institute: keep(info.institute),
    slider: { full: info.slider.full.map(keep), mobile: info.slider.mobile.map(keep) },
    sponsors: info.sponsors.map((s) => ({ name: s.name, url: s.url, image: keep(s.image) })),
    pages: info.pages,
  };
}

describe('console site information (adminSiteInfo*, adminBannerSet)', () => {
  let t: TestApp;
  let staff: SignedInMember;
  let editor: ApiClient;
  let guest: ApiClient;
  let roots: { vitrine: number; archive: number };

  beforeAll(async () => {
    t = await createTestApp();
    roots = await insertAuctionRoots(t.app.db);
    staff = await createSignedInStaff(t.app);
    editor = new ApiClient(t.app, { cookie: staff.cookie });
    guest = new ApiClient(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const infos = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/infos' })).json<Record<string, string>>();
  const load = () => editor.ok<AdminSiteInfo>('adminSiteInfoGet', null);
  const attached = (id: string) => isAttached(t.database.db, id);
  const lastAudit = async (type: 'site' | 'banner') =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, type)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it('loads every group, with the shipped corporate pages', async () => {
    const info = await load();
    expect(info.fields).toMatchObject({
      telephone: '+90 (212) 555 01 23',
      instagram_url: 'https://www.instagram.com/kanatmezat',
      how_to_bid_step_one_title: 'Üye Olun',
    });
    expect(info.labels.length).toBeGreaterThan(0);
    expect(info.logo).toEqual({ url: '/static/brand/logo.svg', mediaId: null });
    expect(info.pages.about_us).toMatch(/<p>/);
    for (const html of Object.values(info.pages)) expect(html.length).toBeGreaterThan(50);
  });

  it('saves texts, pictures, sponsors and pages; the site shows them at once in the SPEC shape', async () => {
    const logo = await uploadAccepted(t.app, staff.cookie, 'logo');
    const wide = await uploadAccepted(t.app, staff.cookie, 'slider');
    const narrow = await uploadAccepted(t.app, staff.cookie, 'slider-mobile');
    const sponsor = await uploadAccepted(t.app, staff.cookie, 'sponsor');
    const form = formOf(await load());
    // The phone, the mail and the address typed once: their links follow.
    form.fields.telephone = '0232 555 44 33';
    form.fields.mail_name = 'bilgi@kanatmezat.example';
    form.fields.address_name = 'Kemeraltı Cd. No:5, Konak / İzmir';
    form.fields.address_url = '';
    form.labels = [{ title: 'Güvenli', text: 'Her teklif doğrulanır.' }];
    form.logo = { mediaId: logo.id };
    form.slider = { full: [{ mediaId: wide.id }], mobile: [{ mediaId: narrow.id }] };
    form.sponsors = [
      { name: 'Yem A.Ş.', url: 'https://yem.example.com', image: { mediaId: sponsor.id } },
    ];
    form.pages.about_us = '<h2>Biz kimiz</h2><p>Yeni metin.</p><script>alert(1)</script>';
    const saved = await editor.ok<AdminSiteInfo>('adminSiteInfoSave', form);
    expect(saved.logo).toEqual({ url: logo.url, mediaId: logo.id });
    expect(saved.pages.about_us).toBe('<h2>Biz kimiz</h2><p>Yeni metin.</p>');

    const info = await infos();
    for (const value of Object.values(info)) expect(typeof value).toBe('string');
    expect(info.telephone).toBe('0232 555 44 33');
    expect(info.telephone_url).toBe('tel:+902325554433');
    expect(info.mail_url).toBe('mailto:bilgi@kanatmezat.example');
    expect(info.address_url).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Kemeraltı Cd. No:5, Konak / İzmir')}`,
    );
    expect(info.logo).toBe(logo.url);
    expect(JSON.parse(info.label_titles as string)).toEqual([
      { title: 'Güvenli', text: 'Her teklif doğrulanır.' },
    ]);
    expect(JSON.parse(info.slider_pics as string)).toEqual({
      full: [wide.url],
      mobile: [narrow.url],
    });
    expect(JSON.parse(info.sponsors as string)).toEqual([
      { name: 'Yem A.Ş.', image: sponsor.url, url: 'https://yem.example.com' },
    ]);
    for (const file of [logo, wide, narrow, sponsor]) expect(await attached(file.id)).toBe(true);

    // The edited page is served where site information now points; the others are unchanged.
    expect(info.about_us_html_loc).toMatch(/^\/api\/pages\/about-us\?v=\d+$/);
    expect(info.terms_html_loc).toBe('/static/kurumsal/kullanim-kosullari.html');
    const page = await t.app.inject({ method: 'GET', url: info.about_us_html_loc as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe('<h2>Biz kimiz</h2><p>Yeni metin.</p>');
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/terms' })).statusCode).toBe(404);

    const audit = await lastAudit('site');
    expect(audit).toMatchObject({ action: 'site.update', actorId: staff.user.uid });
    expect(audit?.before).toMatchObject({ telephone: '+90 (212) 555 01 23' });
    expect(audit?.after).toMatchObject({
      telephone: '0232 555 44 33',
      telephone_url: 'tel:+902325554433',
      pages: { about_us: '<h2>Biz kimiz</h2><p>Yeni metin.</p>' },
    });

    // Removing a slider picture and replacing the logo releases their uploads.
    const again = formOf(saved);
    again.slider.full = [];
    const logo2 = await uploadAccepted(t.app, staff.cookie, 'logo');
    again.logo = { mediaId: logo2.id };
    await editor.ok('adminSiteInfoSave', again);
    expect(await attached(wide.id)).toBe(false);
    expect(await attached(logo.id)).toBe(false);
    expect(await attached(narrow.id)).toBe(true);
    expect(JSON.parse((await infos()).slider_pics as string)).toEqual({
      full: [],
      mobile: [narrow.url],
    });
  });

  it.each([
    [
      'instagram_url',
      'instagram.com/x',
      'Instagram adresi https:// ile başlayan geçerli bir adres olmalı.',
    ],
    [
      'telephone',
      '555 01 23',
      'Telefon aranabilir bir numara olmalı, ör. 0212 555 01 23 ya da +90 212 555 01 23.',
    ],
    [
      'mail_name',
      'iletisim-ornek.com',
      'E-posta geçerli bir e-posta adresi olmalı, ör. bilgi@ornek.com.',
    ],
    ['telephone', '   ', 'Telefon boş bırakılamaz.'],
  ])('refuses a bad %s with a Turkish message', async (field, value, message) => {
    const form = formOf(await load());
    (form.fields as Record<string, string>)[field] = value;
    expect(await editor.call('adminSiteInfoSave', form)).toMatchObject({
      status: 400,
      error: { message },
    });
  });

  it('refuses a picture the site does not show, a half-filled sponsor and an empty page', async () => {
    const form = formOf(await load());
    expect(
      await editor.call('adminSiteInfoSave', {
        ...form,
        logo: { url: 'https://evil.example/x.png' },
      }),
    ).toMatchObject({
      status: 400,
      error: { message: 'Logo: bu resim sitede kullanılmıyor; yeniden yükleyin.' },
    });
    expect(
      await editor.call('adminSiteInfoSave', {
        ...form,
        sponsors: [{ name: '', url: '', image: { url: form.logo.url } }],
      }),
    ).toMatchObject({ status: 400, error: { message: '1. sponsorun adı ve resmi gerekli.' } });
    expect(
      await editor.call('adminSiteInfoSave', {
        ...form,
        pages: { ...form.pages, terms: '<p> </p>' },
      }),
    ).toMatchObject({
      status: 400,
      error: { message: '“Kullanım Koşulları” sayfasının metni boş olamaz.' },
    });
  });

  it('lets each role change only the fields of its areas (editor: pages; administrator: settings)', async () => {
    const onlyEditor = await createSignedInMember(t.app, { roles: ['editor'] });
    const onlyAdmin = await createSignedInMember(t.app, { roles: ['administrator'] });
    const asEditor = new ApiClient(t.app, { cookie: onlyEditor.cookie });
    const asAdmin = new ApiClient(t.app, { cookie: onlyAdmin.cookie });
    // Both read the whole form.
    const form = formOf(await asEditor.ok<AdminSiteInfo>('adminSiteInfoGet', null));

    const refusedToEditor = {
      ...form,
      fields: { ...form.fields, telephone: '+90 (212) 555 99 99' },
    };
    expect(await asEditor.call('adminSiteInfoSave', refusedToEditor)).toMatchObject({
      status: 403,
      error: { status: 'PERMISSION_DENIED', message: 'Bu alanı değiştirme yetkiniz yok: Telefon' },
    });
    const refusedToAdmin = {
      ...form,
      pages: { ...form.pages, about_us: '<p>Yönetici yazdı.</p>' },
    };
    expect(await asAdmin.call('adminSiteInfoSave', refusedToAdmin)).toMatchObject({
      status: 403,
      error: { message: 'Bu alanı değiştirme yetkiniz yok: Hakkımızda' },
    });
    expect((await load()).pages.about_us).not.toBe('<p>Yönetici yazdı.</p>');

    // The whole form sent back with only one's own fields changed is saved.
    const aboutUs = { ...form, pages: { ...form.pages, about_us: '<p>Editör yazdı.</p>' } };
    expect((await asEditor.ok<AdminSiteInfo>('adminSiteInfoSave', aboutUs)).pages.about_us).toBe(
      '<p>Editör yazdı.</p>',
    );
    const terms = formOf(await load());
    terms.pages.terms = '<p>Yeni kullanım koşulları.</p>';
    expect((await asAdmin.ok<AdminSiteInfo>('adminSiteInfoSave', terms)).pages.terms).toBe(
      '<p>Yeni kullanım koşulları.</p>',
    );
    // A clerk does not open the form at all.
    const clerk = await createSignedInMember(t.app, { roles: ['clerk'] });
    expect(
      (await new ApiClient(t.app, { cookie: clerk.cookie }).call('adminSiteInfoGet', null)).status,
    ).toBe(403);
  });

  it('moves the site to other group and archive folders only when they can hold groups', async () => {
    const form = formOf(await load());
    expect(form.fields).toMatchObject({
      auction_vitrine_id: String(roots.vitrine),
      auction_archive_id: String(roots.archive),
    });
    const folders = (vitrine: string, archive: string) =>
      editor.call('adminSiteInfoSave', {
        ...form,
        fields: { ...form.fields, auction_vitrine_id: vitrine, auction_archive_id: archive },
      });
    const lotsOnly = await insertContainer(t.app.db, {
      name: 'Lot grubu',
      isFinalContainer: true,
      expiry: 0,
    });
    expect(await folders(String(roots.vitrine), String(roots.vitrine))).toMatchObject({
      status: 400,
      error: { message: 'Grup İhaleler ve Arşiv klasörleri aynı olamaz.' },
    });
    expect(await folders(String(lotsOnly), String(roots.archive))).toMatchObject({
      status: 400,
      error: {
        message: 'Grup İhaleler klasörü var olan, içinde grup tutan bir klasör olmalı.',
      },
    });
    expect(await folders('abc', String(roots.archive))).toMatchObject({
      status: 400,
      error: { message: 'Grup İhaleler klasörü bir tam sayı olmalı.' },
    });
    const other = await insertContainer(t.app.db, {
      name: 'Yeni vitrin',
      isFinalContainer: false,
      expiry: 0,
    });
    expect((await folders(String(other), String(roots.archive))).status).toBe(200);
    expect((await infos()).auction_vitrine_id).toBe(String(other));
    expect((await folders(String(roots.vitrine), String(roots.archive))).status).toBe(200);
  });

  it('sets and clears the banner, with its colour, and records both', async () => {
    const set = await editor.ok('adminBannerSet', {
      message: '  Bu gece bakım var.  ',
      color: 'orange',
    });
    expect(set).toMatchObject({ message: 'Bu gece bakım var.', color: 'orange' });
    expect((await t.app.inject({ method: 'GET', url: '/api/banner' })).json()).toEqual({
      message: 'Bu gece bakım var.',
      color: 'orange',
    });
    expect(await lastAudit('banner')).toMatchObject({
      action: 'banner.set',
      before: { message: null, color: null },
      after: { message: 'Bu gece bakım var.', color: 'orange' },
    });
    await editor.ok('adminBannerSet', { message: null, color: 'blue' });
    expect((await t.app.inject({ method: 'GET', url: '/api/banner' })).json()).toEqual({
      message: null,
      color: null,
    });
    expect((await lastAudit('banner'))?.action).toBe('banner.clear');
    const badColour = await editor.call('adminBannerSet', { message: 'x', color: 'pink' });
    expect(badColour.status).toBe(400);
  });

  it.each([
    ['adminSiteInfoGet', null],
    ['adminSiteInfoSave', {}],
    ['adminBannerSet', { message: 'x', color: 'red' }],
  ])('refuses %s to a guest (401) and a member (403)', async (name, data) => {
    expect((await guest.call(name, data)).status).toBe(401);
    const member = new ApiClient(t.app, { cookie: (await createSignedInMember(t.app)).cookie });
    expect((await member.call(name, data)).status).toBe(403);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { forbidden, xssPayloads } from '@kanat/shared/testing/xss-payloads';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows } from '../../db/connection';
import {
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

interface StaffNews {
  id: string;
  title: string;
  main_picture: string | null;
  publish_date: number;
  page_data: string;
  updatedOn: number;
}

async function pngBase64(width: number, height: number): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return png.toString('base64');
}

describe('staff news API (POST/PUT/DELETE /api/staff/news)', () => {
  let t: TestApp;
  let staff: SignedInMember;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createSignedInStaff(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const publish = (payload: object, cookie = staff.cookie) =>
    t.app.inject({ method: 'POST', url: '/api/staff/news', headers: { cookie }, payload });
  const edit = (id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/staff/news/${id}`,
      headers: { cookie: staff.cookie },
      payload,
    });
  const body = async (item: StaffNews) =>
    (await t.app.inject({ method: 'GET', url: item.page_data })).body;
  const firstOfList = async () =>
    (await t.app.inject({ method: 'POST', url: '/api/list/news', payload: { p: 0, c: 1 } })).json<{
      r: Array<{ id: string; title: string }>;
    }>().r[0];
  const searchTitles = async (q: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/list/news-search', payload: { q, c: 20 } }))
      .json<{ r: Array<{ title: string }> }>()
      .r.map((r) => r.title);

  it('is for staff only', async () => {
    const payload = { title: 'Başlık', body: '<p>Metin</p>' };
    const guest = await t.app.inject({ method: 'POST', url: '/api/staff/news', payload });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('unauthenticated');
    const member = await createSignedInMember(t.app);
    const denied = await publish(payload, member.cookie);
    expect(denied.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/staff/news',
      headers: { authorization: 'Bearer uydurma-bir-anahtar-uydurma-bir-anahtar' },
      payload,
    });
    expect(forged.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/staff/news/1', payload: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('publishes with an uploaded picture; the item is listed and searchable at once', async () => {
    const response = await publish({
      title: 'Bahar Yarışı Sonuçları',
      body: '<p>Kırklareli etabını <strong>Ayşe Işık</strong> kazandı.</p>',
      picture: { data: await pngBase64(2000, 1125), name: 'kapak.png' },
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<StaffNews>();
    expect(item.title).toBe('Bahar Yarışı Sonuçları');
    expect(item.main_picture).toMatch(/^\/media\/news\/[A-Za-z0-9_-]+-1280\.jpg$/);
    const file = path.join(t.config.mediaDir, (item.main_picture as string).replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);

    expect(await firstOfList()).toMatchObject({ id: item.id, title: 'Bahar Yarışı Sonuçları' });
    expect(await searchTitles('IŞIK')).toEqual(['Bahar Yarışı Sonuçları']);
    expect(await body(item)).toBe('<p>Kırklareli etabını <strong>Ayşe Işık</strong> kazandı.</p>');
  });

  it('publishes with a picture URL, and refuses unsafe URLs and files that are not pictures', async () => {
    const ok = await publish({
      title: 'Adresli resim',
      body: '<p>x</p>',
      pictureUrl: 'https://cdn.example.com/kapak.jpg',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<StaffNews>().main_picture).toBe('https://cdn.example.com/kapak.jpg');

    for (const pictureUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/media/../../etc/passwd',
      'ftp://x/y.jpg',
    ]) {
      const refused = await publish({ title: 'x', body: '<p>x</p>', pictureUrl });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        'Resim adresi http(s):// ya da /media/ ile başlamalı.',
      );
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString(
      'base64',
    );
    for (const data of [Buffer.from('bu bir resim değil').toString('base64'), svg]) {
      const refused = await publish({ title: 'x', body: '<p>x</p>', picture: { data } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        'Resim okunamadı; JPEG, PNG, WebP ya da GIF yükleyin.',
      );
    }
  });

  it('sanitises the body on the way in', async () => {
    const response = await publish({
      title: 'XSS denemesi',
      body: `<p>Güvenli metin</p>${xssPayloads.join('\n')}`,
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<StaffNews>();
    const [stored] = await queryRows<{ body_html: string }>(
      t.database.db,
      sql`select body_html from news where id = ${Number(item.id)}`,
    );
    for (const pattern of forbidden) expect(stored?.body_html).not.toMatch(pattern);
    expect(stored?.body_html).toContain('<p>Güvenli metin</p>');
  });

  it('sanitises the body on the way out, also for rows written around the API', async () => {
    const item = (await publish({ title: 'Eski kayıt', body: '<p>x</p>' })).json<StaffNews>();
    await queryRows(
      t.database.db,
      sql`update news set body_html = ${`<p>Eski</p>${xssPayloads.join('')}`} where id = ${Number(item.id)}`,
    );
    const served = await body(item);
    for (const pattern of forbidden) expect(served).not.toMatch(pattern);
    expect(served).toContain('<p>Eski</p>');
  });

  it('refuses a body that is empty once cleaned, and a blank title', async () => {
    const empty = await publish({ title: 'Boş', body: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Haber metni boş olamaz.');
    const blank = await publish({ title: '   ', body: '<p>x</p>' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Başlık boş olamaz.');
  });

  it('edits only the given fields; the change is visible at once under a new body URL', async () => {
    const item = (
      await publish({
        title: 'Taslak başlık',
        body: '<p>İlk metin</p>',
        pictureUrl: '/media/news/eski.jpg',
      })
    ).json<StaffNews>();
    const renamed = await edit(item.id, { title: 'Düzeltilmiş Başlık' });
    expect(renamed.statusCode).toBe(200);
    const after = renamed.json<StaffNews>();
    expect(after).toMatchObject({
      id: item.id,
      title: 'Düzeltilmiş Başlık',
      main_picture: '/media/news/eski.jpg',
      publish_date: item.publish_date,
    });
    expect(await body(after)).toBe('<p>İlk metin</p>');
    expect(await searchTitles('düzeltilmiş')).toEqual(['Düzeltilmiş Başlık']);
    expect(await searchTitles('taslak')).toEqual([]);

    const rewritten = (
      await edit(item.id, {
        body: '<p>Yeni metin <img src=/media/news/a.jpg onerror=alert(1)></p>',
        pictureUrl: null,
      })
    ).json<StaffNews>();
    expect(rewritten.main_picture).toBeNull();
    expect(rewritten.page_data).not.toBe(after.page_data);
    expect(await body(rewritten)).toBe(
      '<p>Yeni metin <img src="/media/news/a.jpg" loading="lazy" /></p>',
    );
    expect(await searchTitles('yeni metin')).toEqual(['Düzeltilmiş Başlık']);

    const picture = (
      await edit(item.id, { picture: { data: await pngBase64(300, 200) } })
    ).json<StaffNews>();
    expect(picture.main_picture).toMatch(/^\/media\/news\/.+-300\.jpg$/);

    expect((await edit('987654', { title: 'x' })).statusCode).toBe(404);
    expect((await edit(item.id, {})).statusCode).toBe(400);
  });

  it('deletes an item', async () => {
    const item = (await publish({ title: 'Silinecek', body: '<p>x</p>' })).json<StaffNews>();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/news/${item.id}`,
      headers: { cookie: staff.cookie },
      // State-changing calls carry a JSON body (the CSRF rule), even an empty one.
      payload: {},
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/news/${item.id}` })).statusCode).toBe(
      404,
    );
  });
});

import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { galleryPhotos } from '../../db/schema';
import { createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

interface GalleryPage {
  r: Array<{ id: number; title: string; img: string; thumb: string; createdOn: number }>;
  p?: string;
}

describe('gallery list (POST /api/list/gallery)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const start = Date.UTC(2024, 0, 1);
    await t.database.db.insert(galleryPhotos).values(
      Array.from({ length: 60 }, (_, i) => ({
        title: `Fotoğraf ${i + 1}`,
        imageUrl: `/media/test/${i + 1}.jpg`,
        thumbUrl: `/media/test/${i + 1}-kucuk.jpg`,
        width: 1200,
        height: 800,
        createdAt: new Date(start + i * 86_400_000),
      })),
    );
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const list = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/list/gallery', payload: body as object });

  it('pages newest first with a cursor until the last page, which has no p', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | number | undefined = 0;
    while (cursor !== undefined) {
      const response = await list({ p: cursor, c: 25 });
      expect(response.statusCode).toBe(200);
      const page = response.json<GalleryPage>();
      sizes.push(page.r.length);
      seen.push(...page.r.map((row) => row.title));
      cursor = page.p;
    }
    expect(sizes).toEqual([25, 25, 10]);
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => `Fotoğraf ${60 - i}`));
  });

  it('returns the row fields the gallery shows', async () => {
    const page = (await list({ p: 0, c: 1 })).json<GalleryPage>();
    expect(page.r[0]).toEqual({
      id: expect.any(Number),
      title: 'Fotoğraf 60',
      img: '/media/test/60.jpg',
      thumb: '/media/test/60-kucuk.jpg',
      width: 1200,
      height: 800,
      srcset: '/media/test/60.jpg 1200w',
      createdOn: Date.UTC(2024, 0, 60),
    });
  });

  it('offers every stored width as srcset, so screens load the size that fits', async () => {
    await t.database.db.insert(galleryPhotos).values({
      title: 'Üç boy',
      imageUrl: '/media/g/a.jpg',
      thumbUrl: '/media/g/a-kucuk.jpg',
      width: 1200,
      height: 800,
      variants: [
        { url: '/media/g/a-kucuk.jpg', width: 400, height: 267 },
        { url: '/media/g/a-orta.jpg', width: 800, height: 533 },
        { url: '/media/g/a.jpg', width: 1200, height: 800 },
      ],
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    });
    const page = (await list({ p: 0, c: 1 })).json<GalleryPage>();
    expect(page.r[0]).toMatchObject({
      title: 'Üç boy',
      img: '/media/g/a.jpg',
      thumb: '/media/g/a-kucuk.jpg',
      srcset: '/media/g/a-kucuk.jpg 400w, /media/g/a-orta.jpg 800w, /media/g/a.jpg 1200w',
    });
    await t.database.db.delete(galleryPhotos).where(eq(galleryPhotos.title, 'Üç boy'));
  });

  it('defaults to 10 rows (SPEC §9), starts on p 0 or null, and caps c', async () => {
    expect((await list({})).json<GalleryPage>().r).toHaveLength(10);
    expect((await list({ p: null, c: 3 })).json<GalleryPage>().r).toHaveLength(3);
    const capped = (await list({ c: 1000 })).json<GalleryPage>();
    expect(capped.r).toHaveLength(50);
    expect(capped.p).toEqual(expect.any(String));
  });

  it('answers a bad cursor or count in the plain error shape', async () => {
    let response = await list({ p: 'bozuk-imlec' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Geçersiz sayfa imleci.' },
    });
    response = await list({ c: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Geçersiz istek verisi: c.' },
    });
  });

  it('answers an oversized body with 413 and an unknown list with 404', async () => {
    const big = await list({ p: 0, filler: 'x'.repeat(100 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: { code: 'invalid-argument', message: 'İstek çok büyük.' },
    });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/list/yok', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not-found', message: 'Bulunamadı.' } });
  });

  it('lets staff add a photo in three widths and remove it', async () => {
    const picture = (
      await sharp({ create: { width: 2000, height: 1333, channels: 3, background: '#557799' } })
        .jpeg()
        .toBuffer()
    ).toString('base64');
    const payload = { title: 'Yeni fotoğraf', picture: { data: picture } };
    const guest = await t.app.inject({ method: 'POST', url: '/api/staff/gallery', payload });
    expect(guest.statusCode).toBe(401);
    const member = await createSignedInMember(t.app);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/staff/gallery',
      headers: { cookie: member.cookie },
      payload,
    });
    expect(denied.statusCode).toBe(403);

    const staff = await createSignedInStaff(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/staff/gallery',
      headers: { cookie: staff.cookie },
      payload,
    });
    expect(added.statusCode).toBe(201);
    const photo = added.json<GalleryPage['r'][number] & { srcset: string; width: number }>();
    expect(photo.width).toBe(1600);
    expect(photo.thumb).toMatch(/^\/media\/gallery\/.+-400\.jpg$/);
    expect(photo.img).toMatch(/^\/media\/gallery\/.+-1600\.jpg$/);
    expect(photo.srcset).toMatch(
      /-400\.jpg 400w, \/media\/gallery\/.+-800\.jpg 800w, .+-1600\.jpg 1600w$/,
    );
    const sizes = await Promise.all(
      photo.srcset.split(', ').map(async (entry) => {
        const url = entry.split(' ')[0] as string;
        const meta = await sharp(
          path.join(t.config.mediaDir, url.replace('/media/', '')),
        ).metadata();
        return [meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      [400, 266],
      [800, 533],
      [1600, 1066],
    ]);
    expect((await list({ p: 0, c: 1 })).json<GalleryPage>().r[0]?.title).toBe('Yeni fotoğraf');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/gallery/${photo.id}`,
      headers: { cookie: staff.cookie },
      payload: {},
    });
    expect(removed.statusCode).toBe(204);
    expect((await list({ p: 0, c: 1 })).json<GalleryPage>().r[0]?.title).not.toBe('Yeni fotoğraf');
  });
});

import { galleryPhotos } from '../../db/schema';
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
      createdOn: Date.UTC(2024, 0, 60),
    });
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
});

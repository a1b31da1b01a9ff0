import { news } from '../../db/schema';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { publishNews } from './news-editor';
import { indexUnindexedNews } from './news-service';

interface Row {
  id: string;
  title: string;
}
interface Page {
  r: Row[];
  p?: string;
}

describe('news search (POST /api/list/news-search), Turkish full-text', () => {
  let t: TestApp;

  const items = [
    {
      title: 'GÜVERCİN SEVERLER BULUŞTU',
      body: '<p>Kulüp üyeleri bahar toplantısında bir araya geldi.</p>',
    },
    {
      title: 'Işık Kardeşlerin Kümesi',
      body: '<p>Ailenin kümesi yeni sezona hazır.</p>',
    },
    {
      title: 'İzmir Bölge Toplantısı',
      body: '<p>Bu yılın sürat <strong>yarışı</strong> İzmir’de yapılacak.</p>',
    },
    {
      title: 'Şampiyon Kuşların Bakımı',
      body: '<p>Şampiyonluk için düzenli aşı ve temiz su şart. Güvercinler yorulmamalı.</p>',
    },
    {
      title: 'Sonbahar Programı',
      body: '<p>Programda işik olmayan bir konu: ilaçlar &amp; vitaminler.</p><script>alert("yarış")</script>',
    },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    let at = Date.UTC(2024, 4, 1);
    for (const item of items) {
      at += 86_400_000;
      await publishNews(t.database.db, t.config.mediaDir, { ...item, publishDate: at });
    }
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string, p?: string, c = 10): Promise<Page> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/list/news-search',
      payload: { q, p: p ?? 0, c },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const titles = async (q: string) => (await search(q)).r.map((row) => row.title).sort();

  it("finds lower-case words for upper-case queries with Turkish rules ('GÜVERCİN')", async () => {
    expect(await titles('GÜVERCİN')).toEqual([
      'GÜVERCİN SEVERLER BULUŞTU',
      'Şampiyon Kuşların Bakımı',
    ]);
    expect(await titles('güvercin')).toEqual(await titles('GÜVERCİN'));
  });

  it("keeps dotless ı apart from i: 'ışık' and 'IŞIK' find 'Işık'", async () => {
    expect(await titles('ışık')).toContain('Işık Kardeşlerin Kümesi');
    expect(await titles('IŞIK')).toContain('Işık Kardeşlerin Kümesi');
    // 'İzmir' lower-cases to 'izmir' (not 'i̇zmir'), so both spellings meet.
    expect(await titles('izmir')).toEqual(['İzmir Bölge Toplantısı']);
    expect(await titles('İZMİR')).toEqual(['İzmir Bölge Toplantısı']);
  });

  it("matches inflected forms through the Turkish stemmer: 'yarış' finds 'yarışı'", async () => {
    expect(await titles('yarış')).toEqual(['İzmir Bölge Toplantısı']);
    expect(await titles('yarışları')).toEqual(['İzmir Bölge Toplantısı']);
    expect(await titles('şampiyonlar')).toEqual(['Şampiyon Kuşların Bakımı']);
  });

  it('matches partial words as prefixes and ASCII spellings of Turkish letters', async () => {
    expect(await titles('güve')).toEqual(['GÜVERCİN SEVERLER BULUŞTU', 'Şampiyon Kuşların Bakımı']);
    expect(await titles('guvercin')).toEqual(await titles('güvercin'));
    expect(await titles('sampiyon')).toEqual(['Şampiyon Kuşların Bakımı']);
  });

  it('needs every word, ignores Turkish stop words and punctuation', async () => {
    expect(await titles('kümesi sezona')).toEqual(['Işık Kardeşlerin Kümesi']);
    expect(await titles('kümesi toplantı')).toEqual([]);
    expect(await titles('ve kümesi')).toEqual(['Işık Kardeşlerin Kümesi']);
    expect(await titles('"kümesi" & !(sezona):*')).toEqual(['Işık Kardeşlerin Kümesi']);
  });

  it('searches the text of the body, not its markup or scripts', async () => {
    expect(await titles('strong')).toEqual([]);
    expect(await titles('alert')).toEqual([]);
    expect(await titles('vitaminler')).toEqual(['Sonbahar Programı']);
  });

  it('ranks title matches above body matches', async () => {
    const rows = (await search('güvercin')).r;
    expect(rows[0]?.title).toBe('GÜVERCİN SEVERLER BULUŞTU');
  });

  it('pages 3 at a time by default (SPEC §9) and continues with the cursor', async () => {
    // Words starting with 'k': kulüp, kardeşlerin/kümesi, kuşların, konu.
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/list/news-search',
      payload: { q: 'k', p: 0 },
    });
    const page1 = first.json<Page>();
    expect(page1.r).toHaveLength(3);
    expect(page1.p).toEqual(expect.any(String));
    const page2 = await search('k', page1.p, 3);
    expect(page2.r).toHaveLength(1);
    expect(page2.p).toBeUndefined();
    const seen = [...page1.r, ...page2.r].map((row) => row.title).sort();
    expect(seen).toEqual([
      'GÜVERCİN SEVERLER BULUŞTU',
      'Işık Kardeşlerin Kümesi',
      'Sonbahar Programı',
      'Şampiyon Kuşların Bakımı',
    ]);
  });

  it('answers a query of stop words, spaces or punctuation with no rows', async () => {
    expect((await search('ve için bu')).r).toEqual([]);
    expect((await search('   ')).r).toEqual([]);
    expect((await search('!!! & | :*')).r).toEqual([]);
    expect((await search('')).r).toEqual([]);
  });

  it('refuses a broken cursor', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/list/news-search',
      payload: { q: 'k', p: 'bozuk' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('indexes rows that were stored without search columns (the start-up catch-up)', async () => {
    await t.database.db.insert(news).values({
      title: 'ELAZIĞ Kuş Pazarı',
      bodyHtml: '<p>Doğrudan veritabanına yazılmış bir kayıt.</p>',
      publishDate: new Date(Date.UTC(2024, 6, 1)),
    });
    expect(await titles('elazığ')).toEqual([]);
    expect(await indexUnindexedNews(t.database.db)).toBe(1);
    expect(await titles('elazığ')).toEqual(['ELAZIĞ Kuş Pazarı']);
    expect(await titles('veritabanına')).toEqual(['ELAZIĞ Kuş Pazarı']);
    expect(await indexUnindexedNews(t.database.db)).toBe(0);
  });
});

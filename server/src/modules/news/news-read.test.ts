import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connection';
import { createSignedInMember } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { publishNews } from './news-editor';

interface NewsRow {
  id: string;
  title: string;
  main_picture: string | null;
  publish_date: number;
  comment_count: number;
  views: number;
  likes: number;
}
interface Page {
  r: NewsRow[];
  p?: string;
}
interface Detail extends NewsRow {
  page_data: string;
  likedByMe: boolean;
}

const day = 86_400_000;
const start = Date.UTC(2024, 0, 1);

describe('news lists and items', () => {
  let t: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 1; i <= 25; i++) {
      ids.push(
        await publishNews(t.database.db, t.config.mediaDir, {
          title: `Haber ${i}`,
          body: `<p>Metin ${i}</p>`,
          pictureUrl: `/media/test/haber-${i}.jpg`,
          publishDate: start + i * day,
        }),
      );
    }
    // Views as readers left them, for the most-read list.
    await queryRows(t.database.db, sql`update news set views = (id * 37) % 100`);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const list = async (name: string, body: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/list/${name}`,
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };

  describe('POST /api/list/news', () => {
    it('pages 10 at a time, newest first, until a last page without p', async () => {
      const titles: string[] = [];
      const sizes: number[] = [];
      let p: string | number | undefined = 0;
      while (p !== undefined) {
        const page: Page = await list('news', { p });
        sizes.push(page.r.length);
        titles.push(...page.r.map((row) => row.title));
        p = page.p;
      }
      expect(sizes).toEqual([10, 10, 5]);
      expect(titles).toEqual(Array.from({ length: 25 }, (_, i) => `Haber ${25 - i}`));
    });

    it('sends the row fields of the client contract', async () => {
      const page = await list('news', { p: 0, c: 1 });
      expect(page.r[0]).toEqual({
        id: String(ids[24]),
        title: 'Haber 25',
        main_picture: '/media/test/haber-25.jpg',
        publish_date: start + 25 * day,
        comment_count: 0,
        views: expect.any(Number),
        likes: 0,
      });
    });
  });

  it('lists the newest news for the side panel (news-new), 5 by default', async () => {
    const page = await list('news-new', { p: 0 });
    expect(page.r.map((r) => r.title)).toEqual([
      'Haber 25',
      'Haber 24',
      'Haber 23',
      'Haber 22',
      'Haber 21',
    ]);
  });

  it('lists the most read news (news-most-read), most views first', async () => {
    const page = await list('news-most-read', { p: 0, c: 5 });
    const views = page.r.map((r) => r.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const all = await list('news-most-read', { p: 0, c: 20 });
    const next = await list('news-most-read', { p: all.p, c: 20 });
    const every = [...all.r, ...next.r].map((r) => r.views);
    expect(every).toHaveLength(25);
    expect(page.r[0]?.views).toBe(Math.max(...every));
  });

  describe('GET /api/news/:id', () => {
    const read = (id: number | string, cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/news/${id}`,
        headers: { 'user-agent': 'jest', ...(cookie === undefined ? {} : { cookie }) },
      });

    it('answers the item with page_data and likedByMe, 404 for unknown ids', async () => {
      const response = await read(ids[0] as number);
      expect(response.statusCode).toBe(200);
      const detail = response.json<Detail>();
      expect(detail).toMatchObject({
        id: String(ids[0]),
        title: 'Haber 1',
        main_picture: '/media/test/haber-1.jpg',
        likedByMe: false,
      });
      expect(detail.page_data).toMatch(new RegExp(`^/api/news/${ids[0]}/body\\?v=\\d+$`));

      for (const bad of ['999999', 'abc', '0', '99999999999']) {
        const missing = await read(bad);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({
          error: { code: 'not-found', message: 'Haber bulunamadı' },
        });
      }
    });

    it('counts a visitor once, however often the page is reloaded', async () => {
      const id = ids[1] as number;
      const before = (await read(id)).json<Detail>().views;
      // A new browser: counted, and handed a viewer cookie.
      const first = await t.app.inject({
        method: 'GET',
        url: `/api/news/${id}`,
        headers: { 'user-agent': 'başka tarayıcı' },
      });
      expect(first.json<Detail>().views).toBe(before + 1);
      const setCookie = String(first.headers['set-cookie']);
      expect(setCookie).toMatch(
        /^km_viewer=[A-Za-z0-9_-]+; Path=\/api\/news; .*HttpOnly; SameSite=Lax/,
      );
      const cookie = setCookie.split(';')[0] as string;
      // Reloads with the cookie, and reloads of a browser that refuses cookies, do not count.
      for (let i = 0; i < 3; i++) {
        expect((await read(id, cookie)).json<Detail>().views).toBe(before + 1);
        const noCookie = await t.app.inject({
          method: 'GET',
          url: `/api/news/${id}`,
          headers: { 'user-agent': 'başka tarayıcı' },
        });
        expect(noCookie.json<Detail>().views).toBe(before + 1);
      }
    });

    it('counts the same viewer again after 24 hours', async () => {
      const id = ids[2] as number;
      const first = await read(id);
      const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
      const counted = first.json<Detail>().views;
      expect((await read(id, cookie)).json<Detail>().views).toBe(counted);
      await queryRows(
        t.database.db,
        sql`update news_views set viewed_at = viewed_at - interval '25 hours' where news_id = ${id}`,
      );
      expect((await read(id, cookie)).json<Detail>().views).toBe(counted + 1);
      expect((await read(id, cookie)).json<Detail>().views).toBe(counted + 1);
    });

    it('counts a member once across devices and tells whether they liked it', async () => {
      const id = ids[3] as number;
      const member = await createSignedInMember(t.app);
      const before = (await read(id)).json<Detail>().views;
      const a = (await read(id, member.cookie)).json<Detail>();
      const b = (await read(id, member.cookie)).json<Detail>();
      expect(a.views).toBe(before + 1);
      expect(b.views).toBe(before + 1);
      expect(b.likedByMe).toBe(false);
      const like = await t.app.inject({
        method: 'POST',
        url: '/api/fn/likeNew',
        headers: { cookie: member.cookie },
        payload: { data: { id: String(id) } },
      });
      expect(like.statusCode).toBe(200);
      expect((await read(id, member.cookie)).json<Detail>().likedByMe).toBe(true);
      expect((await read(id)).json<Detail>().likedByMe).toBe(false);
    });

    it('counts parallel first loads of one viewer once', async () => {
      const id = ids[4] as number;
      const member = await createSignedInMember(t.app);
      const before = (await read(id)).json<Detail>().views;
      const answers = await Promise.all(Array.from({ length: 5 }, () => read(id, member.cookie)));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect((await read(id, member.cookie)).json<Detail>().views).toBe(before + 1);
    });
  });

  describe('GET /api/news/:id/body (page_data)', () => {
    it('serves the stored HTML as a fragment that cannot run anything when opened alone', async () => {
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/news/${ids[5]}` })
      ).json<Detail>();
      const response = await t.app.inject({ method: 'GET', url: detail.page_data });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toBe('<p>Metin 6</p>');

      const unversioned = await t.app.inject({ method: 'GET', url: `/api/news/${ids[5]}/body` });
      expect(unversioned.headers['cache-control']).toBe('no-cache');
      expect((await t.app.inject({ method: 'GET', url: '/api/news/424242/body' })).statusCode).toBe(
        404,
      );
    });
  });
});

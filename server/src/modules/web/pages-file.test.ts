import { rmSync } from 'node:fs';
import { messages, pageTitle } from '@kanat/shared/i18n/full';
import type { RemotePages } from '@kanat/shared/rules';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { readHead } from '../../test/web/link-preview-fixtures';
import { shellOnlyAppsDir } from '../../test/web/web-fixtures';

// A page added to a remote's pages file (here mf-corporate's, with one more page) gets its
// head, its title and its sitemap entry from the server, with no change to the server.
jest.mock('../../../../mf-corporate/src/pages', () => {
  const actual = jest.requireActual<{ corporatePages: RemotePages }>(
    '../../../../mf-corporate/src/pages',
  );
  const added = [
    {
      path: '/kurumsal/sss',
      title: 'Sıkça Sorulan Sorular',
      head: { kind: 'list', description: 'contactDescription' },
      sitemap: { kind: 'page' },
    },
    { path: '/kurumsal/ic-yonetmelik', head: { kind: 'private' } },
  ];
  return {
    corporatePages: { ...actual.corporatePages, pages: [...actual.corporatePages.pages, ...added] },
  };
});

const origin = 'https://kanatmezat.example';

describe('a page added to a remote’s pages file', () => {
  let t: TestApp;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = shellOnlyAppsDir();
    t = await createTestApp({ env: { APPS_DIR: appsDir, PUBLIC_URL: origin } });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('is served with its title, description and canonical address', async () => {
    const response = await get('/kurumsal/sss/');
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.title).toBe(pageTitle('Sıkça Sorulan Sorular'));
    expect(head.meta['og:title']).toBe('Sıkça Sorulan Sorular');
    expect(head.meta.description).toBe(messages.share.contactDescription);
    expect(head.canonical).toBe(`${origin}/kurumsal/sss`);
    expect(head.meta.robots).toBeUndefined();
  });

  it('is private when its head says so: 200, the site’s head, not indexed', async () => {
    const response = await get('/kurumsal/ic-yonetmelik');
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.meta.robots).toBe('noindex');
    expect(head.title).toBe(pageTitle(null));
  });

  it('is listed in the sitemap among the pages, before the items and the text pages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
      (match[1] ?? '').slice(origin.length),
    );
    expect(locs.slice(0, 12)).toEqual([
      '/',
      '/acik-arttirmalar',
      '/grup-ihaleler',
      '/arsiv',
      '/takvim',
      '/canli-mezat',
      '/haberler',
      '/galeri',
      // The information notice and the consent text: pages of mf-corporate, dated by nothing
      // they list.
      '/kurumsal/aydinlatma-metni',
      '/kurumsal/ticari-ileti-onayi',
      '/kurumsal/on-bilgilendirme-ve-satis-kosullari',
      '/iletisim',
    ]);
    expect(locs.slice(-4)).toEqual([
      '/kurumsal/hakkimizda',
      '/kurumsal/kullanim-kosullari',
      '/kurumsal/gizlilik-politikasi',
      '/kurumsal/cerez-politikasi',
    ]);
    expect(locs).not.toContain('/kurumsal/ic-yonetmelik');
  });

  it('leaves a path no page has not found', async () => {
    const response = await get('/kurumsal/yok-boyle-bir-sayfa');
    expect(response.statusCode).toBe(404);
  });
});

import { REMOTE_APPS, remoteName } from '@kanat/shared/apps';
import { REMOTE_PAGES, routeOwner, SITE_PAGES, SITE_ROUTES, sitePageAt } from './site-pages';

describe('routeOwner', () => {
  it('finds the remote that renders a path and everything below its prefix', () => {
    expect(routeOwner('/')).toBe('home');
    expect(routeOwner('/acik-arttirmalar')).toBe('mf_auctions');
    expect(routeOwner('/acik-arttirmalar/22')).toBe('mf_auctions');
    expect(routeOwner('/grup-ihaleler/3/')).toBe('mf_auctions');
    expect(routeOwner('/haberler/1')).toBe('mf_news');
    expect(routeOwner('/yonetim/uyeler')).toBe('mf_admin');
    expect(routeOwner('/500')).toBe('server-error');
  });

  it('matches an exact route only exactly, and knows no other path', () => {
    expect(routeOwner('/galeri')).toBe('mf_news');
    expect(routeOwner('/galeri/5')).toBeNull();
    expect(routeOwner('/acik-arttirmalarX')).toBeNull();
    expect(routeOwner('/yok-boyle-sayfa')).toBeNull();
  });

  it('lists every remote at least once', () => {
    const owners = new Set(SITE_ROUTES.map((route) => route.owner));
    for (const remote of ['mf_auctions', 'mf_news', 'mf_account', 'mf_corporate', 'mf_admin']) {
      expect(owners.has(remote as never)).toBe(true);
    }
  });
});

describe('the pages files', () => {
  it('has a pages file for every remote of the one list, and no other', () => {
    expect(Object.keys(REMOTE_PAGES).sort()).toEqual(REMOTE_APPS.map(remoteName).sort());
  });

  it('puts every page below a route of its own app', () => {
    for (const [name, published] of Object.entries(REMOTE_PAGES)) {
      for (const page of published.pages) {
        const sample = page.path.replace(':id', '1').replace(/\/\*$/, '');
        expect([page.path, routeOwner(sample)]).toEqual([page.path, name]);
        for (const alias of page.aliases ?? []) {
          expect([alias, routeOwner(alias)]).toEqual([alias, name]);
        }
      }
    }
  });

  it('declares each path once, in lower case', () => {
    const paths = SITE_PAGES.flatMap((page) => [page.path, ...(page.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toBe(path.toLowerCase());
  });

  it('names every page whose head is its title: the lists and the text pages', () => {
    for (const page of SITE_PAGES) {
      if (page.head.kind === 'list' || page.head.kind === 'text') {
        expect([page.path, page.title?.trim()]).toEqual([page.path, expect.any(String)]);
        expect(page.title).not.toBe('');
      }
    }
  });

  it('finds a page at its pattern, with the item it names', () => {
    expect(sitePageAt('/haberler/12/')).toMatchObject({
      page: { path: '/haberler/:id' },
      id: '12',
    });
    expect(sitePageAt('/kurumsal')).toMatchObject({ page: { path: '/kurumsal/hakkimizda' } });
    expect(sitePageAt('/hesabim/bilgilerim')).toMatchObject({
      page: { head: { kind: 'private' } },
    });
    expect(sitePageAt('/haberler/12/yorumlar')).toBeNull();
    expect(sitePageAt('/kurumsal/yok')).toBeNull();
  });
});

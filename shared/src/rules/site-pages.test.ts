import { matchesRoute, pageAt, type SitePage } from '@kanat/shared/rules';

const pages: SitePage[] = [
  { path: '/', head: { kind: 'home' } },
  { path: '/haberler', title: 'Haberler', head: { kind: 'list', description: 'newsDescription' } },
  { path: '/haberler/:id', head: { kind: 'news' } },
  {
    path: '/kurumsal/hakkimizda',
    aliases: ['/kurumsal'],
    title: 'Hakkımızda',
    head: { kind: 'text', field: 'about_us_html_loc' },
  },
  { path: '/hesabim/*', head: { kind: 'private' } },
];

describe('pageAt', () => {
  it('finds an exact page, an item of one segment and a whole section', () => {
    expect(pageAt(pages, '/')?.page.path).toBe('/');
    expect(pageAt(pages, '/haberler')).toEqual({ page: pages[1], id: null });
    expect(pageAt(pages, '/haberler/42')).toEqual({ page: pages[2], id: '42' });
    expect(pageAt(pages, '/hesabim')?.page).toBe(pages[4]);
    expect(pageAt(pages, '/hesabim/bilgilerim/duzenle')?.page).toBe(pages[4]);
  });

  it('shows a page at its aliases and ignores trailing slashes', () => {
    expect(pageAt(pages, '/kurumsal')).toEqual({ page: pages[3], id: null });
    expect(pageAt(pages, '/haberler/42/')?.id).toBe('42');
  });

  it('knows no other path, and compares the path as given', () => {
    expect(pageAt(pages, '/haberler/42/yorumlar')).toBeNull();
    expect(pageAt(pages, '/haberlerX')).toBeNull();
    expect(pageAt(pages, '/hesabimX')).toBeNull();
    expect(pageAt(pages, '/HABERLER')).toBeNull();
  });

  it('finds a page of one item below it, with the item', () => {
    const screen: SitePage = { path: '/canli-mezat/:id/salon', head: { kind: 'private' } };
    const withScreen = [...pages, screen];
    expect(pageAt(withScreen, '/canli-mezat/7/salon')).toEqual({ page: screen, id: '7' });
    expect(pageAt(withScreen, '/canli-mezat/7/salon/')?.id).toBe('7');
    expect(pageAt(withScreen, '/canli-mezat/salon')).toBeNull();
    expect(pageAt(withScreen, '/canli-mezat/7/8/salon')).toBeNull();
    expect(pageAt(withScreen, '/canli-mezat/7/salonx')).toBeNull();
  });
});

describe('matchesRoute', () => {
  it('matches a prefix route at and below the prefix, an exact one only exactly, in any case', () => {
    expect(matchesRoute('/hesabim/*', '/Hesabim/Bilgilerim')).toBe(true);
    expect(matchesRoute('/hesabim/*', '/hesabimx')).toBe(false);
    expect(matchesRoute('/galeri', '/galeri/')).toBe(true);
    expect(matchesRoute('/galeri', '/galeri/5')).toBe(false);
  });
});

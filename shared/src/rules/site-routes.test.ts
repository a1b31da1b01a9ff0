import { routeOwner, SITE_ROUTES } from '@kanat/shared/rules';

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

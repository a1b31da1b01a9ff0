import { resolveRoute } from './route-table';

describe('resolveRoute', () => {
  it.each([
    ['/acik-arttirmalar', 'mf_auctions'],
    ['/acik-arttirmalar/42', 'mf_auctions'],
    ['/grup-ihaleler', 'mf_auctions'],
    ['/grup-ihaleler/g1', 'mf_auctions'],
    ['/arsiv', 'mf_auctions'],
    ['/arsiv/a1', 'mf_auctions'],
    ['/katilimcilar', 'mf_auctions'],
    ['/haberler', 'mf_news'],
    ['/haberler/12', 'mf_news'],
    ['/galeri', 'mf_news'],
    ['/giris-yap', 'mf_account'],
    ['/giris-yap/sifremi-unuttum', 'mf_account'],
    ['/sifre-yenile', 'mf_account'],
    ['/kayit-ol', 'mf_account'],
    ['/kayit-ol/basarili', 'mf_account'],
    ['/hesabim', 'mf_account'],
    ['/hesabim/bilgilerim', 'mf_account'],
    ['/guvercinlerim', 'mf_account'],
    ['/kurumsal', 'mf_corporate'],
    ['/kurumsal/cerez-politikasi', 'mf_corporate'],
    ['/iletisim', 'mf_corporate'],
    ['/yonetim', 'mf_admin'],
    ['/yonetim/uyeler/u1', 'mf_admin'],
    ['/yonetim/gruplar/g1/sonuclar', 'mf_admin'],
  ])('sends %s to %s', (path, remote) => {
    expect(resolveRoute(path)).toEqual({ kind: 'remote', remote });
  });

  it('keeps home and the error page in the shell', () => {
    expect(resolveRoute('/')).toEqual({ kind: 'home' });
    expect(resolveRoute('/500')).toEqual({ kind: 'server-error' });
  });

  it.each(['/yok-boyle-bir-sayfa', '/acik-arttirmalarx', '/katilimcilar/5', '/galeri/3', '/5000'])(
    'treats %s as not found',
    (path) => {
      expect(resolveRoute(path)).toEqual({ kind: 'not-found' });
    },
  );

  it('accepts a trailing slash', () => {
    expect(resolveRoute('/iletisim/')).toEqual({ kind: 'remote', remote: 'mf_corporate' });
  });
});

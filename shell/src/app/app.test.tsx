import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLive } from '../../../shared/test/fake-live';
import { remoteFailure } from '../federation/remote-failure';
import { clickAndSettle, demoInfos, renderShell, signedInUser } from '../test/render-shell';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const noBanner = async () => ({ message: null, color: null });

beforeEach(() => {
  // Every remote is down in these tests: the shell's own pages must stand on their own.
  mockedLoadRemote.mockImplementation(async (id: string) => remoteFailure(id, new Error('down')));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;

describe('navbar', () => {
  it('offers register and log in to guests', async () => {
    await renderShell(<App loadBanner={noBanner} />);
    const register = screen.getAllByRole('link', { name: 'Kayıt Ol' })[0];
    const login = screen.getAllByRole('link', { name: 'Giriş Yap' })[0];
    expect(register.getAttribute('href')).toBe('/kayit-ol');
    expect(login.getAttribute('href')).toBe('/giris-yap');
  });

  it('lists the SPEC §2 menus', async () => {
    await renderShell(<App loadBanner={noBanner} />);
    const links = screen.getByTestId('navbar-links');
    fireEvent.click(within(links).getByRole('button', { name: /Açık Arttırmalar/ }));
    expect(
      within(links)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/',
      '/acik-arttirmalar',
      '/grup-ihaleler',
      '/arsiv',
      '/katilimcilar',
      '/galeri',
      '/haberler',
      '/iletisim',
    ]);
    // A real press starts with pointerdown, which closes the menu that is open.
    const corporate = within(links).getByRole('button', { name: /Kurumsal/ });
    fireEvent.pointerDown(corporate);
    fireEvent.click(corporate);
    expect(within(links).getByRole('link', { name: 'Hakkımızda' }).getAttribute('href')).toBe(
      '/kurumsal/hakkimizda',
    );
    expect(within(links).queryByRole('link', { name: 'Grup İhaleler' })).toBeNull();
  });

  it("shows a signed-in user's name with the account menu", async () => {
    await renderShell(<App loadBanner={noBanner} />, { user: signedInUser() });
    const menu = await screen.findByTestId('user-menu');
    fireEvent.click(within(menu).getByRole('button', { name: /Ayşe Yıldız/ }));
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Tekliflerim', '/hesabim/teklif-verilen-acik-arttirmalarim'],
      ['Güvercinlerim', '/guvercinlerim'],
      ['Bilgilerim', '/hesabim/bilgilerim'],
      ['Satış talepleri', '/hesabim/satis-talepleri'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Çıkış Yap' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
  });

  it('offers staff the console in the account menu', async () => {
    await renderShell(<App loadBanner={noBanner} />, { user: signedInUser({ staff: true }) });
    const menu = await screen.findByTestId('user-menu');
    fireEvent.click(within(menu).getByRole('button', { name: /Ayşe Yıldız/ }));
    expect(within(menu).getByRole('link', { name: 'Yönetim' }).getAttribute('href')).toBe(
      '/yonetim',
    );
  });

  it("keeps the console out of a member's menus", async () => {
    await renderShell(<App loadBanner={noBanner} />, { user: signedInUser() });
    const menu = await screen.findByTestId('user-menu');
    fireEvent.click(within(menu).getByRole('button', { name: /Ayşe Yıldız/ }));
    expect(within(menu).getByRole('link', { name: 'Bilgilerim' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Yönetim' })).toBeNull();
    fireEvent.click(screen.getByTestId('side-menu-toggle'));
    const side = await screen.findByTestId('side-menu');
    expect(within(side).getByRole('link', { name: 'Bilgilerim' })).toBeTruthy();
    expect(within(side).queryByRole('link', { name: 'Yönetim' })).toBeNull();
  });

  it('asks before logging out and does nothing on Hayır', async () => {
    await renderShell(<App loadBanner={noBanner} />, { user: signedInUser() });
    const menu = await screen.findByTestId('user-menu');
    fireEvent.click(within(menu).getByRole('button', { name: /Ayşe Yıldız/ }));
    fireEvent.click(within(menu).getByRole('button', { name: 'Çıkış Yap' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Hesabınızdan çıkış yapmak istiyor musunuz?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hayır' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('user-menu')).toBeTruthy();
  });

  it('tells the user when logging out fails', async () => {
    // jsdom has no server to reach, so the logout call fails for real.
    await renderShell(<App loadBanner={noBanner} />, { user: signedInUser() });
    const menu = await screen.findByTestId('user-menu');
    fireEvent.click(within(menu).getByRole('button', { name: /Ayşe Yıldız/ }));
    fireEvent.click(within(menu).getByRole('button', { name: 'Çıkış Yap' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Evet' }));
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Çıkış esnasında bir problem ile karşılaşıldı',
    );
  });

  it('names an unfinished registration and keeps that user on /kayit-ol', async () => {
    await renderShell(<App loadBanner={noBanner} />, {
      route: '/haberler',
      user: signedInUser({ displayName: null, phoneVerified: false }),
    });
    expect(location()).toBe('/kayit-ol');
    expect((await screen.findByTestId('user-menu')).textContent).toContain('Kayıt tamamlanmadı');
  });

  it('lets a verified user go anywhere', async () => {
    await renderShell(<App loadBanner={noBanner} />, { route: '/haberler', user: signedInUser() });
    expect(location()).toBe('/haberler');
  });

  it('mirrors the links in the side menu', async () => {
    await renderShell(<App loadBanner={noBanner} />);
    fireEvent.click(screen.getByTestId('side-menu-toggle'));
    const side = await screen.findByTestId('side-menu');
    expect(side.getAttribute('aria-hidden')).toBe('false');
    for (const name of ['Arşiv', 'Katılımcılar', 'Gizlilik Politikası', 'İletişim']) {
      expect(within(side).getByRole('link', { name })).toBeTruthy();
    }
    await clickAndSettle(within(side).getByRole('link', { name: 'İletişim' }));
    expect(location()).toBe('/iletisim');
    expect(screen.getByTestId('side-menu').getAttribute('aria-hidden')).toBe('true');
  });

  it('takes staff to the console from the side menu', async () => {
    await renderShell(<App loadBanner={noBanner} />, { user: signedInUser({ staff: true }) });
    fireEvent.click(screen.getByTestId('side-menu-toggle'));
    await clickAndSettle(
      within(await screen.findByTestId('side-menu')).getByRole('link', { name: 'Yönetim' }),
    );
    expect(location()).toBe('/yonetim');
  });
});

describe('footer', () => {
  it('fills every block from site info', async () => {
    await renderShell(<App loadBanner={noBanner} />, { infos: demoInfos });
    // The footer comes once the page has settled (federation/page-settled.ts).
    const footer = await screen.findByTestId('site-footer');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const quick of [
      '/',
      '/acik-arttirmalar',
      '/katilimcilar',
      '/galeri',
      '/haberler',
      '/kurumsal',
      '/iletisim',
    ]) {
      expect(hrefs).toContain(quick);
    }
    for (const legal of ['Kullanım Koşulları', 'Gizlilik Politikası']) {
      expect(within(footer).getByRole('link', { name: legal }).getAttribute('target')).toBe(
        '_blank',
      );
    }
    expect(
      within(footer).getByRole('link', { name: 'iletisim@kanatmezat.com' }).getAttribute('href'),
    ).toBe('mailto:iletisim@kanatmezat.com');
    expect(
      within(footer)
        .getByRole('link', { name: /Instagram · @kanatmezat/ })
        .getAttribute('href'),
    ).toBe('https://instagram.com/kanatmezat');
    expect(footer.textContent).toContain('Güvercin severlerin açık arttırma platformu.');
    expect(footer.textContent).toContain('© 2023');
    expect(
      within(footer)
        .getByRole('link', { name: /centaurgames\.com/ })
        .getAttribute('href'),
    ).toBe('https://www.centaurgames.com');
    for (const heading of ['Hızlı Linkler', 'İletişim', 'Sosyal Medya']) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeTruthy();
    }
  });
});

describe('pages the shell owns', () => {
  it('shows the not-found page with a way home', async () => {
    await renderShell(<App loadBanner={noBanner} />, { route: '/boyle-bir-sayfa-yok' });
    const page = screen.getByTestId('not-found-page');
    expect(within(page).getByRole('heading').textContent).toBe('Sayfa Bulunamadı');
    expect(within(page).getByRole('link', { name: 'Ana Sayfaya Dön' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it("names its pages in the document's title, as the server's <title> does", async () => {
    document.title = 'Kanat Mezat';
    await renderShell(<App loadBanner={noBanner} />, { route: '/boyle-bir-sayfa-yok' });
    expect(document.title).toBe('Sayfa Bulunamadı | Kanat Mezat');
    await clickAndSettle(
      within(screen.getByTestId('not-found-page')).getByRole('link', { name: 'Ana Sayfaya Dön' }),
    );
    expect(location()).toBe('/');
    expect(document.title).toBe('Kanat Mezat');
  });

  it('keeps the site up at /yonetim when the console cannot be loaded', async () => {
    await renderShell(<App loadBanner={noBanner} />, {
      route: '/yonetim',
      user: signedInUser({ staff: true }),
    });
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_admin/routes');
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
    expect(screen.getByTestId('navbar-links')).toBeTruthy();
  });

  it("draws a page its pages file marks bare (the hall's room screen) without the frame", async () => {
    await renderShell(<App loadBanner={noBanner} />, { route: '/canli-mezat/7/salon' });
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_auctions/routes');
    expect(screen.queryByTestId('navbar-links')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('shows the error page at /500', async () => {
    await renderShell(<App loadBanner={noBanner} />, { route: '/500' });
    const page = screen.getByTestId('server-error-page');
    expect(within(page).getByRole('heading').textContent).toBe('Bir Şeyler Yanlış Gitti');
    expect(page.textContent).toContain('daha sonra tekrar deneyin');
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderShell(<App loadBanner={noBanner} />, { route: '/500' });
    scrollTo.mockClear();
    await clickAndSettle(within(screen.getByTestId('server-error-page')).getByRole('link'));
    expect(location()).toBe('/');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('top banner', () => {
  it('shows the site banner and closes it', async () => {
    await renderShell(
      <App loadBanner={async () => ({ message: 'Bakım çalışması var.', color: 'orange' })} />,
    );
    const banner = await screen.findByTestId('top-banner');
    expect(banner.textContent).toContain('Bakım çalışması var.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('tells a disabled user why', async () => {
    await renderShell(<App loadBanner={noBanner} />, {
      user: signedInUser({
        accountEnabled: false,
        accountDisableReason: 'Profil onayı bekleniyor',
      }),
    });
    expect(screen.getByTestId('top-banner').textContent).toContain(
      'Hesabınız devre dışı: Profil onayı bekleniyor',
    );
  });

  it('shows a banner a remote asks for', async () => {
    const { showBanner, hideBanner } = await import('@kanat/shared/events');
    await renderShell(<App loadBanner={noBanner} />);
    act(() => showBanner('Teklifler geçici olarak kapalı.'));
    expect(screen.getByTestId('top-banner').textContent).toContain(
      'Teklifler geçici olarak kapalı.',
    );
    act(() => hideBanner());
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('follows the banner staff set, change and remove while the page is open', async () => {
    const live = fakeLive();
    try {
      await renderShell(<App loadBanner={noBanner} />);
      expect(screen.queryByTestId('top-banner')).toBeNull();
      // The page joins the live stream once it is idle after its load.
      await waitFor(() => expect(live.paths()).toContain('banner'));
      live.push('banner', { message: 'Cumartesi mezatı 20.00’de.', color: 'blue' });
      expect(screen.getByTestId('top-banner').textContent).toContain('Cumartesi mezatı 20.00’de.');
      live.push('banner', { message: 'Mezat 21.00’e ertelendi.', color: 'red' });
      const banner = screen.getByTestId('top-banner');
      expect(banner.textContent).toContain('Mezat 21.00’e ertelendi.');
      expect(banner.textContent).not.toContain('20.00');
      live.push('banner', { message: null, color: null });
      expect(screen.queryByTestId('top-banner')).toBeNull();
    } finally {
      live.restore();
    }
  });
});

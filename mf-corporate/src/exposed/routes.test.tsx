import { messages, pageTitle } from '@kanat/shared/i18n';
import { fireEvent, screen } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../shared/test/fetch-stub';
import { renderInSite } from '../../../shared/test/render';
import CorporateRoutes from './routes';

const siteInfo = {
  about_us_html_loc: '/static/kurumsal/hakkimizda.html',
  terms_html_loc: '/static/kurumsal/kullanim-kosullari.html',
  privacy_policy_html_loc: '/static/kurumsal/gizlilik-politikasi.html',
  cookie_policy_html_loc: '/static/kurumsal/cerez-politikasi.html',
};

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

describe('corporate routes', () => {
  it('redirects /kurumsal to the about page and shows its sanitised HTML', async () => {
    server.on('GET', '/static/kurumsal/hakkimizda.html', {
      body: '<h2>Biz Kimiz</h2><p onclick="alert(1)">Kanat Mezat güvercin severleri buluşturur.</p><script>window.hacked = true</script>',
      headers: { 'content-type': 'text/html' },
    });
    renderInSite(<CorporateRoutes />, { path: '/kurumsal', siteInfo });

    expect(await screen.findByText('Kanat Mezat güvercin severleri buluşturur.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeTruthy();
    const html = screen.getByTestId('corporate-html');
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('[onclick]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bize Ulaşın' }).getAttribute('href')).toBe(
      '/iletisim',
    );
    expect(screen.getByTestId('mf-corporate-routes').getAttribute('data-release')).toBe('test');
  });

  it('says the about page could not be loaded and loads it again on retry', async () => {
    let up = false;
    server.on('GET', '/static/kurumsal/hakkimizda.html', () =>
      up ? { body: '<p>Artık burada</p>' } : { status: 500, body: 'boom' },
    );
    renderInSite(<CorporateRoutes />, { path: '/kurumsal/hakkimizda', siteInfo });

    expect(await screen.findByText('Hakkımızda yüklenemedi')).toBeTruthy();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Artık burada')).toBeTruthy();
  });

  it.each([
    ['/kurumsal/kullanim-kosullari', 'Kullanım koşulları yüklenemedi'],
    ['/kurumsal/gizlilik-politikasi', 'Gizlilik politikası yüklenemedi'],
    ['/kurumsal/cerez-politikasi', 'Çerez politikası yüklenemedi'],
  ])(
    'says in Turkish when %s cannot be loaded, and keeps the contact button',
    async (path, text) => {
      // The legal texts come from the server in versions, not from the shipped files.
      server.on('POST', '/api/fn/legalText', {
        status: 500,
        body: { error: { status: 'INTERNAL', message: 'boom' } },
      });
      renderInSite(<CorporateRoutes />, { path, siteInfo });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Bize Ulaşın' }).getAttribute('href')).toBe(
        '/iletisim',
      );
    },
  );

  it('fails honestly when site info names no file', async () => {
    renderInSite(<CorporateRoutes />, { path: '/kurumsal/hakkimizda', siteInfo: {} });
    expect(await screen.findByText('Hakkımızda yüklenemedi')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['/kurumsal/gizlilik-politikasi', 'privacy', 'Gizlilik Politikası'],
    ['/kurumsal/aydinlatma-metni', 'notice', 'Aydınlatma Metni'],
  ])('shows the version of %s in force, with its number and date', async (path, kind, title) => {
    server.on('POST', '/api/fn/legalText', (request) =>
      callableOk({
        kind: (request.body as { data: { kind: string } }).data.kind,
        version: 4,
        title,
        html: '<p onclick="x()">Dördüncü sürümün metni.</p>',
        createdAt: Date.UTC(2026, 2, 15, 9),
      }),
    );
    renderInSite(<CorporateRoutes />, { path, siteInfo });
    expect(await screen.findByText('Dördüncü sürümün metni.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByTestId('legal-version').textContent).toBe('Sürüm 4 · Yürürlük: 15.03.2026');
    expect(server.callsTo('legalText')).toEqual([{ kind }]);
    expect(screen.getByTestId('corporate-html').querySelector('[onclick]')).toBeNull();
  });

  it('works when the shell mounts it under its section prefix', async () => {
    server.on(
      'POST',
      '/api/fn/legalText',
      callableOk({
        kind: 'terms',
        version: 1,
        title: 'Kullanım Koşulları',
        html: '<p>Koşullar metni</p>',
        createdAt: Date.UTC(2026, 0, 1, 9),
      }),
    );
    renderInSite(<CorporateRoutes />, {
      path: '/kurumsal/kullanim-kosullari',
      siteInfo,
      mount: '/kurumsal/*',
    });
    expect(await screen.findByText('Koşullar metni')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Kullanım Koşulları' })).toBeTruthy();
  });

  it('shows a not-found page for an unknown corporate path', async () => {
    renderInSite(<CorporateRoutes />, { path: '/kurumsal/yok-boyle-sayfa', siteInfo });
    expect(await screen.findByText('Sayfa Bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' }).getAttribute('href')).toBe('/');
  });
});

describe("the document's title", () => {
  beforeEach(() => {
    document.title = 'Kanat Mezat';
  });

  it("names each page by the menu's name, as the server's <title> does", async () => {
    renderInSite(<CorporateRoutes />, { path: '/kurumsal', siteInfo });
    await screen.findByTestId('corporate-page');
    // The server names these pages after the menu's texts (page-head.ts, CORPORATE_PAGES).
    const menu = [
      messages.nav.about,
      messages.nav.terms,
      messages.nav.privacy,
      messages.nav.cookies,
      messages.nav.notice,
    ];
    expect(document.title).toBe(pageTitle(messages.nav.about));
    for (const name of menu.slice(1)) {
      fireEvent.click(screen.getByRole('link', { name }));
      await screen.findByRole('heading', { level: 1, name });
      expect(document.title).toBe(pageTitle(name));
    }
    fireEvent.click(screen.getByRole('link', { name: 'Bize Ulaşın' }));
    await screen.findByRole('heading', { level: 1, name: 'İletişim' });
    expect(document.title).toBe('İletişim | Kanat Mezat');
  });

  it('says an unknown corporate path is not found', async () => {
    renderInSite(<CorporateRoutes />, { path: '/kurumsal/yok-boyle-sayfa', siteInfo });
    await screen.findByTestId('section-not-found');
    expect(document.title).toBe('Sayfa Bulunamadı | Kanat Mezat');
  });
});

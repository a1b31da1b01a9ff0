import { fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../shared/test/render';
import MfAccountRoutes from '../exposed/routes';

describe('mf_account ./routes', () => {
  it('marks its root with the test id and the release it was built as', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol/basarili' });
    const root = await screen.findByTestId('mf-account-routes');
    expect(root.getAttribute('data-release')).toBe('test');
    expect(root.contains(screen.getByTestId('register-success-page'))).toBe(true);
  });

  it('shows a not-found page for an unknown path under its prefixes', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/giris-yap/bilinmeyen' });
    expect(await screen.findByText('Sayfa Bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' }).getAttribute('href')).toBe('/');
  });

  it('matches paths with a trailing slash', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/giris-yap/sifremi-unuttum/' });
    expect(await screen.findByTestId('forgot-password-page')).toBeTruthy();
  });

  describe("the document's title", () => {
    beforeEach(() => {
      document.title = 'Kanat Mezat';
    });

    it('names the sign-in pages, and the next one the visitor moves to', async () => {
      renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
      await screen.findByTestId('login-page');
      expect(document.title).toBe('Giriş Yap | Kanat Mezat');
      fireEvent.click(screen.getByRole('link', { name: 'Şifremi Unuttum' }));
      await screen.findByTestId('forgot-password-page');
      expect(document.title).toBe('Şifremi Unuttum | Kanat Mezat');
    });

    it('names a page of the account area by its own heading', async () => {
      const server = stubFetch();
      try {
        renderInSite(<MfAccountRoutes />, { path: '/hesabim/bilgilerim', user: member() });
        await screen.findByTestId('account-area');
        expect(document.title).toBe('Bilgilerim | Kanat Mezat');
      } finally {
        server.restore();
      }
    });

    it('names the registration result and an unknown path', async () => {
      const view = renderInSite(<MfAccountRoutes />, { path: '/kayit-ol/basarili' });
      await screen.findByTestId('register-success-page');
      expect(document.title).toBe('Başvurunuz Alındı | Kanat Mezat');
      view.unmount();
      renderInSite(<MfAccountRoutes />, { path: '/hesabim/bilinmeyen' });
      await screen.findByTestId('section-not-found');
      expect(document.title).toBe('Sayfa Bulunamadı | Kanat Mezat');
    });
  });
});

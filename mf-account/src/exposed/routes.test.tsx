import { screen } from '@testing-library/react';
import { renderInSite } from '../../../shared/test/render';
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
});

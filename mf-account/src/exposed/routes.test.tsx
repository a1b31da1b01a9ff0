import { screen } from '@testing-library/react';
import { disposeApp, renderApp } from '../test/render-app';

afterEach(() => disposeApp());

describe('mf_account ./routes', () => {
  it('marks its root with the test id and the release it was built as', async () => {
    renderApp('/kayit-ol/basarili');
    const root = await screen.findByTestId('mf-account-routes');
    expect(root.getAttribute('data-release')).toBe('test');
    expect(root.contains(screen.getByTestId('register-success-page'))).toBe(true);
  });

  it('shows a not-found page for an unknown path under its prefixes', async () => {
    renderApp('/giris-yap/bilinmeyen');
    expect(await screen.findByText('Sayfa Bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' }).getAttribute('href')).toBe('/');
  });

  it('matches paths with a trailing slash', async () => {
    renderApp('/giris-yap/sifremi-unuttum/');
    expect(await screen.findByTestId('forgot-password-page')).toBeTruthy();
  });
});

import { resetSecondFactorState } from '@kanat/shared/security';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { member, renderInSite } from '../../../shared/test/render';
import MfAccountRoutes from '../exposed/routes';
import { serveFetch, serveFunctions } from '../test/api-mock';
import { FakeAuthServer } from '../test/fake-auth-server';
import { ME } from '../test/me';
import { installWebPlatform, resetIndexedDb } from '../test/web-platform';

jest.mock('@kanat/shared/api', () => ({
  ...jest.requireActual('@kanat/shared/api'),
  callFunction: jest.fn(),
  apiFetch: jest.fn(),
}));

installWebPlatform();

const TOO_COMMON = 'Bu şifre çok yaygın, kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.';
let server: FakeAuthServer;

beforeEach(() => {
  resetIndexedDb();
  resetSecondFactorState();
  server = new FakeAuthServer();
  serveFunctions(server);
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

/** The message shown under the field (the text its aria-describedby points at). */
function messageUnder(label: string): string | null {
  const ids = input(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return texts.find((text) => text === TOO_COMMON) ?? null;
}

describe('finding 7: common passwords', () => {
  it('the register form refuses 123456 under the password field and sends nothing', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await screen.findByTestId('register-form');
    type('Telefon Numarası', '0505 123 45 67');
    fireEvent.focus(input('Şifre'));
    type('Şifre', '123456');
    type('Şifre Tekrar', '123456');
    type('Kullanıcı Adı', 'sukru_kuscu');
    type('Ad Soyad', 'Şükrü Kuşçu');
    type('Doğum Tarihi', '1988-04-23');
    type('İl', 'İzmir');
    type('İlçe', 'Bornova');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    await waitFor(() => expect(messageUnder('Şifre')).toBe(TOO_COMMON));
    expect(screen.getByRole('button', { name: 'Kayıt Ol' })).toHaveProperty('disabled', false);
    // The form reads the legal texts it shows; nothing else is sent.
    expect(server.calls.filter((c) => c.name !== 'legalText')).toHaveLength(0);
  });

  it('the SPEC length rule still speaks first', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await screen.findByTestId('register-form');
    type('Şifre', '12345');
    type('Şifre Tekrar', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Şifreniz en az altı karakter uzunluğunda olmalı')).toBeTruthy();
    expect(screen.queryByText(TOO_COMMON)).toBeNull();
  });

  it('says so on submit alongside the other messages, and only on submit', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await screen.findByTestId('register-form');
    type('Şifre', '123456');
    type('Şifre Tekrar', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(messageUnder('Şifre')).toBe(TOO_COMMON));
    expect(
      screen.getByText('Telefon numarası hatalı, +905xxxxxxxxx biçiminde olmalı'),
    ).toBeTruthy();

    // Edited afterwards, the field answers to the SPEC rules alone until the next submit.
    await act(async () => type('Şifre', 'qwerty'));
    expect(messageUnder('Şifre')).toBeNull();
    expect(screen.queryByText('Şifreniz en az altı karakter uzunluğunda olmalı')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(messageUnder('Şifre')).toBe(TOO_COMMON));
    // The form reads the legal texts it shows; nothing else is sent.
    expect(server.calls.filter((c) => c.name !== 'legalText')).toHaveLength(0);
  });

  it('the reset screen refuses a common password that meets the length rule', async () => {
    server.handle('queryPasswordResetTokenStatus', () => ({ code: 200, status: 'valid' }));
    renderInSite(<MfAccountRoutes />, { path: '/sifre-yenile?token=abc' });
    await waitFor(() => expect(input('Yeni Şifre')).toHaveProperty('disabled', false));
    type('Yeni Şifre', 'Password1');
    type('Yeni Şifre Tekrar', 'Password1');
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi Yenile' }));

    await waitFor(() => expect(messageUnder('Yeni Şifre')).toBe(TOO_COMMON));
    expect(server.calls.map((call) => call.name)).toEqual(['queryPasswordResetTokenStatus']);
  });

  it('the change screen refuses a common new password', async () => {
    serveFetch({
      '/api/me': () => structuredClone(ME),
      '/api/session': () => ({ user: member() }),
    });
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/sifre-yenile', user: member() });
    await screen.findByTestId('change-password-form');
    type('Mevcut Şifre', 'Guvercin2023');
    type('Yeni Şifre', 'Qwerty123');
    type('Yeni Şifre Tekrar', 'Qwerty123');
    fireEvent.click(screen.getByRole('button', { name: 'Şifre Yenile' }));

    await waitFor(() => expect(messageUnder('Yeni Şifre')).toBe(TOO_COMMON));
    // The form reads the legal texts it shows; nothing else is sent.
    expect(server.calls.filter((c) => c.name !== 'legalText')).toHaveLength(0);
  });
});

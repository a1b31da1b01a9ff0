import { ApiError } from '@kanat/shared/api';
import { resetSecondFactorState } from '@kanat/shared/security';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '../../../../../shared/test/render';
import MfAccountRoutes from '../../../exposed/routes';
import { serveFunctions } from '../../../test/api-mock';
import { CodeDialogDriver } from '../../../test/code-dialog-driver';
import { FakeAuthServer } from '../../../test/fake-auth-server';
import { installWebPlatform, resetIndexedDb } from '../../../test/web-platform';

jest.mock('@kanat/shared/api', () => ({
  ...jest.requireActual('@kanat/shared/api'),
  callFunction: jest.fn(),
  apiFetch: jest.fn(),
}));

installWebPlatform();

const PHONE = '+905321112233';
let server: FakeAuthServer;
let dialog: CodeDialogDriver;

beforeEach(() => {
  resetIndexedDb();
  resetSecondFactorState();
  server = new FakeAuthServer();
  serveFunctions(server);
  dialog = new CodeDialogDriver();
  // A small reset service: one code per phone, a token for the right code.
  const codes = new Map<string, string>();
  server.handle('sendPasswordResetCode', (data) => {
    codes.set(String(data.target), '654321');
    return { code: 200, resendAvailableAt: Date.now() + 180_000 };
  });
  server.handle('getPasswordResetToken', (data) => {
    if (codes.get(String(data.target)) !== data.answer) {
      throw new ApiError({
        status: 403,
        code: 'permission-denied',
        message: 'Cevap kabul edilmedi.',
      });
    }
    return { code: 200, token: 'reset token/1' };
  });
});

afterEach(() => {
  dialog.dispose();
});

describe('/giris-yap/sifremi-unuttum', () => {
  async function request(phone: string) {
    const input = await screen.findByLabelText('Telefon Numarası');
    fireEvent.change(input, { target: { value: phone } });
    fireEvent.click(screen.getByRole('button', { name: 'Kod Gönder' }));
  }

  it('refuses a malformed phone', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/giris-yap/sifremi-unuttum' });
    await request('+9055');
    expect(await screen.findByText('Geçersiz telefon numarası')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('names an unknown phone', async () => {
    server.failNext('sendPasswordResetCode', 'not-found', 'Telefon numarası bulunamadı.');
    renderInSite(<MfAccountRoutes />, { path: '/giris-yap/sifremi-unuttum' });
    await request(PHONE);
    expect((await screen.findByTestId('forgot-password-error')).textContent).toBe(
      'Telefon numarası bulunamadı.',
    );
  });

  it('trades the code for a token and opens the reset screen with it', async () => {
    const app = renderInSite(<MfAccountRoutes />, { path: '/giris-yap/sifremi-unuttum' });
    await request(PHONE);
    const opened = await dialog.opens(1);
    expect(opened.target).toBe(PHONE);
    act(() => dialog.answer('111111'));
    await dialog.until(() => dialog.rejections.length === 1);
    expect(dialog.rejections).toEqual(['Cevap kabul edilmedi.']);
    act(() => dialog.answer('654321'));
    await waitFor(() => expect(app.location()).toBe('/sifre-yenile?token=reset%20token%2F1'));
    expect(server.lastData('getPasswordResetToken')).toEqual({
      target: PHONE,
      answer: '654321',
      deviceId: expect.any(String),
    });
  });
});

describe('/sifre-yenile', () => {
  function tokenStatus(status: string) {
    server.handle('queryPasswordResetTokenStatus', () => ({ code: 200, status }));
  }

  it.each([
    ['expired', 'Bu linkin süresi geçmiş.'],
    ['invalid', 'Bu linkte bir problem var.'],
  ])('disables the form for an %s link', async (status, text) => {
    tokenStatus(status);
    renderInSite(<MfAccountRoutes />, { path: '/sifre-yenile?token=abc' });
    expect((await screen.findByText(text)).textContent).toBe(text);
    expect(screen.getByLabelText('Yeni Şifre')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Şifremi Yenile' })).toHaveProperty('disabled', true);
    expect(server.lastData('queryPasswordResetTokenStatus')).toEqual({
      token: 'abc',
      deviceId: expect.any(String),
    });
  });

  it('calls a link without a token faulty without asking the server', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/sifre-yenile' });
    expect(await screen.findByText('Bu linkte bir problem var.')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('applies the new-password rules, then resets and goes to login', async () => {
    tokenStatus('valid');
    const app = renderInSite(<MfAccountRoutes />, { path: '/sifre-yenile?token=abc' });
    server.handle('usePasswordResetToken', () => ({ code: 200 }));
    const password = await screen.findByLabelText('Yeni Şifre');
    await waitFor(() => expect(password).toHaveProperty('disabled', false));

    fireEvent.change(password, { target: { value: 'kisaydi' } });
    fireEvent.change(screen.getByLabelText('Yeni Şifre Tekrar'), { target: { value: 'baska' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi Yenile' }));
    expect(await screen.findByText('Geçersiz şifre')).toBeTruthy();
    expect(screen.getByText('Şifreler uyuşmuyor.')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'YeniSifre2024' } });
    fireEvent.change(screen.getByLabelText('Yeni Şifre Tekrar'), {
      target: { value: 'YeniSifre2024' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi Yenile' }));
    await waitFor(() => expect(app.location()).toBe('/giris-yap'));
    expect(app.toastTexts()).toContain('Şifreniz Sıfırlandı.');
    expect(server.lastData('usePasswordResetToken')).toEqual({
      token: 'abc',
      password: 'YeniSifre2024',
      deviceId: expect.any(String),
    });
  });
});

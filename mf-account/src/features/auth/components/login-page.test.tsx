import { resetSecondFactorState } from '@kanat/shared/security';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { member, renderInSite } from '../../../../../shared/test/render';
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

let server: FakeAuthServer;
let dialog: CodeDialogDriver;

beforeEach(() => {
  resetIndexedDb();
  resetSecondFactorState();
  server = new FakeAuthServer();
  serveFunctions(server);
  dialog = new CodeDialogDriver();
});

afterEach(() => {
  dialog.dispose();
});

async function fillAndSubmit(phone: string, password: string) {
  const phoneInput = await screen.findByLabelText('Telefon Numarası');
  fireEvent.change(phoneInput, { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('/giris-yap', () => {
  it('forces +90 and digits into the phone field', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
    const phone = await screen.findByLabelText('Telefon Numarası');
    fireEvent.change(phone, { target: { value: '0532 111 22 33' } });
    expect(phone).toHaveProperty('value', '+905321112233');
  });

  it('shows the login validation messages and sends nothing', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
    await fillAndSubmit('+90123', '123');
    expect(await screen.findByText('Telefon numarası geçerli değil.')).toBeTruthy();
    expect(screen.getByText('Şifre geçerli değil.')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it.each([
    ['not-found', 'Telefon Numarası bulunamadı'],
    ['permission-denied', 'Şifre Yanlış'],
    ['resource-exhausted', 'Çok fazla başarısız deneme yapıldı.'],
    ['invalid-argument', 'Giriş başarısız. Mail ve şifrenizi kontrol ediniz.'],
    ['internal', 'Bir hata oluştu.'],
  ] as const)('explains a %s refusal', async (code, text) => {
    server.failNext('login', code);
    renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
    await fillAndSubmit('+905321112233', 'Guvercin2023');
    expect((await screen.findByTestId('login-error')).textContent).toBe(text);
  });

  it('shows the server reason for an account that is not approved yet', async () => {
    server.failNext('login', 'failed-precondition', 'Hesabınız henüz onaylanmadı.');
    renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
    await fillAndSubmit('+905321112233', 'Guvercin2023');
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Hesabınız henüz onaylanmadı.',
    );
  });

  it('sends an incomplete registration to /kayit-ol', async () => {
    server.handle('login', () => ({ code: 200, next: 'register', hasKey: false }));
    const app = renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
    app.setUser(member({ displayName: null, phoneVerified: false }));
    await fillAndSubmit('+905321112233', 'Guvercin2023');
    await waitFor(() => expect(app.location()).toBe('/kayit-ol'));
    expect(app.toastTexts()).toContain('Kayıt tamamlanmamış');
  });

  it('registers a device key through the phone code on a new device, then signs in', async () => {
    server.handle('login', () => ({ code: 200, next: 'mfa', hasKey: false }));
    const app = renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
    await fillAndSubmit('+905321112233', 'Guvercin2023');
    const opened = await dialog.opens(1);
    expect(opened.target).toBe('+905321112233');
    expect(server.lastData('login')).toEqual({
      phoneNumber: '+905321112233',
      password: 'Guvercin2023',
      deviceId: expect.any(String),
    });
    app.setUser(member());
    act(() => dialog.answer(server.lastCode()));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(app.toastTexts()).toContain('Giriş başarılı.');
    expect(server.count('registerMFAKey')).toBe(1);
    expect(server.count('resolveKeyedMFA')).toBe(1);
  });

  it('signs in with the device signature alone once the device has a key', async () => {
    server.handle('login', () => ({ code: 200, next: 'mfa', hasKey: false }));
    const first = renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
    await fillAndSubmit('+905321112233', 'Guvercin2023');
    await dialog.opens(1);
    first.setUser(member());
    act(() => dialog.answer(server.lastCode()));
    await waitFor(() => expect(first.location()).toBe('/'));
    first.unmount();

    server.handle('login', () => ({ code: 200, next: 'mfa', hasKey: true }));
    const second = renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
    await fillAndSubmit('+905321112233', 'Guvercin2023');
    second.setUser(member());
    await waitFor(() => expect(second.location()).toBe('/'));
    expect(dialog.opened).toHaveLength(1);
    expect(server.count('resolveKeyedMFA')).toBe(2);
  });

  it("stays on the page with 'İptal edildi' when the code dialog is cancelled", async () => {
    server.handle('login', () => ({ code: 200, next: 'mfa', hasKey: false }));
    const app = renderInSite(<MfAccountRoutes />, { path: '/giris-yap' });
    await fillAndSubmit('+905321112233', 'Guvercin2023');
    await dialog.opens(1);
    act(() => dialog.answer(null));
    expect((await screen.findByTestId('login-error')).textContent).toBe('İptal edildi');
    expect(app.location()).toBe('/giris-yap');
  });

  it('sends a signed-in visitor home', async () => {
    const app = renderInSite(<MfAccountRoutes />, { path: '/giris-yap', user: member() });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('brings a guest sent from /hesabim back there after signing in', async () => {
    server.handle('login', () => ({ code: 200, next: 'mfa', hasKey: false }));
    const app = renderInSite(<MfAccountRoutes />, { path: '/hesabim/bilgilerim' });
    await waitFor(() => expect(app.location()).toBe('/giris-yap'));
    await fillAndSubmit('+905321112233', 'Guvercin2023');
    await dialog.opens(1);
    app.setUser(member());
    act(() => dialog.answer(server.lastCode()));
    await waitFor(() => expect(app.location()).toBe('/hesabim/bilgilerim'));
  });
});

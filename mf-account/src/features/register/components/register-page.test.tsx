import { ApiError } from '@kanat/shared/api';
import { resetSecondFactorState } from '@kanat/shared/security';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const SAVED_FORM_KEY = 'kanatMezat.registrationForm';
const PHONE = '+905051234567';
let server: FakeAuthServer;
let dialog: CodeDialogDriver;

const PRECHECK_OK = {
  code: 200,
  ok: true,
  invalid: {
    usernameInvalid: false,
    dobInvalid: false,
    mailInvalid: false,
    phoneNumberInvalid: false,
    provinceInvalid: false,
    cityInvalid: false,
  },
  conflicts: { phoneNumber: false, username: false },
};

beforeEach(() => {
  localStorage.clear();
  resetIndexedDb();
  resetSecondFactorState();
  server = new FakeAuthServer();
  serveFunctions(server);
  dialog = new CodeDialogDriver();
  server.handle('createAccount', () => ({ code: 200 }));
  server.handle('saveRegistrationPhone', () => ({ code: 200 }));
  server.handle('userDataPrecheck', () => PRECHECK_OK);
  server.handle('register', () => ({ code: 200 }));
  server.handle('legalText', (data) => {
    const { kind } = data as { kind: 'notice' | 'terms' | 'marketing' };
    return {
      code: 200,
      kind,
      version: { notice: 3, terms: 2, marketing: 5 }[kind],
      title: {
        notice: 'Aydınlatma Metni',
        terms: 'Kullanım Koşulları',
        marketing: 'Ticari Elektronik İleti Onay Metni',
      }[kind],
      html: '<p>Veri sorumlusu Kanat Mezat.</p>',
      createdAt: 0,
    };
  });
});

/** Ticks the notice's acknowledgement and the terms' acceptance, once the notice is shown. */
async function acknowledge() {
  await screen.findByText('Veri sorumlusu Kanat Mezat.');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Aydınlatma metnini okudum' }));
  fireEvent.click(
    screen.getByRole('checkbox', { name: 'Kullanım Koşullarını okudum ve kabul ediyorum' }),
  );
}

afterEach(() => {
  dialog.dispose();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

async function fillForm(options: { password?: boolean } = { password: true }) {
  await screen.findByTestId('register-form');
  type('Telefon Numarası', '0505 123 45 67');
  if (options.password) {
    type('Şifre', 'gizli123');
    type('Şifre Tekrar', 'gizli123');
  }
  type('Kullanıcı Adı', 'Şükrü Kuşçu');
  type('Ad Soyad', 'şükrü  kuşçu ');
  fireEvent.blur(field('Ad Soyad'));
  type('Doğum Tarihi', '1988-04-23');
  type('İl', 'izmir');
  fireEvent.blur(field('İl'));
  type('İlçe', 'bornova');
  fireEvent.blur(field('İlçe'));
  await acknowledge();
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

describe('/kayit-ol', () => {
  it('asks a guest for every field, with the legal links and the acceptance sentence', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    expect(await screen.findByRole('heading', { name: 'Kayıt Ol' })).toBeTruthy();
    for (const label of [
      'Telefon Numarası',
      'Şifre',
      'Şifre Tekrar',
      'Kullanıcı Adı',
      'Ad Soyad',
      'Doğum Tarihi',
      'E-posta (isteğe bağlı)',
      'İl',
      'İlçe',
    ]) {
      expect(field(label)).toBeTruthy();
    }
    expect(field('Doğum Tarihi').type).toBe('date');
    for (const [name, href] of [
      ['Gizlilik Politikası', '/kurumsal/gizlilik-politikasi'],
      ['Kullanım Koşulları', '/kurumsal/kullanim-kosullari'],
      ['Çerez Politikası', '/kurumsal/cerez-politikasi'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(await screen.findByText('Veri sorumlusu Kanat Mezat.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Aydınlatma Metni' })).toBeTruthy();
    const read = screen.getByRole('checkbox', { name: 'Aydınlatma metnini okudum' });
    expect((read as HTMLInputElement).checked).toBe(false);
  });

  it('refuses to register until the notice is acknowledged and the terms accepted', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await screen.findByTestId('register-form');
    type('Telefon Numarası', '0505 123 45 67');
    type('Şifre', 'gizli123');
    type('Şifre Tekrar', 'gizli123');
    type('Kullanıcı Adı', 'sukru');
    type('Ad Soyad', 'Şükrü Kuşçu');
    type('Doğum Tarihi', '1988-04-23');
    type('İl', 'İzmir');
    type('İlçe', 'Bornova');
    await screen.findByText('Veri sorumlusu Kanat Mezat.');
    submit();
    expect(await screen.findByText('Devam etmek için bu kutuyu işaretleyin')).toBeTruthy();
    expect(server.count('createAccount')).toBe(0);
  });

  it('cleans the input as the user types and leaves fields', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await fillForm();
    expect(field('Telefon Numarası').value).toBe(PHONE);
    expect(field('Kullanıcı Adı').value).toBe('sukru_kuscu');
    expect(field('Ad Soyad').value).toBe('Şükrü Kuşçu');
    expect(field('İl').value).toBe('İzmir');
    expect(field('İlçe').value).toBe('Bornova');
  });

  it('shows a Turkish message on each invalid field and sends nothing', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await screen.findByTestId('register-form');
    type('Şifre', 'abc');
    type('Şifre Tekrar', 'abd');
    type('E-posta (isteğe bağlı)', 'posta@');
    submit();
    for (const text of [
      'Telefon numarası hatalı, +905xxxxxxxxx biçiminde olmalı',
      'Şifreniz en az altı karakter uzunluğunda olmalı',
      'Şifreler uyuşmuyor',
      'Girilen kullanıcı adı geçersiz',
      'Ad soyad geçersiz',
      'Doğum tarihi geçersiz',
      'Mail adresi geçerli değil',
      'İl geçersiz',
      'İlçe geçersiz',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(server.calls.filter((c) => c.name !== 'legalText')).toHaveLength(0);
  });

  it('runs the whole registration and shows the success page', async () => {
    const app = renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await fillForm();
    submit();
    const opened = await dialog.opens(1);
    expect(opened.target).toBe(PHONE);

    // Kept for a retry while the code is awaited, without the password.
    const saved = JSON.parse(localStorage.getItem(SAVED_FORM_KEY) ?? '{}');
    expect(saved).toEqual({
      phoneNumber: PHONE,
      username: 'sukru_kuscu',
      fullname: 'Şükrü Kuşçu',
      dateOfBirth: '1988-04-23',
      mailAddress: '',
      province: 'İzmir',
      city: 'Bornova',
    });
    expect(JSON.stringify(saved)).not.toContain('gizli123');

    act(() => dialog.answer(server.lastCode()));
    await waitFor(() => expect(app.location()).toBe('/kayit-ol/basarili'));
    expect(screen.getByText('Başvurunuz Alındı')).toBeTruthy();
    expect(app.toastTexts()).toContain('Kayıt başarılı');
    expect(localStorage.getItem(SAVED_FORM_KEY)).toBeNull();
    // The form read the notice and the terms first (to show them and send their versions).
    expect(server.calls.map((c) => c.name).filter((name) => name !== 'legalText')).toEqual([
      'createAccount',
      'saveRegistrationPhone',
      'userDataPrecheck',
      'requestChanneledMFA',
      'resolveChanneledMFA',
      'register',
    ]);
    expect(server.lastData('createAccount')).toEqual({
      phoneNumber: PHONE,
      password: 'gizli123',
      deviceId: expect.any(String),
    });
    expect(server.lastData('register')).toEqual({
      data: {
        phoneNumber: PHONE,
        username: 'sukru_kuscu',
        fullname: 'Şükrü Kuşçu',
        dateOfBirth: '1988-04-23',
        province: 'İzmir',
        city: 'Bornova',
      },
      deviceId: expect.any(String),
      acknowledged: { notice: 3, terms: 2 },
      // Neither consent was given: both are recorded as refused, under the text shown.
      consents: { 'marketing-sms': false, 'marketing-mail': false, version: 5 },
    });
  });

  it('offers the commercial-message consents unticked and sends the ones given', async () => {
    const app = renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await fillForm();
    const consents = within(
      screen.getByRole('group', { name: 'Ticari ileti izni (isteğe bağlı)' }),
    );
    expect(consents.getByText(/Üyelik için gerekmez/)).toBeTruthy();
    const sms = consents.getByRole('checkbox', {
      name: 'Kampanya ve duyuruları SMS ile almak istiyorum',
    }) as HTMLInputElement;
    const mail = consents.getByRole('checkbox', {
      name: 'Kampanya ve duyuruları e-posta ile almak istiyorum',
    }) as HTMLInputElement;
    await waitFor(() => expect(sms.disabled).toBe(false));
    expect(sms.checked).toBe(false);
    expect(mail.checked).toBe(false);
    const text = consents.getByRole('link', { name: 'Ticari Elektronik İleti Onay Metni' });
    expect(text.getAttribute('href')).toBe('/kurumsal/ticari-ileti-onayi');
    expect(consents.getByText(/Onay metni sürüm 5/)).toBeTruthy();
    // Apart from the notice's acknowledgement, which stays as it is.
    expect(consents.queryByRole('checkbox', { name: 'Aydınlatma metnini okudum' })).toBeNull();

    fireEvent.click(sms);
    expect(sms.checked).toBe(true);
    submit();
    await dialog.opens(1);
    // Not kept with the form saved for a retry.
    expect(localStorage.getItem(SAVED_FORM_KEY)).not.toContain('marketing');
    act(() => dialog.answer(server.lastCode()));
    await waitFor(() => expect(app.location()).toBe('/kayit-ol/basarili'));
    expect(server.lastData('register')?.consents).toEqual({
      'marketing-sms': true,
      'marketing-mail': false,
      version: 5,
    });
  });

  it('registers without consents when no consent text is published', async () => {
    server.handle('legalText', async (data) => {
      if (data.kind === 'marketing') {
        throw new ApiError({ status: 404, code: 'not-found', message: 'Metin bulunamadı.' });
      }
      return {
        code: 200,
        kind: data.kind,
        version: data.kind === 'notice' ? 3 : 2,
        title: 'Aydınlatma Metni',
        html: '<p>Veri sorumlusu Kanat Mezat.</p>',
        createdAt: 0,
      };
    });
    const app = renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await fillForm();
    await waitFor(() =>
      expect(server.calls.some((c) => c.name === 'legalText' && c.data.kind === 'marketing')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('register-consents')).toBeNull());
    submit();
    await dialog.opens(1);
    act(() => dialog.answer(server.lastCode()));
    await waitFor(() => expect(app.location()).toBe('/kayit-ol/basarili'));
    expect(server.lastData('register')).not.toHaveProperty('consents');
    expect(server.lastData('register')?.acknowledged).toEqual({ notice: 3, terms: 2 });
  });

  it('shows the server pre-check verdicts on their fields and stops before the code', async () => {
    server.handle('userDataPrecheck', () => ({
      ...PRECHECK_OK,
      ok: false,
      invalid: { ...PRECHECK_OK.invalid, cityInvalid: true },
      conflicts: { phoneNumber: true, username: true },
    }));
    const app = renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await fillForm();
    // The account exists after the first attempt: the page turns into completion.
    app.setUser(
      member({ displayName: null, username: null, phoneNumber: PHONE, phoneVerified: false }),
    );
    submit();
    expect(
      await screen.findByText('Bu kullanıcı adı başka bir kullanıcı tarafından kullanılıyor'),
    ).toBeTruthy();
    expect(
      screen.getByText('Bu telefon numarası başka bir kullanıcı tarafından kullanılıyor'),
    ).toBeTruthy();
    expect(screen.getByText('Girilen ilçe geçersiz')).toBeTruthy();
    expect(server.count('requestChanneledMFA')).toBe(0);
    expect(await screen.findByRole('heading', { name: 'Kaydınızı Tamamlayın' })).toBeTruthy();
  });

  it('lets a partial account complete its registration without a password, from the saved form', async () => {
    localStorage.setItem(
      SAVED_FORM_KEY,
      JSON.stringify({
        username: 'kuscu',
        fullname: 'Ali Kuşçu',
        dateOfBirth: '1975-01-02',
        province: 'Bursa',
        city: 'Nilüfer',
      }),
    );
    const app = renderInSite(<MfAccountRoutes />, {
      path: '/kayit-ol',
      user: member({ displayName: null, phoneNumber: PHONE, phoneVerified: false }),
    });
    expect(await screen.findByRole('heading', { name: 'Kaydınızı Tamamlayın' })).toBeTruthy();
    expect(screen.queryByLabelText('Şifre')).toBeNull();
    expect(field('Telefon Numarası').value).toBe(PHONE);
    expect(field('Kullanıcı Adı').value).toBe('kuscu');
    expect(field('İlçe').value).toBe('Nilüfer');
    await acknowledge();

    app.setUser(null);
    submit();
    await dialog.opens(1);
    act(() => dialog.answer(server.lastCode()));
    await waitFor(() => expect(app.location()).toBe('/kayit-ol/basarili'));
    expect(server.count('createAccount')).toBe(0);
  });

  it("stops with 'İptal edildi' when the code dialog is cancelled", async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol' });
    await fillForm();
    submit();
    await dialog.opens(1);
    act(() => dialog.answer(null));
    expect((await screen.findByTestId('register-error')).textContent).toBe('İptal edildi');
    expect(server.count('register')).toBe(0);
    expect(localStorage.getItem(SAVED_FORM_KEY)).not.toBeNull();
  });

  it('sends a phone-verified user home', async () => {
    const app = renderInSite(<MfAccountRoutes />, { path: '/kayit-ol', user: member() });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('confirms the application on /kayit-ol/basarili', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/kayit-ol/basarili' });
    expect(await screen.findByText('Başvurunuz Alındı')).toBeTruthy();
    expect(screen.getByText(/onaylandıktan sonra giriş yapabilirsiniz/)).toBeTruthy();
  });
});

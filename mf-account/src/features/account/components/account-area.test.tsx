import type { MyBidRow } from '@kanat/shared/contracts';
import { resetSecondFactorState } from '@kanat/shared/security';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { member, renderInSite } from '../../../../../shared/test/render';
import MfAccountRoutes from '../../../exposed/routes';
import { serveFetch, serveFunctions, servePages } from '../../../test/api-mock';
import { CodeDialogDriver } from '../../../test/code-dialog-driver';
import { FakeAuthServer } from '../../../test/fake-auth-server';
import { ME } from '../../../test/me';
import { installWebPlatform, resetIndexedDb } from '../../../test/web-platform';

jest.mock('@kanat/shared/api', () => ({
  ...jest.requireActual('@kanat/shared/api'),
  callFunction: jest.fn(),
  apiFetch: jest.fn(),
}));

installWebPlatform();

let server: FakeAuthServer;
let dialog: CodeDialogDriver;

function bidRow(id: number, patch: Partial<MyBidRow> = {}): MyBidRow {
  return {
    auctionId: `a${id}`,
    name: `Güvercin ${id}`,
    photo: null,
    endingTime: Date.UTC(2025, 0, 2, 10, 0),
    status: 2,
    currentAmount: 1500,
    bidCount: 4,
    myLastBid: 1500,
    myMaximum: null,
    sealed: false,
    lastBidderIsMe: true,
    paid: false,
    ...patch,
  };
}

beforeEach(() => {
  resetIndexedDb();
  resetSecondFactorState();
  server = new FakeAuthServer();
  serveFunctions(server);
  serveFetch({
    '/api/me': () => structuredClone(ME),
    '/api/session': () => ({ user: member() }),
  });
  dialog = new CodeDialogDriver();
});

afterEach(() => {
  dialog.dispose();
});

describe('the account area', () => {
  it.each(['/hesabim', '/hesabim/bilgilerim', '/guvercinlerim'])(
    'sends a guest from %s to login',
    async (path) => {
      const app = renderInSite(<MfAccountRoutes />, { path: path });
      await waitFor(() => expect(app.location()).toBe('/giris-yap'));
    },
  );

  it('sends an incomplete registration to /kayit-ol', async () => {
    const app = renderInSite(<MfAccountRoutes />, {
      path: '/hesabim',
      user: member({ phoneVerified: false, displayName: null }),
    });
    await waitFor(() => expect(app.location()).toBe('/kayit-ol'));
  });

  it('lists every bid-on auction at /hesabim with its outcome, loading more near the bottom', async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => bidRow(i + 1));
    firstPage[1] = bidRow(2, { sealed: true, lastBidderIsMe: true });
    firstPage[2] = bidRow(3, { sealed: true, lastBidderIsMe: false });
    firstPage[3] = bidRow(4, { sealed: true, lastBidderIsMe: false, status: 4 });
    const { bodies } = servePages('/api/list/my-bids', [
      { r: firstPage, p: 20 },
      { r: [bidRow(21)], p: null },
    ]);
    renderInSite(<MfAccountRoutes />, { path: '/hesabim', user: member() });
    const nav = await screen.findByRole('navigation', { name: 'Hesabım' });
    expect(
      within(nav)
        .getByRole('link', { name: 'Teklif Verdiğim Açık Arttırmalar' })
        .getAttribute('aria-current'),
    ).toBe('page');
    // jsdom has no layout: the page always counts as scrolled to the bottom.
    await waitFor(() => expect(screen.getAllByTestId('my-bid-row')).toHaveLength(21));
    expect(bodies).toEqual([
      { filter: 'all', p: 0, c: 20 },
      { filter: 'all', p: 20, c: 20 },
    ]);
    const rows = screen.getAllByTestId('my-bid-row');
    expect(within(rows[0]!).getByText('Devam ediyor')).toBeTruthy();
    expect(within(rows[1]!).getByText('Kazandınız')).toBeTruthy();
    expect(within(rows[2]!).getByText('Kaybettiniz')).toBeTruthy();
    expect(within(rows[3]!).getByText('İptal edildi')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Güvercin 1' }).getAttribute('href')).toBe(
      '/acik-arttirmalar/a1',
    );
  });

  it("shows the member's own maximum on the auctions where they set one, and only there", async () => {
    servePages('/api/list/my-bids', [{ r: [bidRow(1, { myMaximum: 4000 }), bidRow(2)], p: null }]);
    renderInSite(<MfAccountRoutes />, { path: '/hesabim', user: member() });
    await waitFor(() => expect(screen.getAllByTestId('my-bid-row')).toHaveLength(2));
    const [withMaximum, without] = screen.getAllByTestId('my-bid-row');
    expect(within(withMaximum!).getByText('Azami teklifiniz')).toBeTruthy();
    expect(within(withMaximum!).getByText('4.000 TL')).toBeTruthy();
    expect(within(without!).queryByText('Azami teklifiniz')).toBeNull();
  });

  it.each([
    ['/hesabim/devam-eden-acik-arttirmalarim', 'ongoing'],
    ['/hesabim/kazanan-arttirmalarim', 'won'],
    ['/hesabim/kaybeden-arttirmalarim', 'lost'],
  ])('asks %s for the %s filter and shows an honest empty state', async (path, filter) => {
    const { bodies } = servePages('/api/list/my-bids', [{ r: [], p: null }]);
    renderInSite(<MfAccountRoutes />, { path: path, user: member() });
    expect(await screen.findByText('Henüz teklif verdiğiniz bir açık arttırma yok')).toBeTruthy();
    expect(bodies).toEqual([{ filter, p: 0, c: 20 }]);
  });

  const PREFS = {
    outbid: { sms: true, mail: false, push: true },
    'maximum-exceeded': { sms: true, mail: true, push: false },
    'ending-soon': { sms: false, mail: true, push: true },
    won: { sms: true, mail: true, push: true },
    lost: { sms: false, mail: false, push: false },
    'watched-ending-soon': { sms: false, mail: true, push: true },
    statement: { sms: true, mail: false, push: true },
    'payment-reminder': { sms: true, mail: true, push: false },
    'second-chance': { sms: false, mail: true, push: true },
    announcement: { sms: false, mail: true, push: true },
    'sale-opening': { sms: true, mail: false, push: true },
  };

  it('shows the notice choices as a table of event × channel switches and saves one', async () => {
    server.handle('myNotificationPrefs', () => ({ code: 200, prefs: structuredClone(PREFS) }));
    server.handle('setNotificationPrefs', () => ({ code: 200 }));
    const app = renderInSite(<MfAccountRoutes />, {
      path: '/hesabim/acik-arttirma-ayarlari',
      user: member(),
    });
    const table = await screen.findByRole('table', { name: 'Bildirimler' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Durum', 'SMS', 'E-posta', 'Tarayıcı bildirimi']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Teklifim geçildiğinde',
      'Azami teklifim aşıldığında',
      'Teklif verdiğim açık arttırmanın bitmesine 10 dakika kala',
      'Açık arttırmayı kazandığımda',
      'Açık arttırmayı kaybettiğimde',
      'Takip ettiğim açık arttırma ya da grup bitmek üzereyken',
      'Alım belgem düzenlendiğinde',
      'Alım belgemin son ödeme günü yaklaştığında ve geçtiğinde',
      'Bana ikinci şans teklifi yapıldığında',
      // The commercial messages say that their SMS and mail wait for the member's consent.
      'Teklif verdiğim ya da takip ettiğim grup hakkında yönetim duyuru gönderdiğinde (ticari ileti: izninize bağlı)',
      'Takvimden takip ettiğim mezat başladığında (ticari ileti: izninize bağlı)',
    ]);
    expect(
      within(screen.getByTestId('notice-grid-consents'))
        .getByRole('link', { name: 'Ticari ileti izinlerimi yönet' })
        .getAttribute('href'),
    ).toBe('/hesabim/izinlerim');
    const box = (label: string) => within(table).getByLabelText(label) as HTMLInputElement;
    expect(box('Teklifim geçildiğinde: SMS').checked).toBe(true);
    expect(box('Teklifim geçildiğinde: E-posta').checked).toBe(false);
    expect(box('Azami teklifim aşıldığında: E-posta').checked).toBe(true);
    expect(box('Açık arttırmayı kaybettiğimde: Tarayıcı bildirimi').checked).toBe(false);
    expect(box('Alım belgem düzenlendiğinde: E-posta').checked).toBe(false);
    expect(box('Bana ikinci şans teklifi yapıldığında: SMS').checked).toBe(false);
    expect(
      box('Teklif verdiğim ya da takip ettiğim grup hakkında yönetim duyuru gönderdiğinde: SMS')
        .checked,
    ).toBe(false);
    expect(box('Takvimden takip ettiğim mezat başladığında: E-posta').checked).toBe(false);

    fireEvent.click(box('Teklifim geçildiğinde: SMS'));
    await waitFor(() => expect(app.toastTexts()).toContain('Ayarlarınız kaydedildi.'));
    expect(box('Teklifim geçildiğinde: SMS').checked).toBe(false);
    expect(server.lastData('setNotificationPrefs')).toEqual({
      prefs: { ...PREFS, outbid: { sms: false, mail: false, push: true } },
    });
  });

  it('rolls a choice back when saving fails', async () => {
    server.handle('myNotificationPrefs', () => ({ code: 200, prefs: structuredClone(PREFS) }));
    server.failNext('setNotificationPrefs', 'internal');
    const app = renderInSite(<MfAccountRoutes />, {
      path: '/hesabim/acik-arttirma-ayarlari',
      user: member(),
    });
    const box = (await screen.findByLabelText(
      'Azami teklifim aşıldığında: SMS',
    )) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(app.toastTexts()).toContain('Ayarlarınız kaydedilemedi.'));
    expect(box.checked).toBe(true);
  });

  describe('Bilgilerim', () => {
    const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    it('shows the stored data with username and full name read-only', async () => {
      renderInSite(<MfAccountRoutes />, { path: '/hesabim/bilgilerim', user: member() });
      await screen.findByTestId('details-form');
      expect(input('Kullanıcı Adı').value).toBe('aliveli');
      expect(input('Kullanıcı Adı').disabled).toBe(true);
      expect(input('Ad Soyad').disabled).toBe(true);
      expect(input('İlçe').value).toBe('Kadıköy');
    });

    it("says 'Değişiklik yok.' when nothing changed", async () => {
      const app = renderInSite(<MfAccountRoutes />, {
        path: '/hesabim/bilgilerim',
        user: member(),
      });
      await screen.findByTestId('details-form');
      save();
      expect((await screen.findByTestId('details-message')).textContent).toBe('Değişiklik yok.');
      expect(app.confirms).toHaveLength(0);
      // The page reads the member's legal acknowledgements; nothing is written.
      expect(server.calls.filter((c) => c.name !== 'myLegalAcknowledgements')).toHaveLength(0);
    });

    it('checks the changed fields', async () => {
      renderInSite(<MfAccountRoutes />, { path: '/hesabim/bilgilerim', user: member() });
      await screen.findByTestId('details-form');
      fireEvent.change(input('E-posta (isteğe bağlı)'), { target: { value: 'bozuk@' } });
      fireEvent.change(input('Doğum Tarihi'), { target: { value: '' } });
      save();
      expect(await screen.findByText('Mail Geçersiz.')).toBeTruthy();
      expect(screen.getByText('Doğum tarihi geçersiz.')).toBeTruthy();
      // The page reads the member's legal acknowledgements; nothing is written.
      expect(server.calls.filter((c) => c.name !== 'myLegalAcknowledgements')).toHaveLength(0);
    });

    it('asks, runs the second factor, saves and reloads the session', async () => {
      server.handle('updatePersonalData', () => ({ code: 200 }));
      const app = renderInSite(<MfAccountRoutes />, {
        path: '/hesabim/bilgilerim',
        user: member(),
      });
      await screen.findByTestId('details-form');
      fireEvent.change(input('İlçe'), { target: { value: 'üsküdar' } });
      fireEvent.blur(input('İlçe'));
      // Saving disables the account until approval; the session says so afterwards.
      app.setUser(
        member({
          accountEnabled: false,
          accountDisableReason: 'Bilgileriniz güncellendi, yönetici onayı bekleniyor.',
        }),
      );
      save();
      const opened = await dialog.opens(1);
      expect(opened.target).toBe('+905321112233');
      act(() => dialog.answer(server.lastCode()));
      await waitFor(() =>
        expect(app.toastTexts()).toContain('Kullanıcı verisi güncelleme başarılı.'),
      );
      expect(app.confirms).toHaveLength(1);
      expect(server.lastData('updatePersonalData')).toEqual({
        userData: { ...ME.personalInfo, city: 'Üsküdar' },
        deviceId: expect.any(String),
        mfaToken: 'token-1',
      });
    });

    it('does nothing when the user says no', async () => {
      const app = renderInSite(<MfAccountRoutes />, {
        path: '/hesabim/bilgilerim',
        user: member(),
      });
      app.confirmAnswer.yes = false;
      await screen.findByTestId('details-form');
      fireEvent.change(input('İl'), { target: { value: 'Bursa' } });
      save();
      await waitFor(() => expect(app.confirms).toHaveLength(1));
      // The page reads the member's legal acknowledgements; nothing is written.
      expect(server.calls.filter((c) => c.name !== 'myLegalAcknowledgements')).toHaveLength(0);
    });

    it('shows why a disabled account may not change its data', async () => {
      const device = await import('@kanat/shared/security');
      server.keys.set(device.getDeviceId(), await device.createDeviceKey());
      server.failNext(
        'updatePersonalData',
        'permission-denied',
        'Kaydınız yönetici onayı bekliyor.',
      );
      renderInSite(<MfAccountRoutes />, { path: '/hesabim/bilgilerim', user: member() });
      await screen.findByTestId('details-form');
      fireEvent.change(input('İl'), { target: { value: 'Bursa' } });
      save();
      expect((await screen.findByTestId('details-message')).textContent).toBe(
        'Kaydınız yönetici onayı bekliyor.',
      );
    });
  });

  describe('Şifre Yenile', () => {
    const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    function fill(current: string, next: string, again: string) {
      fireEvent.change(input('Mevcut Şifre'), { target: { value: current } });
      fireEvent.change(input('Yeni Şifre'), { target: { value: next } });
      fireEvent.change(input('Yeni Şifre Tekrar'), { target: { value: again } });
      fireEvent.click(screen.getByRole('button', { name: 'Şifre Yenile' }));
    }

    beforeEach(async () => {
      const device = await import('@kanat/shared/security');
      server.keys.set(device.getDeviceId(), await device.createDeviceKey());
    });

    it('applies the new-password rules', async () => {
      renderInSite(<MfAccountRoutes />, { path: '/hesabim/sifre-yenile', user: member() });
      await screen.findByTestId('change-password-form');
      fill('eski', 'yenisifre', 'baska');
      expect(await screen.findAllByText('Şifre geçersiz')).toHaveLength(2);
      expect(screen.getByText('Şifreler uyuşmuyor.')).toBeTruthy();
      // The page reads the member's legal acknowledgements; nothing is written.
      expect(server.calls.filter((c) => c.name !== 'myLegalAcknowledgements')).toHaveLength(0);
    });

    it('changes the password with the current one and a device signature', async () => {
      server.handle('changePassword', () => ({ code: 200 }));
      const app = renderInSite(<MfAccountRoutes />, {
        path: '/hesabim/sifre-yenile',
        user: member(),
      });
      await screen.findByTestId('change-password-form');
      fill('Guvercin2023', 'YeniSifre2024', 'YeniSifre2024');
      await waitFor(() => expect(app.toastTexts()).toContain('Şifreniz değiştirildi.'));
      expect(server.lastData('changePassword')).toEqual({
        currentPassword: 'Guvercin2023',
        password: 'YeniSifre2024',
        mfaToken: 'token-1',
        deviceId: expect.any(String),
      });
      expect(dialog.opened).toHaveLength(0);
      expect(input('Mevcut Şifre').value).toBe('');
    });

    it("says 'Şifre yanlış.' for a wrong current password", async () => {
      server.failNext('changePassword', 'permission-denied');
      renderInSite(<MfAccountRoutes />, { path: '/hesabim/sifre-yenile', user: member() });
      await screen.findByTestId('change-password-form');
      fill('Yanlis123', 'YeniSifre2024', 'YeniSifre2024');
      expect((await screen.findByTestId('change-password-message')).textContent).toBe(
        'Şifre yanlış.',
      );
    });
  });
});

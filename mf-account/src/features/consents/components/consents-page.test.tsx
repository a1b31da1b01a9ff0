import type { ConsentRecordView, MyConsents, SetConsentData } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { member, renderInSite } from '../../../../../shared/test/render';
import MfAccountRoutes from '../../../exposed/routes';
import { serveFetch, serveFunctions } from '../../../test/api-mock';
import { FakeAuthServer } from '../../../test/fake-auth-server';
import { ME } from '../../../test/me';
import { installWebPlatform } from '../../../test/web-platform';

jest.mock('@kanat/shared/api', () => ({
  ...jest.requireActual('@kanat/shared/api'),
  callFunction: jest.fn(),
  apiFetch: jest.fn(),
}));

installWebPlatform();

// /hesabim/izinlerim: the member's consents, given and withdrawn, and their history.

const PATH = '/hesabim/izinlerim';
const REGISTERED_AT = Date.UTC(2026, 9, 1, 9, 30);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
let server: FakeAuthServer;
let state: MyConsents;

function record(patch: Partial<ConsentRecordView>): ConsentRecordView {
  return {
    kind: 'marketing-sms',
    granted: true,
    textKind: 'marketing',
    textVersion: 4,
    source: 'registration',
    userAgent: UA,
    recordedAt: REGISTERED_AT,
    ...patch,
  };
}

/** A stand-in for the server's `setConsent`: one record per change, newest first. */
function applyChange(data: SetConsentData): MyConsents {
  if (state.current[data.kind] !== data.granted) {
    state.current = { ...state.current, [data.kind]: data.granted };
    state.records = [
      record({
        kind: data.kind,
        granted: data.granted,
        textKind: data.kind === 'push' ? 'notice' : 'marketing',
        textVersion: data.kind === 'push' ? 2 : state.marketingVersion,
        source: 'account',
        recordedAt: REGISTERED_AT + 86_400_000,
      }),
      ...state.records,
    ];
  }
  return structuredClone(state);
}

beforeEach(() => {
  state = {
    current: { 'marketing-sms': true, 'marketing-mail': false, push: true },
    records: [
      record({
        kind: 'push',
        granted: true,
        textKind: 'notice',
        textVersion: null,
        source: 'browser-push',
        userAgent: null,
        recordedAt: REGISTERED_AT + 60_000,
      }),
      record({ kind: 'marketing-sms', granted: true }),
      record({ kind: 'marketing-mail', granted: false }),
    ],
    marketingVersion: 4,
  };
  server = new FakeAuthServer();
  serveFunctions(server);
  serveFetch({
    '/api/me': () => structuredClone(ME),
    '/api/session': () => ({ user: member() }),
  });
  server.handle('myConsents', () => ({ code: 200, ...structuredClone(state) }));
  server.handle('setConsent', (data) => ({
    code: 200,
    ...applyChange(data as unknown as SetConsentData),
  }));
});

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const SMS = 'Kampanya ve duyuruları SMS ile almak istiyorum';
const MAIL = 'Kampanya ve duyuruları e-posta ile almak istiyorum';

async function openPage() {
  const app = renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
  await screen.findByTestId('consent-choices');
  return app;
}

describe('the consents page', () => {
  it('shows each consent, the text, which messages it covers and the history', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'İzinlerim' })).toBeTruthy();
    expect(screen.getByText(/Her izin isteğe bağlıdır/)).toBeTruthy();
    expect(box(SMS).checked).toBe(true);
    expect(box(MAIL).checked).toBe(false);
    const push = within(screen.getByTestId('consent-push'));
    expect(push.getByRole('status').textContent).toBe('Bildirimler en az bir tarayıcıda açık.');
    expect(push.getByRole('button', { name: 'Tüm tarayıcılarda bildirimleri kapat' })).toBeTruthy();
    expect(push.queryByRole('link')).toBeNull();

    const text = screen.getByRole('link', { name: 'Ticari Elektronik İleti Onay Metni' });
    expect(text.getAttribute('href')).toBe('/kurumsal/ticari-ileti-onayi');
    expect(screen.getByText('Onay metni sürüm 4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hangi iletiler izninize bağlı?' })).toBeTruthy();
    expect(screen.getByText(/yönetimin satış grubu duyuruları/)).toBeTruthy();
    expect(screen.getByText(/İzninize bağlı olmayanlar/)).toBeTruthy();

    const history = screen.getByRole('table', { name: 'İzin geçmişi' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tarih', 'İzin', 'Değişiklik', 'Metin sürümü', 'Nereden', 'Cihaz']);
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        formatDateTime(REGISTERED_AT + 60_000),
        'Tarayıcı bildirimleri',
        'Verildi',
        '—',
        'Tarayıcı bildirimi ayarı',
        'Bilinmiyor',
      ],
      [formatDateTime(REGISTERED_AT), 'Ticari ileti (SMS)', 'Verildi', '4', 'Üyelik formu', UA],
      [
        formatDateTime(REGISTERED_AT),
        'Ticari ileti (e-posta)',
        'Geri alındı',
        '4',
        'Üyelik formu',
        UA,
      ],
    ]);
    // The menu leads here, right before the KVKK applications and the member's data.
    const menu = within(screen.getByRole('navigation', { name: 'Hesabım' }));
    const links = menu.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(-3)).toEqual(['İzinlerim', 'KVKK başvurularım', 'Verilerim']);
    expect(menu.getByRole('link', { name: 'İzinlerim' }).getAttribute('aria-current')).toBe('page');
    expect(server.lastData('myConsents')).toBeNull();
  });

  it('gives a consent under the text version shown, and withdraws one', async () => {
    const app = await openPage();
    fireEvent.click(box(MAIL));
    await waitFor(() => expect(app.toastTexts()).toContain('İzniniz kaydedildi.'));
    expect(server.lastData('setConsent')).toEqual({
      kind: 'marketing-mail',
      granted: true,
      version: 4,
      deviceId: expect.any(String),
    });
    expect(box(MAIL).checked).toBe(true);
    // The answer replaced the page's data: the new record heads the history.
    const history = screen.getByRole('table', { name: 'İzin geçmişi' });
    const newest = within(within(history).getAllByRole('row')[1] as HTMLElement);
    expect(newest.getByText('Ticari ileti (e-posta)')).toBeTruthy();
    expect(newest.getByText('Hesabım')).toBeTruthy();

    fireEvent.click(box(SMS));
    await waitFor(() =>
      expect(app.toastTexts()).toContain(
        'İzniniz geri alındı; bu kanaldan ticari ileti gönderilmeyecek.',
      ),
    );
    expect(server.lastData('setConsent')).toEqual({
      kind: 'marketing-sms',
      granted: false,
      deviceId: expect.any(String),
    });
    expect(box(SMS).checked).toBe(false);
    expect(server.count('myConsents')).toBe(1);
  });

  it('shows the server’s refusal of an outdated text and reads the page again', async () => {
    const app = await openPage();
    state.marketingVersion = 5;
    server.failNext(
      'setConsent',
      'failed-precondition',
      'İzin metni güncellendi; lütfen sayfayı yenileyip yeni metni okuyun.',
    );
    fireEvent.click(box(MAIL));
    await waitFor(() =>
      expect(app.toastTexts()).toContain(
        'İzin metni güncellendi; lütfen sayfayı yenileyip yeni metni okuyun.',
      ),
    );
    expect(await screen.findByText('Onay metni sürüm 5')).toBeTruthy();
    expect(box(MAIL).checked).toBe(false);
    expect(server.count('myConsents')).toBe(2);
  });

  it('withdraws browser notices everywhere, this browser’s subscription too', async () => {
    const unsubscribe = jest.fn(async () => true);
    const subscription = { endpoint: 'https://push.example.com/send/abc', unsubscribe };
    const registration = { pushManager: { getSubscription: jest.fn(async () => subscription) } };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: jest.fn(async () => registration) },
      configurable: true,
    });
    try {
      const app = await openPage();
      fireEvent.click(screen.getByRole('button', { name: 'Tüm tarayıcılarda bildirimleri kapat' }));
      await waitFor(() =>
        expect(app.toastTexts()).toContain('Tarayıcı bildirimleri tüm cihazlarınızda kapatıldı.'),
      );
      expect(server.lastData('setConsent')).toEqual({
        kind: 'push',
        granted: false,
        deviceId: expect.any(String),
      });
      expect(unsubscribe).toHaveBeenCalled();
      const push = within(screen.getByTestId('consent-push'));
      expect(push.getByRole('status').textContent).toBe(
        'Bildirimler hiçbir tarayıcıda açık değil.',
      );
      expect(push.queryByRole('button')).toBeNull();
      expect(push.getByRole('link', { name: 'Açık Arttırma Ayarlarına git' })).toBeTruthy();
      fireEvent.click(push.getByRole('link', { name: 'Açık Arttırma Ayarlarına git' }));
      await waitFor(() => expect(app.location()).toBe('/hesabim/acik-arttirma-ayarlari'));
    } finally {
      delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    }
  });

  it('says so when there is no history, and offers no consent before a text is published', async () => {
    state = {
      current: { 'marketing-sms': false, 'marketing-mail': false, push: false },
      records: [],
      marketingVersion: null,
    };
    await openPage();
    expect(screen.getByText('Henüz kayıtlı bir izin değişikliği yok.')).toBeTruthy();
    expect(box(SMS).disabled).toBe(true);
    expect(box(MAIL).disabled).toBe(true);
    expect(screen.getByText('İzin metni henüz yayımlanmadı.')).toBeTruthy();
  });

  it('shows an error with a retry when the consents cannot be read', async () => {
    server.failNext('myConsents', 'internal');
    renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
    const failed = within(await screen.findByTestId('consents-error'));
    expect(failed.getByText('İzinleriniz yüklenemedi.')).toBeTruthy();
    fireEvent.click(failed.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByTestId('consent-choices')).toBeTruthy();
  });
});

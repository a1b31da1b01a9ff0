import type { PrivacyRequestView, SubmitPrivacyRequestData } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
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

// /hesabim/kvkk-basvurularim: the member's KVKK applications, a new one and the answers.

const PATH = '/hesabim/kvkk-basvurularim';
const DAY = 86_400_000;
const SENT_AT = Date.UTC(2026, 9, 1, 9, 30);
let server: FakeAuthServer;
let requests: PrivacyRequestView[];

function request(patch: Partial<PrivacyRequestView>): PrivacyRequestView {
  return {
    id: 1,
    kind: 'correction',
    details: 'Doğum tarihim yanlış kayıtlı.',
    state: 'open',
    createdAt: SENT_AT,
    dueAt: SENT_AT + 30 * DAY,
    answer: null,
    answeredAt: null,
    ...patch,
  };
}

beforeEach(() => {
  requests = [
    request({ id: 2, kind: 'objection', details: 'SMS ile arama istemiyorum.' }),
    request({
      id: 1,
      state: 'answered',
      createdAt: SENT_AT - 10 * DAY,
      dueAt: SENT_AT + 20 * DAY,
      answer: 'Doğum tarihiniz düzeltildi.',
      answeredAt: SENT_AT - 2 * DAY,
    }),
  ];
  server = new FakeAuthServer();
  serveFunctions(server);
  serveFetch({
    '/api/me': () => structuredClone(ME),
    '/api/session': () => ({ user: member() }),
  });
  server.handle('myPrivacyRequests', () => ({ code: 200, requests: structuredClone(requests) }));
  server.handle('submitPrivacyRequest', (data) => {
    const { kind, details } = data as unknown as SubmitPrivacyRequestData;
    const created = request({
      id: 3,
      kind,
      details,
      createdAt: SENT_AT + DAY,
      dueAt: SENT_AT + 31 * DAY,
    });
    requests = [created, ...requests];
    return { code: 200, ...structuredClone(created) };
  });
});

async function openPage() {
  const app = renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
  await screen.findByTestId('privacy-requests-list');
  return app;
}

const items = () => screen.getAllByTestId('privacy-request');
const kindBox = () => screen.getByRole('combobox', { name: 'Başvuru konusu' }) as HTMLSelectElement;
const detailsBox = () => screen.getByRole('textbox', { name: 'Açıklama' }) as HTMLTextAreaElement;
const submitButton = () => screen.getByRole('button', { name: 'Başvuruyu gönder' });

describe('the KVKK applications page', () => {
  it('lists the applications, an answered one with its answer and its date', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'KVKK başvurularım' })).toBeTruthy();
    expect(screen.getByText(/Kendi başınıza yapamadığınız bir istek için/)).toBeTruthy();
    expect(
      Array.from(kindBox().options).map((option) => [option.value, option.textContent]),
    ).toEqual([
      ['correction', 'Bilgilerimin düzeltilmesi'],
      ['erasure', 'Verilerimin silinmesi'],
      ['objection', 'İşlemeye itiraz'],
      ['other', 'Diğer'],
    ]);
    expect(detailsBox().maxLength).toBe(2000);
    expect(screen.getByText('En fazla 2.000 karakter. 0/2.000 karakter')).toBeTruthy();

    const [open, answered] = items().map((item) => within(item));
    expect(open?.getByRole('heading', { name: 'İşlemeye itiraz' })).toBeTruthy();
    expect(open?.getByTestId('privacy-request-state').textContent).toBe('Yanıt bekliyor');
    expect(open?.getByText('SMS ile arama istemiyorum.')).toBeTruthy();
    expect(open?.getByText(formatDate(SENT_AT))).toBeTruthy();
    expect(open?.getByText(formatDate(SENT_AT + 30 * DAY))).toBeTruthy();
    expect(open?.queryByTestId('privacy-request-answer')).toBeNull();
    expect(open?.queryByText('Yanıt tarihi')).toBeNull();

    expect(answered?.getByRole('heading', { name: 'Bilgilerimin düzeltilmesi' })).toBeTruthy();
    expect(answered?.getByTestId('privacy-request-state').textContent).toBe('Yanıtlandı');
    expect(answered?.getByTestId('privacy-request-details').textContent).toBe(
      'Doğum tarihim yanlış kayıtlı.',
    );
    expect(answered?.getByTestId('privacy-request-answer').textContent).toBe(
      'YanıtDoğum tarihiniz düzeltildi.',
    );
    expect(answered?.getByText('Yanıt tarihi')).toBeTruthy();
    expect(answered?.getByText(formatDate(SENT_AT - 2 * DAY))).toBeTruthy();

    // The menu leads here, between the consents and the member's data.
    const menu = within(screen.getByRole('navigation', { name: 'Hesabım' }));
    const links = menu.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(-3)).toEqual(['İzinlerim', 'KVKK başvurularım', 'Verilerim']);
    expect(menu.getByRole('link', { name: 'KVKK başvurularım' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(server.lastData('myPrivacyRequests')).toBeNull();
  });

  it('sends an application, clears the form and reads the list again', async () => {
    const app = await openPage();
    fireEvent.change(kindBox(), { target: { value: 'erasure' } });
    fireEvent.change(detailsBox(), { target: { value: '  Eski ilanlarımdaki adım silinsin.  ' } });
    expect(screen.getByText('En fazla 2.000 karakter. 37/2.000 karakter')).toBeTruthy();
    fireEvent.click(submitButton());
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(app.toastTexts()).toContain(
        `Başvurunuz alındı. En geç ${formatDate(SENT_AT + 31 * DAY)} tarihine kadar yanıtlanacak.`,
      ),
    );
    expect(server.lastData('submitPrivacyRequest')).toEqual({
      kind: 'erasure',
      details: 'Eski ilanlarımdaki adım silinsin.',
    });
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(within(items()[0] as HTMLElement).getByText('Verilerimin silinmesi')).toBeTruthy();
    expect(server.count('myPrivacyRequests')).toBe(2);
    expect(detailsBox().value).toBe('');
    expect(kindBox().value).toBe('correction');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal and keeps what was written', async () => {
    await openPage();
    server.failNext(
      'submitPrivacyRequest',
      'resource-exhausted',
      'Kısa sürede çok fazla başvuru yaptınız, lütfen daha sonra tekrar deneyin.',
    );
    fireEvent.change(detailsBox(), { target: { value: 'Bir talebim daha var.' } });
    fireEvent.click(submitButton());
    const alert = await screen.findByTestId('privacy-request-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(
      'Kısa sürede çok fazla başvuru yaptınız, lütfen daha sonra tekrar deneyin.',
    );
    expect(detailsBox().value).toBe('Bir talebim daha var.');
    expect(items()).toHaveLength(2);
    expect(server.count('myPrivacyRequests')).toBe(1);
  });

  it('asks for a text before sending an empty application', async () => {
    await openPage();
    fireEvent.change(detailsBox(), { target: { value: '   ' } });
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Lütfen başvurunuzu açıklayın (en fazla 2.000 karakter).'),
    ).toBeTruthy();
    expect(detailsBox().getAttribute('aria-invalid')).toBe('true');
    expect(server.count('submitPrivacyRequest')).toBe(0);
  });

  it('says so when there is none yet', async () => {
    requests = [];
    renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
    expect((await screen.findByTestId('privacy-requests-none')).textContent).toBe(
      'Henüz bir başvurunuz yok.',
    );
  });

  it('shows an error with a retry when the applications cannot be read', async () => {
    server.failNext('myPrivacyRequests', 'internal');
    renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
    const failed = within(await screen.findByTestId('privacy-requests-error'));
    expect(failed.getByText('Başvurular yüklenemedi.')).toBeTruthy();
    fireEvent.click(failed.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByTestId('privacy-requests-list')).toBeTruthy();
  });
});

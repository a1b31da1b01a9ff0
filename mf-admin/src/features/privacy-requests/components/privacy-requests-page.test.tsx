import type { AdminPrivacyRequestView } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import PrivacyRequestsArea from '../index';

const DAY = 86_400_000;

let server: FetchStub;
let queue: AdminPrivacyRequestView[];

const application = (
  id: number,
  over: Partial<AdminPrivacyRequestView> = {},
): AdminPrivacyRequestView => ({
  id,
  kind: 'correction',
  details: 'Doğum tarihim yanlış kayıtlı.',
  state: 'open',
  createdAt: Date.now() - 10 * DAY,
  dueAt: Date.now() + 20 * DAY - 60_000,
  answer: null,
  answeredAt: null,
  memberId: `uid-${id}`,
  memberName: 'Ayşe Yılmaz',
  username: 'ayse',
  overdue: false,
  answeredBy: null,
  ...over,
});

const late = () =>
  application(1, {
    kind: 'erasure',
    details: 'Hesabımı kendim silemiyorum.',
    createdAt: Date.now() - 35 * DAY,
    dueAt: Date.now() - 5 * DAY,
    memberId: 'uid-mehmet',
    memberName: 'Mehmet Öztürk',
    username: 'mehmet',
    overdue: true,
  });

const answered = () =>
  application(3, {
    kind: 'objection',
    state: 'answered',
    answer: 'İtirazınız üzerine SMS gönderimi durduruldu.',
    answeredAt: Date.UTC(2026, 0, 5, 9, 30),
    answeredBy: 'Selin Yönetici',
  });

const open = (path = '/yonetim/kvkk-basvurulari') =>
  renderInSite(<PrivacyRequestsArea />, {
    path,
    mount: '/yonetim/kvkk-basvurulari/*',
    user: member({ staff: true, roles: ['clerk'] }),
  });

const rowOf = (text: string) =>
  within(screen.getByTestId('privacy-requests')).getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  queue = [late(), application(2)];
  server = stubFetch();
  server.on('POST', '/api/fn/adminPrivacyRequests', (r: StubRequest) => {
    const { show } = (r.body as { data: { show?: string } }).data;
    const requests = show === 'all' ? [...queue, answered()] : queue;
    return callableOk({
      requests,
      openCount: queue.length,
      overdueCount: queue.filter((q) => q.overdue).length,
    });
  });
});
afterEach(() => server.restore());

describe('KVKK applications in the console (/yonetim/kvkk-basvurulari)', () => {
  it('lists the open ones by due day, the late one in red, with the counts', async () => {
    open();
    const table = await screen.findByTestId('privacy-requests');
    expect(screen.getByRole('heading', { name: 'KVKK başvuruları' })).toBeTruthy();
    expect(screen.getByTestId('privacy-request-counts').textContent).toBe(
      '2 açık başvuru, 1 tanesinin süresi geçti',
    );
    expect(server.callsTo('adminPrivacyRequests')).toEqual([{ show: 'open' }]);
    expect(table.querySelector('caption')?.textContent).toBe('KVKK başvuruları: Açık olanlar');

    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    const link = within(first).getByRole('link', { name: 'Mehmet Öztürk' });
    expect(link.getAttribute('href')).toBe('/yonetim/uyeler/uid-mehmet');
    expect(within(first).getByText('mehmet')).toBeTruthy();
    expect(within(first).getByText('Verilerimin silinmesi')).toBeTruthy();
    expect(within(first).getByText('Hesabımı kendim silemiyorum.')).toBeTruthy();
    expect(within(first).getByText('Yanıt bekliyor')).toBeTruthy();
    const overdue = within(first).getByText('Süresi geçti');
    expect(overdue.getAttribute('data-overdue')).toBe('true');
    expect(within(first).getByRole('button', { name: 'Yanıtla' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Reddet' })).toBeTruthy();

    const second = rowOf('Doğum tarihim yanlış kayıtlı.');
    expect(within(second).getByText('20 gün kaldı')).toBeTruthy();
    expect(within(second).queryByText('Süresi geçti')).toBeNull();
  });

  it('shows every application under Tümü, the closed ones with their answer', async () => {
    const site = open();
    await screen.findByTestId('privacy-requests');
    fireEvent.click(screen.getByRole('tab', { name: 'Tümü' }));
    const row = await waitFor(() => rowOf('İtirazınız üzerine SMS gönderimi durduruldu.'));
    expect(site.location()).toBe('/yonetim/kvkk-basvurulari?sekme=tum');
    expect(server.callsTo('adminPrivacyRequests').at(-1)).toEqual({ show: 'all' });
    expect(within(row).getByText('Yanıtlandı')).toBeTruthy();
    expect(within(row).getByText(/Yanıtlayan: Selin Yönetici · 05\.01\.2026/)).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).queryByText(/gün kaldı/)).toBeNull();
  });

  it('says so when nothing waits', async () => {
    queue = [];
    open();
    const table = await screen.findByTestId('privacy-requests');
    expect(table.textContent).toContain('Bekleyen başvuru yok.');
    expect(screen.getByTestId('privacy-request-counts').textContent).toBe(
      '0 açık başvuru, 0 tanesinin süresi geçti',
    );
  });

  it('answers an application, says so and refreshes the queue', async () => {
    server.on('POST', '/api/fn/adminPrivacyRequestAnswer', () => {
      const done = {
        ...late(),
        state: 'answered' as const,
        overdue: false,
        answer: 'Hesabınız silindi.',
        answeredAt: Date.now(),
        answeredBy: 'Can Görevli',
      };
      queue = queue.filter((q) => q.id !== 1);
      return callableOk(done);
    });
    const site = open();
    await screen.findByTestId('privacy-requests');
    fireEvent.click(
      within(rowOf('Hesabımı kendim silemiyorum.')).getByRole('button', { name: 'Yanıtla' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Başvuruyu yanıtla' });
    expect(dialog.textContent).toContain('Mehmet Öztürk · Verilerimin silinmesi');
    expect(dialog.textContent).toContain('Hesabımı kendim silemiyorum.');

    // An empty answer is refused here, as the server would.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yanıtı kaydet' }));
    expect(
      await within(dialog).findByText('Lütfen yanıtı yazın (en fazla 2000 karakter).'),
    ).toBeTruthy();
    expect(server.callsTo('adminPrivacyRequestAnswer')).toEqual([]);

    const field = within(dialog).getByRole('textbox', { name: 'Üyeye yanıt' });
    expect(field.getAttribute('maxlength')).toBe('2000');
    fireEvent.change(field, { target: { value: '  Hesabınız silindi.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yanıtı kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('adminPrivacyRequestAnswer')).toEqual([
      { id: 1, state: 'answered', answer: 'Hesabınız silindi.' },
    ]);
    expect(site.toastTexts()).toContain('Yanıt kaydedildi; üye başvurularım sayfasında görür.');
    await waitFor(() =>
      expect(screen.getByTestId('privacy-request-counts').textContent).toBe(
        '1 açık başvuru, 0 tanesinin süresi geçti',
      ),
    );
    expect(screen.queryByText('Hesabımı kendim silemiyorum.')).toBeNull();
    expect(server.callsTo('adminPrivacyRequests')).toHaveLength(2);
  });

  it('turns one down with the reason; the server’s refusal stays in the dialog', async () => {
    let answer: unknown = {
      status: 400,
      body: { error: { status: 'FAILED_PRECONDITION', message: 'Bu başvuru zaten yanıtlandı.' } },
    };
    server.on('POST', '/api/fn/adminPrivacyRequestAnswer', () => answer as never);
    const site = open();
    await screen.findByTestId('privacy-requests');
    fireEvent.click(
      within(rowOf('Doğum tarihim yanlış kayıtlı.')).getByRole('button', { name: 'Reddet' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Başvuruyu reddet' });
    const field = within(dialog).getByRole('textbox', { name: 'Üyeye yanıt' });
    fireEvent.change(field, { target: { value: 'Kimliğiniz doğrulanamadı.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yanıtı kaydet' }));
    expect(await within(dialog).findByText('Bu başvuru zaten yanıtlandı.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Kimliğiniz doğrulanamadı.');
    expect(site.toastTexts()).toEqual([]);
    expect(server.callsTo('adminPrivacyRequestAnswer')).toEqual([
      { id: 2, state: 'rejected', answer: 'Kimliğiniz doğrulanamadı.' },
    ]);

    answer = callableOk({
      ...application(2),
      state: 'rejected',
      answer: 'Kimliğiniz doğrulanamadı.',
      answeredAt: Date.now(),
      answeredBy: 'Can Görevli',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yanıtı kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(site.toastTexts()).toContain('Yanıt kaydedildi; üye başvurularım sayfasında görür.');
  });

  it('says so when the list cannot be loaded', async () => {
    server.on('POST', '/api/fn/adminPrivacyRequests', {
      status: 403,
      body: { error: { status: 'PERMISSION_DENIED', message: 'Bu işlem için yetkiniz yok.' } },
    });
    open();
    expect(await screen.findByText('Başvurular yüklenemedi.')).toBeTruthy();
  });
});

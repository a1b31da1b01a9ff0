import type { AdminRetentionView } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import RetentionArea from '../index';

let server: FetchStub;
const admin = member({ staff: true, roles: ['administrator'] });

type Settings = AdminRetentionView['settings'];

const defaults: Settings = {
  sentMessagesDays: 90,
  sentNoticesDays: 180,
  sessionIpDays: 30,
  contactIpDays: 30,
  salesRecordsYears: 10,
};

const view = (over: Partial<AdminRetentionView> = {}): AdminRetentionView => ({
  settings: { ...defaults, sentMessagesDays: 60, salesRecordsYears: 12 },
  defaults,
  bounds: {
    sentMessagesDays: { least: 7, most: 730 },
    sentNoticesDays: { least: 30, most: 730 },
    sessionIpDays: { least: 1, most: 365 },
    contactIpDays: { least: 1, most: 365 },
    salesRecordsYears: { least: 10, most: 30 },
  },
  passes: [
    {
      at: Date.UTC(2026, 0, 5, 9, 30),
      summary:
        'Saklama süresi dolan kayıtlar silindi: 3 oturum, 2 kod ve bağlantı, 14 SMS ve e-posta, 5 bildirim; 7 oturumun ve 1 iletişim mesajının IP adresi silindi.',
    },
    {
      at: Date.UTC(2026, 0, 4, 21, 10),
      summary:
        'Saklama süresi dolan kayıtlar silindi: 0 oturum, 1 kod ve bağlantı, 0 SMS ve e-posta, 0 bildirim; 0 oturumun ve 0 iletişim mesajının IP adresi silindi.',
    },
  ],
  ...over,
});

const labels = {
  sentMessagesDays: 'Gönderilen SMS ve e-postalar (gün)',
  sentNoticesDays: 'Gönderilen üye bildirimleri (gün)',
  sessionIpDays: 'Oturumların IP adresleri (gün)',
  contactIpDays: 'İletişim mesajlarının IP adresleri (gün)',
  salesRecordsYears: 'Silinen üyelerin satış kayıtları (yıl)',
};

const open = () =>
  renderInSite(<RetentionArea />, {
    path: '/yonetim/saklama-sureleri',
    mount: '/yonetim/saklama-sureleri/*',
    user: admin,
  });

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const hintOf = (field: HTMLInputElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminRetention', callableOk(view()));
  server.on('POST', '/api/fn/adminRetentionSave', (request: StubRequest) =>
    callableOk(view({ settings: (request.body as { data: Settings }).data })),
  );
});
afterEach(() => server.restore());

describe('the retention periods (/yonetim/saklama-sureleri)', () => {
  it('shows the periods in force with their bounds and defaults', async () => {
    open();
    const sales = (await screen.findByLabelText(labels.salesRecordsYears)) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 2, name: 'Saklama süreleri' })).toBeTruthy();
    expect(screen.getByText(/Sitenin artık gerekmeyen kayıtları ne kadar sakladığı/)).toBeTruthy();
    expect(server.callsTo('adminRetention')).toHaveLength(1);

    expect(sales.value).toBe('12');
    expect(sales.min).toBe('10');
    expect(sales.max).toBe('30');
    expect(hintOf(sales)).toContain(
      'Türk Ticaret Kanunu ticari defter ve belgeler için en az 10 yıl öngörür. Varsayılan: 10',
    );
    const messagesField = input(labels.sentMessagesDays);
    expect(messagesField.value).toBe('60');
    expect([messagesField.min, messagesField.max]).toEqual(['7', '730']);
    expect(hintOf(messagesField)).toContain('Varsayılan: 90');
    expect(input(labels.sentNoticesDays).value).toBe('180');
    expect(input(labels.sessionIpDays).value).toBe('30');
    expect([input(labels.contactIpDays).min, input(labels.contactIpDays).max]).toEqual([
      '1',
      '365',
    ]);
    expect(hintOf(input(labels.contactIpDays))).toContain(
      'Kötüye kullanımı görmek için saklanır; mesajın kendisi kalır. Varsayılan: 30',
    );
  });

  it('saves all five periods and shows what was saved', async () => {
    const view = open();
    await screen.findByLabelText(labels.sessionIpDays);
    fireEvent.change(input(labels.sessionIpDays), { target: { value: '14' } });
    fireEvent.change(input(labels.salesRecordsYears), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(view.toastTexts()).toContain('Saklama süreleri kaydedildi.'));
    expect(server.callsTo('adminRetentionSave')).toEqual([
      {
        sentMessagesDays: 60,
        sentNoticesDays: 180,
        sessionIpDays: 14,
        contactIpDays: 30,
        salesRecordsYears: 15,
      },
    ]);
    expect(input(labels.sessionIpDays).value).toBe('14');
    expect(input(labels.salesRecordsYears).value).toBe('15');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a period out of its bounds in the browser, in the server’s words', async () => {
    const view = open();
    await screen.findByLabelText(labels.salesRecordsYears);
    fireEvent.change(input(labels.salesRecordsYears), { target: { value: '5' } });
    fireEvent.change(input(labels.sessionIpDays), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(
      await screen.findByText(
        'Silinen üyelerin satış kayıtları (yıl) en az 10, en fazla 30 olabilir.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Oturumların IP adresleri (gün) en az 1, en fazla 365 olabilir.'),
    ).toBeTruthy();
    expect(server.callsTo('adminRetentionSave')).toEqual([]);
    expect(view.toastTexts()).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    server.on('POST', '/api/fn/adminRetentionSave', {
      status: 400,
      body: {
        error: {
          status: 'INVALID_ARGUMENT',
          message: 'Gönderilen üye bildirimleri (gün) en az 30, en fazla 730 olabilir.',
        },
      },
    });
    const view = open();
    await screen.findByLabelText(labels.sentNoticesDays);
    fireEvent.change(input(labels.sentNoticesDays), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Gönderilen üye bildirimleri (gün) en az 30, en fazla 730 olabilir.',
    );
    expect(input(labels.sentNoticesDays).value).toBe('45');
    expect(view.toastTexts()).toEqual([]);
  });

  it("lists the retention pass's latest reports, newest first, with their time", async () => {
    open();
    const section = await screen.findByTestId('retention-passes');
    expect(within(section).getByRole('heading', { name: 'Son silme turları' })).toBeTruthy();
    const passes = within(section).getAllByTestId('retention-pass');
    expect(passes).toHaveLength(2);
    // 09:30 UTC is 12:30 in Turkey.
    expect(passes[0]?.querySelector('time')?.textContent).toBe('05.01.2026 12:30');
    expect(passes[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-01-05T09:30:00.000Z',
    );
    expect(passes[0]?.textContent).toContain('3 oturum, 2 kod ve bağlantı, 14 SMS ve e-posta');
    expect(passes[1]?.querySelector('time')?.textContent).toBe('05.01.2026 00:10');
    expect(within(section).queryByText('Henüz silinen bir kayıt yok.')).toBeNull();
  });

  it('says so when the pass has removed nothing yet', async () => {
    server.on('POST', '/api/fn/adminRetention', callableOk(view({ passes: [] })));
    open();
    const section = await screen.findByTestId('retention-passes');
    expect(within(section).getByText('Henüz silinen bir kayıt yok.')).toBeTruthy();
    expect(within(section).queryAllByTestId('retention-pass')).toEqual([]);
  });

  it("says the periods could not be loaded, with the server's reason", async () => {
    server.on('POST', '/api/fn/adminRetention', {
      status: 403,
      body: {
        error: { status: 'PERMISSION_DENIED', message: 'Bu işlem için yetkiniz yok.' },
      },
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Saklama süreleri yüklenemedi.');
    expect(alert.textContent).toContain('Bu işlem için yetkiniz yok.');
    expect(screen.queryByTestId('retention-form')).toBeNull();
  });
});

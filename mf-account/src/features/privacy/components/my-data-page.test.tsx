import type { MyDataExport } from '@kanat/shared/contracts';
import { MY_DATA_SECTIONS } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n';
import { screen, waitFor, within } from '@testing-library/react';
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

// /hesabim/verilerim: what the site holds on the member, part by part, and the whole as a file.

const PATH = '/hesabim/verilerim';
let server: FakeAuthServer;

function document(): MyDataExport {
  const rows: Partial<Record<(typeof MY_DATA_SECTIONS)[number], Record<string, unknown>[]>> = {
    profile: [
      { id: 'u1', fullname: 'Ayşe Yılmaz', phoneNumber: '+905321234567', phoneVerified: true },
    ],
    notifications: [
      { id: 9, event: 'outbid', channel: 'sms', status: 'sent', createdAt: '2026-11-03T10:00:00Z' },
    ],
    bids: Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      auctionId: 40 + i,
      auctionName: `Gök Alaca ${i + 1}`,
      amount: 1000 + i * 100,
      createdOn: Date.UTC(2026, 10, 1 + i, 9, 0),
    })),
    watches: [{ id: 3, auctionId: 41, groupId: null, createdAt: '2026-11-02T10:00:00.000Z' }],
  };
  return {
    title: 'Kanat Mezat: kişisel verilerimin dökümü (KVKK md. 11)',
    generatedAt: '2026-11-28T10:00:00.000Z',
    memberId: 'u1',
    sections: MY_DATA_SECTIONS.map((key) => ({
      key,
      title: messages.privacy.sections[key],
      rows: rows[key] ?? [],
    })),
  };
}

beforeEach(() => {
  server = new FakeAuthServer();
  serveFunctions(server);
  serveFetch({
    '/api/me': () => structuredClone(ME),
    '/api/session': () => ({ user: member() }),
  });
});

describe('the my data page', () => {
  it('explains the rights, sums up each part and links the file', async () => {
    server.handle('myDataExport', () => ({ code: 200, ...document() }));
    renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });

    const page = within(await screen.findByTestId('my-data-page'));
    expect(page.getByText(/Kişisel Verilerin Korunması Kanunu’nun 11\. maddesi/)).toBeTruthy();
    const download = page.getByTestId('my-data-download');
    expect(download.textContent).toBe('Verilerimi indir (JSON)');
    expect(download.getAttribute('href')).toBe('/api/privacy/export.json');
    expect(download.hasAttribute('download')).toBe(true);
    // What the member cannot do alone is asked for on the KVKK applications page.
    expect(
      page
        .getByRole('link', {
          name: 'Düzeltme, itiraz ya da başka bir talep için KVKK başvurusu yapın',
        })
        .getAttribute('href'),
    ).toBe('/hesabim/kvkk-basvurularim');

    await waitFor(() =>
      expect(screen.getAllByTestId('my-data-section')).toHaveLength(MY_DATA_SECTIONS.length),
    );
    const part = (key: string) =>
      within(
        screen.getAllByTestId('my-data-section').find((s) => s.dataset.key === key) as HTMLElement,
      );
    // The profile, each field by its Turkish name.
    const profile = part('profile');
    expect(profile.getByRole('row', { name: 'Ad soyad Ayşe Yılmaz' })).toBeTruthy();
    expect(profile.getByRole('row', { name: 'Telefon doğrulandı Evet' })).toBeTruthy();
    expect(
      part('notifications').getByText('Teklifim geçildiğinde · SMS · Gönderildi'),
    ).toBeTruthy();
    // Bids: the count of all, the five newest in a table.
    const bids = part('bids');
    expect(bids.getByRole('heading').textContent).toBe('Teklifler7 kayıt');
    const rows = bids.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[0] as HTMLElement).getByText('Gök Alaca 1')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('1.000 TL')).toBeTruthy();
    expect(part('watches').getByText('Açık arttırma #41')).toBeTruthy();
    expect(part('sentMail').getByText('Kayıt yok')).toBeTruthy();
    // The menu leads here.
    const menu = within(screen.getByRole('navigation', { name: messages.account.title }));
    expect(menu.getByRole('link', { name: 'Verilerim' }).getAttribute('aria-current')).toBe('page');
    expect(server.lastData('myDataExport')).toBeNull();
  });

  it('shows the server’s refusal when the hourly limit is reached', async () => {
    server.failNext(
      'myDataExport',
      'resource-exhausted',
      'Verilerinizin dökümünü kısa sürede çok sık istediniz, lütfen bir saat sonra tekrar deneyin.',
    );
    renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
    const failed = within(await screen.findByTestId('my-data-error'));
    expect(failed.getByText(/çok sık istediniz/)).toBeTruthy();
  });
});

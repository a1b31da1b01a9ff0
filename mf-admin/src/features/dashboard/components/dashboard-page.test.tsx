import type { AdminDashboardResult } from '@kanat/shared/contracts';
import type { StaffRole } from '@kanat/shared/rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import DashboardArea from '..';
import { DASHBOARD_REFRESH_MS } from './dashboard-page';

const summary: AdminDashboardResult = {
  pendingRegistrations: 3,
  pendingProfileChanges: 1,
  pendingSaleRequests: 2,
  ongoingAuctions: 14,
  unpaidWonLots: 0,
  recentAudit: [
    {
      id: 8,
      at: '2026-03-05T11:30:00.000Z',
      actorLabel: 'Selin Yönetici',
      action: 'member.approve',
      targetType: 'user',
      targetId: 'u1',
      summary: 'Üyelik onaylandı: Ali Kaya',
    },
    {
      id: 7,
      at: '2026-03-05T09:00:00.000Z',
      actorLabel: 'Komut satırı',
      action: 'auction.cancel',
      targetType: 'auction',
      targetId: '42',
      summary: 'Açık arttırma iptal edildi: Mavi Şimşek',
    },
  ],
};

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

const staff = (roles: StaffRole[] = ['administrator', 'clerk', 'editor']) =>
  member({ staff: true, roles });
const answer = (result: object) => ({ body: { result: { code: 200, ...result } } });
const tileIds = () =>
  screen.queryAllByTestId(/^dashboard-(pending|ongoing|unpaid)/).map((tile) => tile.dataset.testid);

describe('console summary', () => {
  it('shows each count as a way into its list, and the latest actions', async () => {
    server.on('POST', '/api/fn/adminDashboard', { body: { result: { code: 200, ...summary } } });
    const site = renderInSite(<DashboardArea />, { path: '/yonetim', user: staff() });

    const registrations = await screen.findByTestId('dashboard-pendingRegistrations');
    expect(registrations.textContent).toBe('3Onay bekleyen üyeler');
    expect(registrations.getAttribute('href')).toBe('/yonetim/uyeler');
    const tiles = [
      ['dashboard-pendingProfileChanges', '1Bekleyen profil değişiklikleri', '/yonetim/uyeler'],
      ['dashboard-pendingSaleRequests', '2Bekleyen satış talepleri', '/yonetim/satis-talepleri'],
      ['dashboard-ongoingAuctions', '14Süren açık arttırmalar', '/yonetim/gruplar'],
      ['dashboard-unpaidWonLots', '0Ödenmemiş kazanılmış lotlar', '/yonetim/gruplar'],
    ];
    for (const [id, text, href] of tiles) {
      expect(screen.getByTestId(id).textContent).toBe(text);
      expect(screen.getByTestId(id).getAttribute('href')).toBe(href);
    }

    const table = screen.getByRole('table', { name: 'Son işlemler' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Üyelik onaylandı: Ali Kaya', 'Selin Yönetici', '05.03.2026 14:30'],
      ['Açık arttırma iptal edildi: Mavi Şimşek', 'Komut satırı', '05.03.2026 12:00'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Tüm işlem kaydı' }));
    expect(site.location()).toBe('/yonetim/islem-kaydi');
    expect(server.requests.filter((r) => r.path === '/api/fn/adminDashboard')).toHaveLength(1);
  });

  it('reads the counts again while it stays open', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let waiting = 3;
      server.on('POST', '/api/fn/adminDashboard', () =>
        answer({ ...summary, pendingRegistrations: waiting }),
      );
      renderInSite(<DashboardArea />, { path: '/yonetim', user: staff() });
      const tile = await screen.findByTestId('dashboard-pendingRegistrations');
      expect(tile.textContent).toBe('3Onay bekleyen üyeler');
      waiting = 4;
      await act(() => jest.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS));
      await waitFor(() =>
        expect(screen.getByTestId('dashboard-pendingRegistrations').textContent).toBe(
          '4Onay bekleyen üyeler',
        ),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when nothing has been recorded yet', async () => {
    server.on('POST', '/api/fn/adminDashboard', {
      body: { result: { code: 200, ...summary, recentAudit: [] } },
    });
    renderInSite(<DashboardArea />, { path: '/yonetim', user: staff() });
    expect(await screen.findByText('Henüz kayıtlı işlem yok.')).toBeTruthy();
  });

  it('says in Turkish when the summary cannot be loaded, and loads it on retry', async () => {
    let up = false;
    server.on('POST', '/api/fn/adminDashboard', () =>
      up
        ? { body: { result: { code: 200, ...summary } } }
        : { status: 503, body: { error: { status: 'UNAVAILABLE', message: 'Servis yok' } } },
    );
    renderInSite(<DashboardArea />, { path: '/yonetim', user: staff() });
    expect(await screen.findByText('Özet yüklenemedi.', {}, { timeout: 5000 })).toBeTruthy();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByTestId('dashboard-ongoingAuctions')).toBeTruthy();
  });
});

describe('the summary by role', () => {
  it('shows a clerk the counts of their work and not the audit log', async () => {
    server.on('POST', '/api/fn/adminDashboard', answer(summary));
    renderInSite(<DashboardArea />, { path: '/yonetim', user: staff(['clerk']) });
    await screen.findByTestId('dashboard-pendingRegistrations');
    expect(tileIds()).toEqual([
      'dashboard-pendingRegistrations',
      'dashboard-pendingProfileChanges',
      'dashboard-pendingSaleRequests',
      'dashboard-ongoingAuctions',
      'dashboard-unpaidWonLots',
    ]);
    expect(screen.queryByRole('table', { name: 'Son işlemler' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tüm işlem kaydı' })).toBeNull();
  });

  it('shows an administrator the members counts and the latest actions', async () => {
    server.on('POST', '/api/fn/adminDashboard', answer(summary));
    renderInSite(<DashboardArea />, { path: '/yonetim', user: staff(['administrator']) });
    expect(await screen.findByRole('table', { name: 'Son işlemler' })).toBeTruthy();
    expect(tileIds()).toEqual([
      'dashboard-pendingRegistrations',
      'dashboard-pendingProfileChanges',
    ]);
  });

  it('tells an editor that nothing waits for their roles', async () => {
    server.on('POST', '/api/fn/adminDashboard', answer(summary));
    renderInSite(<DashboardArea />, { path: '/yonetim', user: staff(['editor']) });
    expect(
      await screen.findByText(
        'Rollerinize göre bekleyen iş yok. Bölümlerinize menüden ulaşabilirsiniz.',
      ),
    ).toBeTruthy();
    expect(tileIds()).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows only the parts the server sent', async () => {
    const { pendingSaleRequests: _s, recentAudit: _a, ...part } = summary;
    server.on('POST', '/api/fn/adminDashboard', answer(part));
    renderInSite(<DashboardArea />, { path: '/yonetim', user: staff() });
    await screen.findByTestId('dashboard-ongoingAuctions');
    expect(tileIds()).toEqual([
      'dashboard-pendingRegistrations',
      'dashboard-pendingProfileChanges',
      'dashboard-ongoingAuctions',
      'dashboard-unpaidWonLots',
    ]);
    expect(screen.queryByRole('table', { name: 'Son işlemler' })).toBeNull();
  });
});

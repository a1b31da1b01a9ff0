import type { CalendarResult } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import AuctionsRoutes from '../../../exposed/routes';

let server: FetchStub;

beforeEach(() => {
  server = stubFetch();
});
afterEach(() => {
  server.restore();
});

const entry = (over: Partial<CalendarResult['entries'][number]>) => ({
  kind: 'group' as const,
  id: '4',
  title: 'Aralık Yavru Grubu',
  startsAt: Date.parse('2026-12-05T17:00:00Z'),
  endsAt: Date.parse('2026-12-12T17:00:00Z'),
  place: null,
  lotCount: 24,
  cover: '/media/groups/aralik.jpg',
  running: false,
  href: '/grup-ihaleler/4',
  ics: '/api/calendar/group/4/takvim.ics',
  ...over,
});

describe('calendar page', () => {
  it('lists each coming sale with its time, place, lots, catalogue and calendar file', async () => {
    server.on('GET', '/api/calendar', () => ({
      body: {
        entries: [
          entry({
            kind: 'hall',
            id: '2',
            title: 'Cumartesi Salon Mezatı',
            startsAt: Date.parse('2026-11-28T16:00:00Z'),
            endsAt: null,
            place: 'Kemeraltı Kahvesi, İzmir',
            lotCount: 40,
            running: true,
            href: '/canli-mezat/2',
            ics: '/api/calendar/hall/2/takvim.ics',
          }),
          entry({}),
        ],
      } satisfies CalendarResult,
    }));
    renderInSite(<AuctionsRoutes />, { path: '/takvim' });
    const list = await screen.findByRole('list', { name: 'Yaklaşan mezatlar' });
    const rows = within(list).getAllByTestId('calendar-entry');
    expect(rows).toHaveLength(2);
    const [hall, group] = rows as [HTMLElement, HTMLElement];

    expect(hall.textContent).toContain('Şimdi sürüyor');
    expect(hall.textContent).toContain('Salon mezatı · Kemeraltı Kahvesi, İzmir · 40 kuş');
    expect(
      within(hall).getByRole('link', { name: 'Cumartesi Salon Mezatı' }).getAttribute('href'),
    ).toBe('/canli-mezat/2');

    // Turkey's time: 17:00 UTC is 20:00 in İstanbul.
    expect(group.textContent).toContain('05.12.2026 20:00 başlıyor');
    expect(group.textContent).toContain('12.12.2026 20:00 bitiyor');
    expect(group.textContent).toContain('Grup ihale · Çevrim içi, Kanat Mezat · 24 kuş');
    const file = within(group).getByRole('link', { name: 'Takvime ekle: Aralık Yavru Grubu' });
    expect(file.getAttribute('href')).toBe('/api/calendar/group/4/takvim.ics');
    expect(file.hasAttribute('download')).toBe(true);
    expect(within(group).getByRole('link', { name: 'Kataloğa bak' }).getAttribute('href')).toBe(
      '/grup-ihaleler/4',
    );
    expect(document.title).toContain('Yaklaşan mezatlar');
  });

  it('says so when nothing is coming', async () => {
    server.on('GET', '/api/calendar', () => ({ body: { entries: [] } satisfies CalendarResult }));
    renderInSite(<AuctionsRoutes />, { path: '/takvim' });
    expect(await screen.findByText('Şu an takvimde yaklaşan bir mezat yok.')).toBeTruthy();
  });

  it('offers a retry when the calendar cannot be read', async () => {
    server.on('GET', '/api/calendar', () => ({ status: 500, body: { error: { message: 'x' } } }));
    renderInSite(<AuctionsRoutes />, { path: '/takvim' });
    expect(await screen.findByText('Takvim yüklenemedi.')).toBeTruthy();
  });

  it('lets a member ask to be told when a sale opens, and take it back; not for a sale under way', async () => {
    server.on('GET', '/api/calendar', () => ({
      body: {
        entries: [
          entry({ id: '9', title: 'Süren Grup', running: true, href: '/grup-ihaleler/9' }),
          entry({}),
        ],
      } satisfies CalendarResult,
    }));
    server.on('POST', '/api/fn/followedSales', callableOk({ keys: [] }));
    const asked: unknown[] = [];
    server.on('POST', '/api/fn/followSale', (request) => {
      const { data } = request.body as { data: { follow: boolean } };
      asked.push(data);
      return callableOk({ following: data.follow });
    });
    const site = renderInSite(<AuctionsRoutes />, { path: '/takvim', user: member() });
    const list = await screen.findByRole('list', { name: 'Yaklaşan mezatlar' });
    const [running, coming] = within(list).getAllByTestId('calendar-entry') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(running).queryByTestId('follow-button')).toBeNull();

    const follow = await within(coming).findByRole('button', {
      name: 'Başlayınca haber ver: Aralık Yavru Grubu',
    });
    await waitFor(() => expect(follow.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(follow.textContent).toBe('Haber verilecek');
    expect(asked).toEqual([{ kind: 'group', id: '4', follow: true }]);
    expect(site.toastTexts()).toContain('Mezat başlayınca size haber vereceğiz.');

    fireEvent.click(follow);
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('false'));
    expect(asked).toEqual([
      { kind: 'group', id: '4', follow: true },
      { kind: 'group', id: '4', follow: false },
    ]);
  });

  it('shows the server’s reason when a sale can no longer be followed', async () => {
    server.on('GET', '/api/calendar', () => ({
      body: { entries: [entry({})] } satisfies CalendarResult,
    }));
    server.on('POST', '/api/fn/followedSales', callableOk({ keys: ['group:4'] }));
    server.on('POST', '/api/fn/followSale', {
      status: 400,
      body: {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Bu mezat başladı: takip etmeye gerek yok, sayfasından katılabilirsiniz.',
        },
      },
    });
    const site = renderInSite(<AuctionsRoutes />, { path: '/takvim', user: member() });
    const button = await screen.findByRole('button', {
      name: 'Haber verilecek: Aralık Yavru Grubu',
    });
    fireEvent.click(button);
    await waitFor(() =>
      expect(site.toastTexts()).toContain(
        'Bu mezat başladı: takip etmeye gerek yok, sayfasından katılabilirsiniz.',
      ),
    );
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a guest to sign in', async () => {
    server.on('GET', '/api/calendar', () => ({
      body: { entries: [entry({})] } satisfies CalendarResult,
    }));
    const site = renderInSite(<AuctionsRoutes />, { path: '/takvim' });
    const button = await screen.findByRole('button', { name: 'Haber almak için giriş yapın' });
    // Ready once the session is known (a guest's), not before.
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(site.location()).toBe('/giris-yap'));
    expect(site.sentFrom()).toBe('/takvim');
  });
});

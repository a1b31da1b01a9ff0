import type { RecordsResult } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import AuctionsRoutes from '../../../exposed/routes';

let server: FetchStub;

beforeEach(() => {
  server = stubFetch();
});
afterEach(() => {
  server.restore();
});

const record = (over: Partial<RecordsResult['records'][number]>) => ({
  kind: 'auction' as const,
  href: '/acik-arttirmalar/5',
  name: 'Kara Şimşek',
  tagNum: 'TR-2024-123456',
  bloodline: '',
  photo: '/media/pigeons/a5.jpg',
  price: 48_000,
  soldOn: Date.parse('2025-03-01T09:00:00Z'),
  saleName: 'Bahar Grubu',
  ...over,
});

describe('records page', () => {
  it('lists the highest prices with their place, price and sale, and filters by year', async () => {
    const allTime = {
      body: {
        years: [2026, 2025],
        year: null,
        bloodlines: [],
        bloodline: null,
        records: [
          record({}),
          record({
            kind: 'hall',
            href: '/canli-mezat/3',
            name: 'TR-2023-7777',
            tagNum: 'TR-2023-7777',
            photo: null,
            price: 36_000,
            soldOn: Date.parse('2026-03-10T09:00:00Z'),
            saleName: 'Cumartesi Mezatı',
          }),
        ],
      } satisfies RecordsResult,
    };
    const of2026 = {
      body: {
        years: [2026, 2025],
        year: 2026,
        bloodlines: [],
        bloodline: null,
        records: [record({ href: '/canli-mezat/3', kind: 'hall', price: 36_000 })],
      } satisfies RecordsResult,
    };
    server.on('GET', '/api/records', (request) =>
      request.url.endsWith('?yil=2026') ? of2026 : allTime,
    );
    const site = renderInSite(<AuctionsRoutes />, { path: '/rekorlar' });
    const list = await screen.findByRole('list', { name: 'Rekor fiyatlar' });
    const rows = within(list).getAllByTestId('price-record');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('1.');
    expect(rows[0]?.textContent).toMatch(/48\.000/);
    expect(rows[0]?.textContent).toContain('Açık arttırma · Bahar Grubu');
    expect(rows[0]?.textContent).toContain('01.03.2025 tarihinde satıldı');
    expect(rows[1]?.textContent).toContain('Canlı mezat · Cumartesi Mezatı');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/canli-mezat/3');

    const years = screen.getByRole('navigation', { name: 'Yıllar' });
    expect(
      within(years).getByRole('link', { name: 'Tüm zamanlar' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(years).getByRole('link', { name: '2026' }));
    await waitFor(() => expect(site.location()).toBe('/rekorlar?yil=2026'));
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByTestId('price-record')).toHaveLength(1),
    );
  });

  it('offers the bloodlines sold and lists one line, keeping the year', async () => {
    const result = (bloodline: string | null): RecordsResult => ({
      years: [2026, 2025],
      year: 2025,
      bloodlines: ['Janssen', 'Delbar'],
      bloodline,
      records:
        bloodline === 'Delbar'
          ? [record({ href: '/acik-arttirmalar/8', bloodline: 'Delbar', price: 20_000 })]
          : [
              record({ bloodline: 'Janssen' }),
              record({ href: '/acik-arttirmalar/8', bloodline: 'Delbar' }),
            ],
    });
    server.on('GET', '/api/records', (request) => ({
      body: result(new URL(request.url, 'http://x').searchParams.get('hat')),
    }));
    const site = renderInSite(<AuctionsRoutes />, { path: '/rekorlar?yil=2025' });
    const lines = await screen.findByRole('navigation', { name: 'Soy hatları' });
    expect(
      within(lines)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tüm hatlar', 'Janssen', 'Delbar']);
    expect(screen.getAllByTestId('price-record')[0]?.textContent).toContain(
      'TR-2024-123456 · Janssen',
    );
    fireEvent.click(within(lines).getByRole('link', { name: 'Delbar' }));
    await waitFor(() => expect(site.location()).toBe('/rekorlar?yil=2025&hat=Delbar'));
    await waitFor(() => expect(screen.getAllByTestId('price-record')).toHaveLength(1));
    expect(server.requests.at(-1)?.url).toContain('/api/records?yil=2025&hat=Delbar');
    expect(within(lines).getByRole('link', { name: 'Delbar' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // A year keeps the line chosen.
    const years = screen.getByRole('navigation', { name: 'Yıllar' });
    expect(within(years).getByRole('link', { name: '2026' }).getAttribute('href')).toBe(
      '/rekorlar?yil=2026&hat=Delbar',
    );
  });

  it('says so when a year has no sale', async () => {
    server.on('GET', '/api/records', (request) => {
      expect(request.url).toContain('?yil=2024');
      return {
        body: {
          years: [2025],
          year: 2024,
          bloodlines: [],
          bloodline: null,
          records: [],
        } satisfies RecordsResult,
      };
    });
    renderInSite(<AuctionsRoutes />, { path: '/rekorlar?yil=2024' });
    expect(await screen.findByText('Bu dönemde satılan güvercin yok.')).toBeTruthy();
  });
});

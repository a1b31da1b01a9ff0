import type { SaleReport } from '@kanat/shared/contracts';
import { screen, within } from '@testing-library/react';
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

const report: SaleReport = {
  kind: 'group',
  saleId: '12',
  href: '/grup-ihaleler/12',
  name: 'Bahar Grubu',
  endedOn: Date.parse('2026-04-20T18:00:00Z'),
  lots: 6,
  sold: 4,
  unsold: 2,
  total: 11_701,
  average: 2925,
  median: 2051,
  top: [
    {
      href: '/acik-arttirmalar/3',
      name: 'Kara Şimşek',
      tagNum: 'TR-2024-1',
      photo: null,
      price: 7100,
    },
    {
      href: '/acik-arttirmalar/1',
      name: 'Ak Kanat',
      tagNum: 'TR-2024-2',
      photo: null,
      price: 2500,
    },
  ],
  provinces: [
    { province: 'Bursa', buyers: 1, lots: 2 },
    { province: '', buyers: 1, lots: 1 },
  ],
  yearRecord: {
    kind: 'auction',
    href: '/acik-arttirmalar/99',
    name: 'Rekor',
    tagNum: 'TR-2025-9',
    bloodline: '',
    photo: null,
    price: 48_000,
    soldOn: Date.parse('2026-02-01T10:00:00Z'),
    saleName: null,
  },
};

describe('sale report page', () => {
  it('shows the figures, the top prices and the buyers’ provinces', async () => {
    server.on('GET', '/api/containers/12/report', { body: report });
    renderInSite(<AuctionsRoutes />, { path: '/arsiv/12/rapor' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Satış raporu: Bahar Grubu' }),
    ).toBeTruthy();
    const figures = screen.getByTestId('report-figures');
    for (const [label, value] of [
      ['Satışa çıkan', '6'],
      ['Satılan', '4'],
      ['Satılmayan', '2'],
      ['Toplam', '11.701'],
      ['Ortalama', '2.925'],
      ['Ortanca', '2.051'],
      ['2026 yılının rekoru', '48.000'],
    ]) {
      const term = within(figures).getByText(label);
      expect(term.parentElement?.textContent).toContain(value as string);
    }
    const top = screen.getAllByTestId('report-top-lot');
    expect(top.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Kara Şimşek',
      'Ak Kanat',
    ]);
    const provinces = screen.getByTestId('report-provinces');
    expect(provinces.textContent).toContain('Bursa: 1 alıcı, 2 güvercin');
    expect(provinces.textContent).toContain('İl belirtilmemiş: 1 alıcı, 1 güvercin');
  });

  it('says a running group has no report yet', async () => {
    server.on('GET', '/api/containers/13/report', {
      status: 400,
      body: {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Satış raporu grup sona erince yayımlanır.',
        },
      },
    });
    renderInSite(<AuctionsRoutes />, { path: '/arsiv/13/rapor' });
    expect(await screen.findByText('Satış raporu grup sona erince yayımlanır.')).toBeTruthy();
  });

  it('shows a hall mezat’s report, its room buyers named as such, and links to the sale', async () => {
    server.on('GET', '/api/hall-sales/4/report', {
      body: {
        ...report,
        kind: 'hall',
        saleId: '4',
        href: '/canli-mezat/4',
        name: 'Kemeraltı Cumartesi Mezatı',
        top: [],
        provinces: [{ province: '', buyers: 2, lots: 2 }],
      },
    });
    renderInSite(<AuctionsRoutes />, { path: '/canli-mezat/4/rapor' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Satış raporu: Kemeraltı Cumartesi Mezatı',
      }),
    ).toBeTruthy();
    expect(screen.getByTestId('report-provinces').textContent).toContain(
      'Salondaki alıcılar: 2 alıcı, 2 güvercin',
    );
    expect(
      screen.getByRole('link', { name: 'Kemeraltı Cumartesi Mezatı' }).getAttribute('href'),
    ).toBe('/canli-mezat/4');
  });

  it('says a hall mezat still running has no report yet', async () => {
    server.on('GET', '/api/hall-sales/5/report', {
      status: 400,
      body: {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Satış raporu canlı mezat sona erince yayımlanır.',
        },
      },
    });
    renderInSite(<AuctionsRoutes />, { path: '/canli-mezat/5/rapor' });
    expect(
      await screen.findByText('Satış raporu canlı mezat sona erince yayımlanır.'),
    ).toBeTruthy();
  });
});

import type { AdminSaleReport } from '@kanat/shared/contracts';
import type { StaffRole } from '@kanat/shared/rules';
import { screen, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import { rowsOf } from '../../../../../shared/test/statement-fixtures';
import { StaffGate } from '../../../layout/staff-gate';
import SettlementAccountsArea from '../index';

let server: FetchStub;

const copy: AdminSaleReport = {
  report: {
    kind: 'hall',
    saleId: '4',
    href: '/canli-mezat/4',
    name: 'Kemeraltı Cumartesi Mezatı',
    endedOn: Date.UTC(2026, 10, 28, 19, 0),
    lots: 3,
    sold: 2,
    unsold: 1,
    total: 5000,
    average: 2500,
    median: 2500,
    top: [],
    provinces: [],
    yearRecord: null,
  },
  lots: [
    {
      href: '/canli-mezat/4',
      name: 'Gök Alaca',
      tagNum: 'TR-2024-100001',
      sellerId: 'u1',
      sellerName: 'Hasan Çelik',
      price: 3000,
      buyer: 'Salon, kürek B42',
    },
    {
      href: '/canli-mezat/4',
      name: 'Kara Şimşek',
      tagNum: 'TR-2024-100002',
      sellerId: 'u2',
      sellerName: 'Ayşe Işık',
      price: 2000,
      buyer: 'Ali Kartal',
    },
    {
      href: '/canli-mezat/4',
      name: 'Beyaz Yıldız',
      tagNum: 'TR-2024-100003',
      sellerId: 'u1',
      sellerName: 'Hasan Çelik',
      price: null,
      buyer: null,
    },
  ],
  sellers: [
    { sellerId: 'u1', sellerName: 'Hasan Çelik', lots: 2, sold: 1, total: 3000 },
    { sellerId: 'u2', sellerName: 'Ayşe Işık', lots: 1, sold: 1, total: 2000 },
  ],
};

const render = (path: string, ...roles: StaffRole[]) =>
  renderInSite(
    <StaffGate>
      <SettlementAccountsArea />
    </StaffGate>,
    { path, mount: '/yonetim/hesaplar/*', user: member({ staff: true, roles }) },
  );

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminHallReport', (request: StubRequest) => {
    expect((request.body as { data: unknown }).data).toEqual({ id: '4' });
    return callableOk(copy);
  });
});
afterEach(() => server.restore());

describe('a sale report with its sellers (the console’s copy)', () => {
  it('shows the figures, each seller’s line and every lot with seller and buyer', async () => {
    render('/yonetim/hesaplar/hall/4/rapor', 'accountant');
    const page = await screen.findByTestId('sale-report-copy');
    expect(
      within(page).getByRole('heading', { name: 'Satış raporu: Kemeraltı Cumartesi Mezatı' }),
    ).toBeTruthy();
    const figures = within(page).getByTestId('report-figures');
    expect(figures.textContent).toContain('Satılan2');
    expect(figures.textContent).toContain('Toplam5.000 TL');
    expect(rowsOf(within(page).getByTestId('report-sellers'))).toEqual([
      ['Hasan Çelik', '1/2 güvercin satıldı, toplam 3.000 TL'],
      ['Ayşe Işık', '1/1 güvercin satıldı, toplam 2.000 TL'],
    ]);
    expect(rowsOf(within(page).getByTestId('report-lots'))).toEqual([
      ['Gök Alaca · TR-2024-100001', 'Hasan Çelik', 'Salon, kürek B42', '3.000 TL'],
      ['Kara Şimşek · TR-2024-100002', 'Ayşe Işık', 'Ali Kartal', '2.000 TL'],
      ['Beyaz Yıldız · TR-2024-100003', 'Hasan Çelik', 'Satılmadı', '–'],
    ]);
    expect(
      within(page).getByRole('link', { name: 'Herkese açık rapor' }).getAttribute('href'),
    ).toBe('/canli-mezat/4/rapor');
  });
});

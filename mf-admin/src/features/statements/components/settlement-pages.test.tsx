import type { SettlementSaleRow } from '@kanat/shared/contracts';
import type { StaffRole } from '@kanat/shared/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import {
  issued,
  rowsOf,
  sale,
  saleSettlement,
} from '../../../../../shared/test/statement-fixtures';
import { StaffGate } from '../../../layout/staff-gate';
import SettlementAccountsArea from '../index';

let server: FetchStub;
const holding = (...roles: StaffRole[]) => member({ staff: true, roles });

const row = (over: Partial<SettlementSaleRow> = {}): SettlementSaleRow => ({
  sale,
  issuedAt: issued,
  buyerCount: 3,
  sellerCount: 2,
  buyersTotal: 2_500_000,
  received: 1_250_050,
  overdueCount: 1,
  payoutsPending: 2,
  ...over,
});

const render = (path: string, ...roles: StaffRole[]) =>
  // As the console hosts it: after the session has said who is there.
  renderInSite(
    <StaffGate>
      <SettlementAccountsArea />
    </StaffGate>,
    {
      path,
      mount: '/yonetim/hesaplar/*',
      user: holding(...roles),
    },
  );

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminSettlementSales', (request) => {
    const { open } = (request.body as { data: { open?: boolean } }).data;
    return callableOk({ rows: open ? [] : [row()] });
  });
  server.on('POST', '/api/fn/adminSaleSettlement', callableOk(saleSettlement()));
});
afterEach(() => server.restore());

describe('Hesaplar: the sales with statements', () => {
  it('lists each sale with its figures and links it to its accounts', async () => {
    render('/yonetim/hesaplar', 'clerk');
    const table = await screen.findByTestId('settlement-sales');
    expect(rowsOf(table)).toEqual([
      [
        'Kasım Yavru Grubu',
        'Grup',
        '20.11.2026',
        '3',
        '2',
        '25.000,00 TL',
        '12.500,50 TL',
        '1',
        '2',
      ],
    ]);
    expect(within(table).getByRole('link').getAttribute('href')).toBe('/yonetim/hesaplar/group/7');
    expect(server.callsTo('adminSettlementSales')).toEqual([{}]);
    // A clerk has no exports.
    expect(screen.queryByText('Aylık CSV')).toBeNull();
  });

  it('asks only for the open matters when the filter is on', async () => {
    render('/yonetim/hesaplar', 'clerk');
    await screen.findByTestId('settlement-sales');
    fireEvent.click(
      screen.getByLabelText('Yalnızca gecikmiş belgesi ya da bekleyen satıcı ödemesi olanlar'),
    );
    expect(
      await screen.findByText('Gecikmiş belgesi ya da bekleyen satıcı ödemesi olan satış yok.'),
    ).toBeTruthy();
    expect(server.callsTo('adminSettlementSales')).toEqual([{}, { open: true }]);
  });

  it("offers an accountant the month's CSV exports", async () => {
    render('/yonetim/hesaplar', 'accountant');
    await screen.findByTestId('settlement-sales');
    fireEvent.change(screen.getByLabelText('Ay'), { target: { value: '2026-10' } });
    const links = within(screen.getByTestId('month-exports')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Belgeler (CSV)', '/api/staff/settlement/export.csv?what=statements&month=2026-10'],
      ['Ödemeler (CSV)', '/api/staff/settlement/export.csv?what=payments&month=2026-10'],
      ['Satıcı ödemeleri (CSV)', '/api/staff/settlement/export.csv?what=payouts&month=2026-10'],
    ]);
  });
});

describe("Hesaplar: a sale's accounts", () => {
  it('shows the balance, that it balances, and both sides’ statements', async () => {
    render('/yonetim/hesaplar/group/7', 'clerk');
    const balance = await screen.findByTestId('sale-balance');
    expect(server.callsTo('adminSaleSettlement')).toEqual([{ kind: 'group', id: '7' }]);
    expect(within(balance).getByTestId('balance-state').textContent).toContain('Hesap tutuyor');
    const figures = Array.from(balance.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(figures).toEqual([
      ['Alıcıların toplamı', '13.590,00 TL'],
      ['Satıcılara net', '9.840,00 TL'],
      ['Kargo', '150,00 TL'],
      ['Derneğin geliri', '3.600,00 TL'],
      ['Fark', '0,00 TL'],
      ['Tahsil edilen', '5.000,00 TL'],
      ['Tahsil edilecek', '8.590,00 TL'],
      ['Satıcılara ödenen', '0,00 TL'],
    ]);
    const buyers = screen.getByTestId('sale-buyers');
    expect(rowsOf(buyers)).toEqual([
      [
        'Ayşe Güneş (ayse)',
        'KM0000001262',
        '13.590,00 TL',
        '5.000,00 TL',
        '8.590,00 TL',
        '27.11.2026',
        'AçıkGecikmiş',
      ],
    ]);
    expect(within(buyers).getByRole('link').getAttribute('href')).toBe(
      '/yonetim/alim-belgeleri/12',
    );
    const sellers = screen.getByTestId('sale-sellers');
    expect(rowsOf(sellers)).toEqual([
      ['Mehmet Öztürk (mehmet)', '12.000,00 TL', '2.160,00 TL', '9.840,00 TL', 'Ödenmedi'],
    ]);
    expect(within(sellers).getByRole('link').getAttribute('href')).toBe(
      '/yonetim/satici-belgeleri/21',
    );
    // Exports are the accountant's.
    expect(screen.queryByTestId('sale-exports')).toBeNull();
  });

  it('says clearly when the books do not balance', async () => {
    const settlement = saleSettlement();
    server.on(
      'POST',
      '/api/fn/adminSaleSettlement',
      callableOk({ ...settlement, balance: { ...settlement.balance, difference: 1_500 } }),
    );
    render('/yonetim/hesaplar/group/7', 'clerk');
    const state = await screen.findByTestId('balance-state');
    expect(state.textContent).toContain('Hesap tutmuyor: 15,00 TL fark var.');
    expect(state.getAttribute('role')).toBe('alert');
  });

  it('answers an address of no kind of sale as not found, asking nothing', async () => {
    render('/yonetim/hesaplar/mezat/7', 'clerk');
    expect(await screen.findByTestId('section-not-found')).toBeTruthy();
    expect(server.callsTo('adminSaleSettlement')).toEqual([]);
  });

  it("gives an accountant the sale's CSV exports", async () => {
    render('/yonetim/hesaplar/hall/9', 'accountant');
    const exports = await screen.findByTestId('sale-exports');
    expect(
      within(exports)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/api/staff/settlement/export.csv?what=statements&kind=group&id=7',
      '/api/staff/settlement/export.csv?what=payments&kind=group&id=7',
      '/api/staff/settlement/export.csv?what=payouts&kind=group&id=7',
    ]);
    await waitFor(() =>
      expect(server.callsTo('adminSaleSettlement')).toEqual([{ kind: 'hall', id: '9' }]),
    );
  });
});

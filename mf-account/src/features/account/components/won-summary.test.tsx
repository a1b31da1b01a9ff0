import type { MyBidRow } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { member, renderInSite } from '../../../../../shared/test/render';
import MfAccountRoutes from '../../../exposed/routes';
import { serveFetch, serveFunctions, servePages } from '../../../test/api-mock';
import { FakeAuthServer } from '../../../test/fake-auth-server';
import { ME } from '../../../test/me';
import { installWebPlatform } from '../../../test/web-platform';

jest.mock('@kanat/shared/api', () => ({
  ...jest.requireActual('@kanat/shared/api'),
  callFunction: jest.fn(),
  apiFetch: jest.fn(),
}));

installWebPlatform();

// /hesabim/kazanan-arttirmalarim shows each won lot's hammer price and whether it is
// paid, and what the member still owes ('Ödenecek toplam', summed by the server).

const WON_PATH = '/hesabim/kazanan-arttirmalarim';

let server: FakeAuthServer;

function wonRow(id: number, patch: Partial<MyBidRow> = {}): MyBidRow {
  return {
    auctionId: `a${id}`,
    name: `Güvercin ${id}`,
    photo: null,
    endingTime: Date.UTC(2025, 0, 2, 10, 0),
    status: 3,
    currentAmount: 6000,
    bidCount: 7,
    myLastBid: 6000,
    myMaximum: null,
    sealed: true,
    lastBidderIsMe: true,
    paid: false,
    ...patch,
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

describe('the won auctions page', () => {
  it('shows the hammer price and payment of each won lot, and the unpaid total', async () => {
    server.handle('myWonSummary', () => ({ code: 200, unpaidTotal: 16500, unpaidCount: 2 }));
    const { bodies } = servePages('/api/list/my-bids', [
      {
        r: [
          wonRow(1, { currentAmount: 9500, myLastBid: 9500 }),
          wonRow(2, { currentAmount: 1000, myLastBid: 1000, paid: true }),
          wonRow(3, { currentAmount: 7000, myLastBid: 7000 }),
        ],
        p: null,
      },
    ]);
    renderInSite(<MfAccountRoutes />, { path: WON_PATH, user: member() });

    const summary = within(await screen.findByTestId('won-summary'));
    expect(summary.getByText('Ödenecek toplam')).toBeTruthy();
    expect((await summary.findByTestId('unpaid-total')).textContent).toBe('16.500 TL');
    expect(summary.getByText('2 ödenmemiş açık arttırma')).toBeTruthy();
    expect(server.lastData('myWonSummary')).toBeNull();
    expect(bodies).toEqual([{ filter: 'won', p: 0, c: 20 }]);

    await waitFor(() => expect(screen.getAllByTestId('my-bid-row')).toHaveLength(3));
    const rows = screen.getAllByTestId('my-bid-row').map((row) => within(row));
    expect(rows.map((row) => row.getByTestId('hammer-price').textContent)).toEqual([
      '9.500 TL',
      '1.000 TL',
      '7.000 TL',
    ]);
    expect(rows.map((row) => row.getByTestId('payment-state').textContent)).toEqual([
      'Ödenmedi',
      'Ödendi',
      'Ödenmedi',
    ]);
    expect(rows[0]?.getByText('Satış Fiyatı')).toBeTruthy();
    expect(rows[0]?.getByText('Kazandınız')).toBeTruthy();
  });

  it('says when nothing is owed', async () => {
    server.handle('myWonSummary', () => ({ code: 200, unpaidTotal: 0, unpaidCount: 0 }));
    servePages('/api/list/my-bids', [{ r: [wonRow(1, { paid: true })], p: null }]);
    renderInSite(<MfAccountRoutes />, { path: WON_PATH, user: member() });
    expect((await screen.findByTestId('unpaid-total')).textContent).toBe('0 TL');
    expect(screen.getByText('Ödenmemiş açık arttırmanız yok.')).toBeTruthy();
  });

  it('offers a retry when the total cannot be loaded', async () => {
    server.failNext('myWonSummary', 'unavailable');
    server.handle('myWonSummary', () => ({ code: 200, unpaidTotal: 6000, unpaidCount: 1 }));
    servePages('/api/list/my-bids', [{ r: [wonRow(1)], p: null }]);
    renderInSite(<MfAccountRoutes />, { path: WON_PATH, user: member() });
    const failed = await screen.findByTestId('won-summary-error');
    fireEvent.click(within(failed).getByRole('button'));
    expect((await screen.findByTestId('unpaid-total')).textContent).toBe('6.000 TL');
  });

  it('shows the current bid, not a payment, on lots still running or lost', async () => {
    servePages('/api/list/my-bids', [
      {
        r: [
          wonRow(1, { sealed: false, status: 2, currentAmount: 1500 }),
          wonRow(2, { lastBidderIsMe: false, currentAmount: 2500 }),
        ],
        p: null,
      },
    ]);
    renderInSite(<MfAccountRoutes />, { path: '/hesabim', user: member() });
    await waitFor(() => expect(screen.getAllByTestId('my-bid-row')).toHaveLength(2));
    expect(screen.queryByTestId('won-summary')).toBeNull();
    for (const row of screen.getAllByTestId('my-bid-row')) {
      expect(within(row).getByText('Güncel Teklif')).toBeTruthy();
      expect(within(row).queryByTestId('payment-state')).toBeNull();
      expect(within(row).queryByTestId('hammer-price')).toBeNull();
    }
  });
});

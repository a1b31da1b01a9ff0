import type { AuctionDetail } from '@kanat/shared/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import { auctionDetail, bidRow, liveAuction } from '../../../test/rows';
import { AuctionDetailPage } from './auction-detail-page';

// A finished auction shows its hammer price and its winner (masked by the server),
// and keeps its bid history.

let server: FetchStub;
let live: LiveServer;
beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/myMaxBid', { body: { result: { code: 200, maximum: null } } });
  live = fakeLive();
});
afterEach(() => {
  live.restore();
  server.restore();
});

const ended = Date.now() - 60_000;
const sealed = { amount: 2000, ancestorAmount: 1900, bidder: 'u9', sealed: true };
const history = [
  bidRow({ numericId: 9, amount: 2000, oldAmount: 1900, bidder: 'u9', bidderName: 'kartal34' }),
  bidRow({ numericId: 8, amount: 1900, oldAmount: 1250, bidder: 'u2', bidderName: 'gokalaca' }),
];

function finished(result: AuctionDetail['result']): AuctionDetail {
  return {
    ...auctionDetail({ status: 3, endingTime: ended, currentBid: sealed, bidCount: 2 }, history),
    result,
  };
}

async function open(detail: AuctionDetail) {
  server.on('GET', '/api/auctions/a1', { body: detail });
  renderInSite(<AuctionDetailPage />, {
    path: '/acik-arttirmalar/a1',
    mount: '/acik-arttirmalar/:id',
    user: member(),
  });
  await screen.findByRole('heading', { level: 1, name: 'Şampiyon Gök Alaca' });
}

describe('a finished auction', () => {
  it('shows the hammer price and the masked winner, and keeps the bid history', async () => {
    await open(finished({ hammerPrice: 2000, winnerName: 'ka•••34', sold: true }));
    const hammer = within(screen.getByTestId('auction-hammer'));
    expect(hammer.getByText('Satış Fiyatı')).toBeTruthy();
    expect(hammer.getByTestId('hammer-price').textContent).toBe('2.000 TL');
    expect(hammer.getByText('Kazanan')).toBeTruthy();
    expect(hammer.getByTestId('winner-name').textContent).toBe('ka•••34');
    expect(screen.getByTestId('auction-result').textContent).toBe(
      'Son teklif başka bir kullanıcıya ait.',
    );
    expect(screen.queryByTestId('bid-form')).toBeNull();
    const bids = within(screen.getByTestId('bid-history'));
    expect(bids.getAllByRole('row')).toHaveLength(3);
    expect(bids.getByText('2.000 TL')).toBeTruthy();
  });

  it('shows no hammer price when nobody bid', async () => {
    await open({
      ...auctionDetail({ status: 3, endingTime: ended, bidCount: 0, currentBid: null }, []),
      result: null,
    });
    expect(screen.getByTestId('auction-result').textContent).toBe(
      'Bu açık arttırmaya teklif verilmedi.',
    );
    expect(screen.queryByTestId('auction-hammer')).toBeNull();
  });

  it('shows nothing of a result on a running auction', async () => {
    await open(auctionDetail());
    expect(screen.getByTestId('bid-form')).toBeTruthy();
    expect(screen.queryByTestId('auction-hammer')).toBeNull();
    expect(screen.queryByTestId('hammer-price')).toBeNull();
  });

  it('shows no result on a cancelled auction', async () => {
    await open({
      ...auctionDetail({ status: 4, bidCount: 0, currentBid: null, cancelReason: 'Sağlık' }, []),
      result: null,
    });
    expect(screen.getByTestId('auction-cancelled')).toBeTruthy();
    expect(screen.queryByTestId('auction-hammer')).toBeNull();
  });

  it('asks for the result once when the auction ends while its page is open', async () => {
    let loads = 0;
    server.on('GET', '/api/auctions/a1', () => {
      loads += 1;
      return {
        body:
          loads === 1
            ? auctionDetail()
            : finished({ hammerPrice: 2000, winnerName: 'ka•••34', sold: true }),
      };
    });
    renderInSite(<AuctionDetailPage />, {
      path: '/acik-arttirmalar/a1',
      mount: '/acik-arttirmalar/:id',
    });
    expect(await screen.findByTestId('bid-form')).toBeTruthy();
    await waitFor(() => expect(live.paths()).toContain('auctions/a1'));

    live.push(
      'auctions/a1',
      liveAuction({ status: 3, bidCount: 4, currentBid: sealed, lastBids: history }),
    );
    expect(screen.queryByTestId('bid-form')).toBeNull();
    expect((await screen.findByTestId('winner-name')).textContent).toBe('ka•••34');
    expect(screen.getByTestId('hammer-price').textContent).toBe('2.000 TL');
    // A second live value of the sealed auction asks nothing more.
    live.push(
      'auctions/a1',
      liveAuction({ status: 3, bidCount: 4, currentBid: sealed, lastBids: history }),
    );
    expect(loads).toBe(2);
  });
});

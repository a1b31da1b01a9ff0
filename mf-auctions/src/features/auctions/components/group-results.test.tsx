import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import { auctionRow, containerDetail } from '../../../test/rows';
import { GroupDetailPage } from './group-detail-page';

// A group's results (lots sold, the sum of their hammer prices, its bids), each
// finished lot's hammer price, and its lots sorted by price.

let server: FetchStub;
let live: LiveServer;
beforeEach(() => {
  server = stubFetch();
  live = fakeLive();
});
afterEach(() => {
  live.restore();
  server.restore();
});

const ended = Date.now() - 40 * 24 * 3600_000;
const soldLot = auctionRow({
  id: 'a1',
  name: 'Satılan Kuş',
  status: 3,
  endingTime: ended,
  bidCount: 6,
  currentBid: { amount: 4200, ancestorAmount: 4000, bidder: 'u2', sealed: true },
});
const unsoldLot = auctionRow({
  id: 'a2',
  name: 'Teklifsiz Kuş',
  status: 3,
  endingTime: ended,
  bidCount: 0,
  currentBid: null,
  startingBid: 750,
});
const archived = containerDetail({
  id: 'g7',
  name: 'Yaz Sonu Mezatı',
  archived: true,
  expiry: ended,
  totalAuctionsCount: 5,
  totalBidCount: 31,
  totalAmount: 20150,
  soldCount: 4,
  hammerTotal: 20150,
});

function open(path: string, kind: 'groups' | 'archive' = 'archive') {
  return renderInSite(<GroupDetailPage kind={kind} />, {
    path,
    mount: kind === 'archive' ? '/arsiv/:id' : '/grup-ihaleler/:id',
  });
}

/** The ordering each request of the lots list asked for. */
const orderings = () =>
  server.requests
    .filter((r) => r.path === '/api/list/auctions')
    .map((r) => {
      const body = r.body as { group: string; orderBy: string; orderDir: string };
      return `${body.group} ${body.orderBy} ${body.orderDir}`;
    });

describe("a group's results", () => {
  it('shows an archived group’s sales, and each sold lot’s hammer price', async () => {
    server.on('GET', '/api/containers/g7', { body: archived });
    server.on('POST', '/api/list/auctions', { body: { r: [soldLot, unsoldLot] } });
    open('/arsiv/g7');
    const results = within(await screen.findByTestId('group-results'));
    expect(results.getByText('Sonuçlar')).toBeTruthy();
    expect(results.getByTestId('group-sold-count').textContent).toBe('4 / 5');
    expect(results.getByTestId('group-hammer-total').textContent).toBe('20.150 TL');
    expect(results.getByTestId('group-bid-count').textContent).toBe('31');

    const [sold, unsold] = await screen.findAllByTestId('auction-card');
    expect(within(sold!).getByText('Satış Fiyatı')).toBeTruthy();
    expect(within(sold!).getByTestId('hammer-price').textContent).toBe('4.200 TL');
    // Nobody bid: no sale, the card keeps its plain price.
    expect(within(unsold!).queryByTestId('hammer-price')).toBeNull();
    expect(within(unsold!).getByText('Fiyat')).toBeTruthy();
    expect(within(unsold!).getByText('750 TL')).toBeTruthy();
  });

  it('shows no results for a running group until a lot has sold', async () => {
    const running = containerDetail({ expiry: Date.now() + 5 * 3600_000 });
    server.on('GET', '/api/containers/g1', { body: running });
    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    const view = open('/grup-ihaleler/g1', 'groups');
    await screen.findAllByTestId('auction-card');
    expect(screen.queryByTestId('group-results')).toBeNull();
    expect(screen.queryByTestId('hammer-price')).toBeNull();
    view.unmount();

    // Staggered ends: the first lots have sold while the rest still run.
    server.on('GET', '/api/containers/g2', {
      body: { ...running, id: 'g2', soldCount: 1, hammerTotal: 4200 },
    });
    open('/grup-ihaleler/g2', 'groups');
    const results = within(await screen.findByTestId('group-results'));
    expect(results.getByTestId('group-sold-count').textContent).toBe('1 / 12');
    expect(results.getByTestId('group-hammer-total').textContent).toBe('4.200 TL');
  });
});

describe("a group's lots by price", () => {
  it('lists them by end, then by price either way, keeping the choice in the address', async () => {
    server.on('GET', '/api/containers/g7', { body: archived });
    server.on('POST', '/api/list/auctions', (request) => {
      const { orderDir, orderBy } = request.body as { orderBy: string; orderDir: string };
      const rows =
        orderBy === 'currentAmount' && orderDir === 'asc'
          ? [unsoldLot, soldLot]
          : [soldLot, unsoldLot];
      return { body: { r: rows } };
    });
    const view = open('/arsiv/g7');
    await screen.findAllByTestId('auction-card');
    expect(orderings()).toEqual(['g7 endingTime asc']);

    const select = screen.getByLabelText('Sıralama') as HTMLSelectElement;
    expect(select.value).toBe('ending');
    fireEvent.change(select, { target: { value: 'price-asc' } });
    await waitFor(() => expect(orderings()).toEqual(['g7 endingTime asc', 'g7 currentAmount asc']));
    expect(view.location()).toBe('/arsiv/g7?siralama=fiyat-artan');
    await waitFor(() =>
      expect(screen.getAllByTestId('auction-card').map((card) => card.textContent)).toEqual([
        expect.stringContaining('Teklifsiz Kuş'),
        expect.stringContaining('Satılan Kuş'),
      ]),
    );

    fireEvent.change(select, { target: { value: 'price-desc' } });
    await waitFor(() => expect(orderings().at(-1)).toBe('g7 currentAmount desc'));
    expect(view.location()).toBe('/arsiv/g7?siralama=fiyat-azalan');

    fireEvent.change(select, { target: { value: 'ending' } });
    await waitFor(() => expect(view.location()).toBe('/arsiv/g7'));
  });

  it('opens sorted when the address says so', async () => {
    server.on('GET', '/api/containers/g7', { body: archived });
    server.on('POST', '/api/list/auctions', { body: { r: [soldLot] } });
    open('/arsiv/g7?siralama=fiyat-azalan');
    await screen.findAllByTestId('auction-card');
    expect(orderings()).toEqual(['g7 currentAmount desc']);
    expect((screen.getByLabelText('Sıralama') as HTMLSelectElement).value).toBe('price-desc');
  });
});

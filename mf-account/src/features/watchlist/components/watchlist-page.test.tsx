import type { WatchedAuctionRow, WatchedGroupRow } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import {
  callableOk,
  type FetchStub,
  type StubAnswer,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import MfAccountRoutes from '../../../exposed/routes';

const HOUR = 3_600_000;
const PATH = '/hesabim/takip-ettiklerim';

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

function auction(overrides: Partial<WatchedAuctionRow> = {}): WatchedAuctionRow {
  return {
    kind: 'auction',
    auctionId: 'a1',
    name: 'Şampiyon Gök Alaca',
    photo: '/media/pigeons/a1.jpg',
    endingTime: Date.now() + 5 * HOUR,
    status: 2,
    currentAmount: 1250,
    bidCount: 3,
    sealed: false,
    ...overrides,
  };
}

function group(overrides: Partial<WatchedGroupRow> = {}): WatchedGroupRow {
  return {
    kind: 'group',
    groupId: 'g1',
    name: 'Bahar Grubu',
    photo: null,
    endingTime: Date.now() + 30 * HOUR,
    totalAmount: 36500,
    totalBidCount: 48,
    auctionCount: 12,
    ...overrides,
  };
}

const listCalls = () => server.requests.filter((r) => r.path === '/api/list/my-watches');
const rows = () => screen.getAllByTestId('watch-row');

async function openPage(answer: { r: unknown[]; p?: string }) {
  server.on('POST', '/api/list/my-watches', { body: answer });
  const site = renderInSite(<MfAccountRoutes />, { path: PATH, user: member() });
  await screen.findByTestId('account-area');
  return site;
}

describe('/hesabim/takip-ettiklerim', () => {
  it('lists the watched auctions and groups, is in the account menu and links to each', async () => {
    await openPage({ r: [auction(), group()] });
    const area = within(screen.getByTestId('account-area'));
    expect(area.getByRole('heading', { name: 'Takip ettiklerim' })).toBeTruthy();
    const menuLink = area.getByRole('link', { name: 'Takip ettiklerim' });
    expect(menuLink.getAttribute('href')).toBe(PATH);
    expect(menuLink.getAttribute('aria-current')).toBe('page');

    await screen.findByTestId('my-watches');
    const [first, second] = rows().map((row) => within(row));
    expect(first.getByRole('link', { name: 'Şampiyon Gök Alaca' }).getAttribute('href')).toBe(
      '/acik-arttirmalar/a1',
    );
    expect(first.getByText('Açık arttırma')).toBeTruthy();
    expect(first.getByTestId('watch-price').textContent).toBe('1.250 TL');
    expect(first.getByTestId('watch-bid-count').textContent).toBe('3');
    expect(first.getByText('Devam ediyor')).toBeTruthy();
    expect(second.getByRole('link', { name: 'Bahar Grubu' }).getAttribute('href')).toBe(
      '/grup-ihaleler/g1',
    );
    expect(second.getByText('Grup ihale')).toBeTruthy();
    expect(second.getByTestId('watch-price').textContent).toBe('36.500 TL');
    expect(second.getByTestId('watch-bid-count').textContent).toBe('48');
    expect(listCalls()[0]?.body).toEqual({ p: 0, c: 20 });
  });

  it('keeps prices and counts live', async () => {
    await openPage({ r: [auction(), group()] });
    await screen.findByTestId('my-watches');
    await waitFor(() =>
      expect(live.paths().sort()).toEqual(['auctionContainers/g1/summaryParams', 'auctions/a1']),
    );
    live.push('auctions/a1', {
      status: 2,
      bidCount: 4,
      startingBid: 500,
      expiry: Date.now() + 5 * HOUR,
      currentBid: { amount: 1500, ancestorAmount: 1250, bidder: 'u3', sealed: false },
      lastBids: [],
    });
    live.push('auctionContainers/g1/summaryParams', {
      childCount: 12,
      totalAuctionsCount: 12,
      totalBidCount: 49,
      totalAmount: 37750,
      expiry: Date.now() + 30 * HOUR,
    });
    const [first, second] = rows().map((row) => within(row));
    expect(first.getByTestId('watch-price').textContent).toBe('1.500 TL');
    expect(first.getByTestId('watch-bid-count').textContent).toBe('4');
    expect(second.getByTestId('watch-price').textContent).toBe('37.750 TL');
    expect(second.getByTestId('watch-bid-count').textContent).toBe('49');

    // The auction closes while the page is open.
    live.push('auctions/a1', {
      status: 3,
      bidCount: 4,
      startingBid: 500,
      expiry: Date.now() - 1000,
      currentBid: { amount: 1500, ancestorAmount: 1250, bidder: 'u3', sealed: true },
      lastBids: [],
    });
    expect(first.getAllByText('Süresi doldu').length).toBeGreaterThan(0);
  });

  it('takes a row away at once and tells the server, the focus going to the next row', async () => {
    const site = await openPage({ r: [auction(), group()] });
    await screen.findByTestId('my-watches');
    let answer: (value: StubAnswer) => void = () => {};
    server.on('POST', '/api/fn/unwatch', () => new Promise<StubAnswer>((r) => (answer = r)));
    const remove = within(rows()[0]!).getByRole('button', {
      name: 'Takipten çıkar: Şampiyon Gök Alaca',
    });
    const next = within(rows()[1]!).getByRole('button', { name: 'Takipten çıkar: Bahar Grubu' });
    fireEvent.click(remove);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(document.activeElement).toBe(next);
    expect(server.callsTo('unwatch')).toEqual([{ kind: 'auction', id: 'a1' }]);
    answer(callableOk({ watching: false }));
    await waitFor(() =>
      expect(site.toastTexts()).toContain('“Şampiyon Gök Alaca” takip listenizden çıkarıldı.'),
    );
    expect(rows()).toHaveLength(1);

    // The last one gone: the page says there is nothing, and where to find something.
    server.on('POST', '/api/fn/unwatch', callableOk({ watching: false }));
    fireEvent.click(next);
    expect(
      await screen.findByText('Henüz takip ettiğiniz bir açık arttırma ya da grup yok'),
    ).toBeTruthy();
    expect(server.callsTo('unwatch')).toEqual([
      { kind: 'auction', id: 'a1' },
      { kind: 'group', id: 'g1' },
    ]);
  });

  it('brings the row back with a message when the server refuses', async () => {
    const site = await openPage({ r: [auction(), group()] });
    await screen.findByTestId('my-watches');
    server.on('POST', '/api/fn/unwatch', {
      status: 503,
      body: { error: { status: 'UNAVAILABLE', message: 'Servis kullanılamıyor.' } },
    });
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: /^Takipten çıkar/ }));
    await waitFor(() =>
      expect(site.toastTexts()).toContain('Takip listeniz güncellenemedi, lütfen tekrar deneyin.'),
    );
    expect(rows()).toHaveLength(2);
    expect(within(rows()[1]!).getByText('Bahar Grubu')).toBeTruthy();
  });

  it('says so when nothing is watched yet', async () => {
    await openPage({ r: [] });
    expect(
      await screen.findByText('Henüz takip ettiğiniz bir açık arttırma ya da grup yok'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Açık Arttırmalar' }).getAttribute('href')).toBe(
      '/acik-arttirmalar',
    );
  });
});

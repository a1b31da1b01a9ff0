import { IMAGE_SIZES } from '@kanat/shared/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, type StubAnswer, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import { auctionRow } from '../../../test/rows';
import { AuctionsPage } from './auctions-page';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

const listRequests = () => server.requests.filter((r) => r.path === '/api/list/auctions');

describe('open auctions page', () => {
  it('shows a card per auction with owner, bids, price, time and a link', async () => {
    server.on('POST', '/api/list/auctions', {
      body: {
        r: [
          auctionRow(),
          auctionRow({
            id: 'a2',
            name: 'Mavi Kelebek',
            photo: null,
            bidCount: 0,
            currentBid: null,
          }),
        ],
      },
    });
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar' });

    const cards = await screen.findAllByTestId('auction-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Şampiyon Gök Alaca' }).getAttribute('href')).toBe(
      '/acik-arttirmalar/a1',
    );
    expect(first.getByText('Sahibi: Mehmet Öztürk')).toBeTruthy();
    expect(first.getByText('1.250 TL')).toBeTruthy();
    expect(first.getByText('Devam ediyor')).toBeTruthy();
    expect(first.getByTestId('remaining-time').textContent).toMatch(/^[45] sa \d+ dk \d+ sn$/);
    expect(first.getByRole('link', { name: 'Açık Arttırmaya Git' })).toBeTruthy();

    // No photo: the placeholder stands in; no bids yet: the starting price is shown.
    const second = within(cards[1]);
    expect(second.getByRole('img', { name: 'Mavi Kelebek' }).getAttribute('data-placeholder')).toBe(
      'true',
    );
    expect(second.getByText('500 TL')).toBeTruthy();

    // The hall mezat has no place in the navbar: its list is linked from here.
    expect(screen.getByRole('link', { name: 'Canlı mezatlar' }).getAttribute('href')).toBe(
      '/canli-mezat',
    );

    expect(listRequests()[0].body).toEqual({
      statusFrom: 0,
      statusTo: 5,
      orderBy: 'endingTime',
      orderDir: 'desc',
      p: 0,
      c: 20,
    });
  });

  it("fetches the first card's photo at once and first, the others lazily, as WebP copies", async () => {
    server.on('POST', '/api/list/auctions', {
      body: { r: [auctionRow(), auctionRow({ id: 'a2', photo: '/media/pigeons/a2.jpg' })] },
    });
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar' });
    const cards = await screen.findAllByTestId('auction-card');
    const [first, second] = cards.map((card) => card.querySelector('img') as HTMLImageElement);
    expect(first.getAttribute('src')).toBe('/img/1280/pigeons/a1.jpg');
    expect(first.getAttribute('srcset')).toContain('/img/320/pigeons/a1.jpg 320w');
    expect(first.getAttribute('sizes')).toBe(IMAGE_SIZES.auctionCard);
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1280', '960']);
    expect(second.getAttribute('srcset')).toContain('/img/480/pigeons/a2.jpg 480w');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('decoding')).toBe('async');
    expect(second.getAttribute('fetchpriority')).toBeNull();
  });

  it('holds a page of card stand-ins while the first page loads', async () => {
    let answer: (value: StubAnswer) => void = () => {};
    server.on('POST', '/api/list/auctions', () => new Promise<StubAnswer>((r) => (answer = r)));
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar' });
    await waitFor(() => expect(screen.getAllByTestId('card-skeleton')).toHaveLength(20));
    answer({ body: { r: [auctionRow()] } });
    expect(await screen.findAllByTestId('auction-card')).toHaveLength(1);
    expect(screen.queryByTestId('card-skeleton')).toBeNull();
  });

  it('says so when there is no auction', async () => {
    server.on('POST', '/api/list/auctions', { body: { r: [] } });
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar' });
    expect(await screen.findByText('Açık arttırma bulunamadı')).toBeTruthy();
  });

  it('shows the error state when the list cannot be loaded, and retries', async () => {
    // No route yet: the server answers 404, as before the list endpoint exists.
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar' });
    expect(await screen.findByText('Bir Hata Oluştu')).toBeTruthy();

    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findAllByTestId('auction-card')).toHaveLength(1);
    expect(screen.queryByText('Bir Hata Oluştu')).toBeNull();
  });

  it('asks the server for the chosen time filter', async () => {
    server.on('POST', '/api/list/auctions', { body: { r: [] } });
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar' });
    await screen.findByText('Açık arttırma bulunamadı');

    const before = Date.now();
    fireEvent.click(screen.getByRole('tab', { name: 'Bitmek Üzere Olanlar' }));
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    const body = listRequests()[1].body as Record<string, number | string>;
    expect(body).toMatchObject({
      statusFrom: 2,
      statusTo: 2,
      orderBy: 'endingTime',
      orderDir: 'asc',
    });
    expect(Number(body.endingTimeTo) - Number(body.endingTimeFrom)).toBe(3600 * 1000);
    expect(Number(body.endingTimeFrom)).toBeGreaterThanOrEqual(before - 1000);
    expect(
      screen.getByRole('tab', { name: 'Bitmek Üzere Olanlar' }).getAttribute('aria-selected'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Süresi Dolanlar' }));
    await waitFor(() => expect(listRequests()).toHaveLength(3));
    expect(listRequests()[2].body).toMatchObject({ statusFrom: 0, statusTo: 5, orderDir: 'desc' });
    expect(listRequests()[2].body).not.toHaveProperty('endingTimeFrom');
  });

  it('opens on the filter named in the address', async () => {
    server.on('POST', '/api/list/auctions', { body: { r: [] } });
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar?durum=devam-edenler' });
    await screen.findByText('Açık arttırma bulunamadı');
    expect(screen.getByRole('tab', { name: 'Devam Edenler' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(listRequests()[0].body).toMatchObject({ statusFrom: 2, statusTo: 2, orderDir: 'asc' });
  });

  it('loads the next page of 20 when the end of the list is reached', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        auctionRow({ id: `a${from + i}`, name: `Güvercin ${from + i}` }),
      );
    server.on('POST', '/api/list/auctions', (request) => {
      const cursor = (request.body as { p: number }).p;
      return cursor === 0 ? { body: { r: page(0, 20), p: 20 } } : { body: { r: page(20, 3) } };
    });
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar' });
    // jsdom lays nothing out, so the page always counts as scrolled to the bottom.
    await waitFor(() => expect(screen.getAllByTestId('auction-card')).toHaveLength(23));
    expect(listRequests().map((r) => (r.body as { p: number }).p)).toEqual([0, 20]);
  });
});

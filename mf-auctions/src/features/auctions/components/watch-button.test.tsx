import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import {
  callableOk,
  type FetchStub,
  type StubAnswer,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import { auctionDetail, auctionRow, containerDetail, containerRow } from '../../../test/rows';
import { AuctionDetailPage } from './auction-detail-page';
import { AuctionsPage } from './auctions-page';
import { GroupDetailPage } from './group-detail-page';
import { GroupsPage } from './groups-page';

let server: FetchStub;
let live: LiveServer;
beforeEach(() => {
  server = stubFetch();
  live = fakeLive();
  server.on('POST', '/api/fn/myMaxBid', callableOk({ maximum: null }));
});
afterEach(() => {
  live.restore();
  server.restore();
});

const watchButtonOf = (card: HTMLElement) => within(card).getByTestId('watch-button');
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

/** A watchState answer: of the asked ids, those in `watched`. */
function answerWatchState(watched: string[]) {
  server.on('POST', '/api/fn/watchState', (request) => {
    const data = (request.body as { data: { auctionIds: string[]; groupIds: string[] } }).data;
    return callableOk({
      auctionIds: data.auctionIds.filter((id) => watched.includes(id)),
      groupIds: data.groupIds.filter((id) => watched.includes(id)),
    });
  });
}

/** Three auction cards on the list page, the member watching a2. */
async function openList() {
  server.on('POST', '/api/list/auctions', {
    body: {
      r: [
        auctionRow(),
        auctionRow({ id: 'a2', name: 'Mavi Kelebek' }),
        auctionRow({ id: 'a3', name: 'Kızıl Çakır' }),
      ],
    },
  });
  answerWatchState(['a2']);
  const site = renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar', user: member() });
  const cards = await screen.findAllByTestId('auction-card');
  await waitFor(() => expect(pressed(watchButtonOf(cards[1]))).toBe('true'));
  return { site, cards };
}

describe('the watch button', () => {
  it('asks once for the whole page of cards and shows which ones I watch', async () => {
    const { cards } = await openList();
    expect(server.callsTo('watchState')).toEqual([
      { auctionIds: ['a1', 'a2', 'a3'], groupIds: [] },
    ]);
    const [first, second] = cards.map(watchButtonOf);
    expect(pressed(first)).toBe('false');
    expect(first.textContent).toBe('Takip et');
    expect(second.textContent).toBe('Takip ediliyor');
    // A native button with its state and a name of its own on every card.
    expect(
      screen.getByRole('button', { name: 'Takip ediliyor: Mavi Kelebek', pressed: true }),
    ).toBe(second);
    expect(screen.getByRole('button', { name: 'Takip et: Kızıl Çakır', pressed: false })).toBe(
      watchButtonOf(cards[2]),
    );
  });

  it('turns on at once, before the server answers, and off again', async () => {
    const { cards } = await openList();
    let answer: (value: StubAnswer) => void = () => {};
    server.on('POST', '/api/fn/watch', () => new Promise<StubAnswer>((r) => (answer = r)));
    const button = watchButtonOf(cards[0]);
    fireEvent.click(button);
    await waitFor(() => expect(pressed(button)).toBe('true'));
    expect(button.textContent).toContain('Takip ediliyor');
    // Clicks while the change is on its way wait for it.
    fireEvent.click(button);
    expect(server.callsTo('watch')).toEqual([{ kind: 'auction', id: 'a1' }]);
    answer(callableOk({ watching: true }));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(pressed(button)).toBe('true');

    server.on('POST', '/api/fn/unwatch', callableOk({ watching: false }));
    fireEvent.click(button);
    await waitFor(() => expect(pressed(button)).toBe('false'));
    expect(server.callsTo('unwatch')).toEqual([{ kind: 'auction', id: 'a1' }]);
    // Still one state call: the cards were never asked about one by one.
    expect(server.callsTo('watchState')).toHaveLength(1);
  });

  it('puts the change back and says so when the server refuses', async () => {
    const { site, cards } = await openList();
    server.on('POST', '/api/fn/unwatch', {
      status: 503,
      body: { error: { status: 'UNAVAILABLE', message: 'Servis kullanılamıyor.' } },
    });
    const button = watchButtonOf(cards[1]);
    fireEvent.click(button);
    await waitFor(() =>
      expect(site.toastTexts()).toContain('Takip listeniz güncellenemedi, lütfen tekrar deneyin.'),
    );
    expect(pressed(button)).toBe('true');
  });

  it('sends a guest to sign in and back', async () => {
    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    const site = renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar' });
    const [card] = await screen.findAllByTestId('auction-card');
    const button = watchButtonOf(card);
    expect(button.textContent).toBe('Takip et');
    // Ready once the session is known (a guest's), not before.
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(button);
    await waitFor(() => expect(site.location()).toBe('/giris-yap'));
    expect(site.sentFrom()).toBe('/acik-arttirmalar');
    expect(server.callsTo('watch')).toEqual([]);
    expect(server.callsTo('watchState')).toEqual([]);
  });

  it('lies over the card photo, so the card is as it was', async () => {
    const { cards } = await openList();
    const button = watchButtonOf(cards[0]);
    // Inside the photo box, beside the status badge; nothing in the card's flow.
    expect(button.parentElement).toBe(cards[0].querySelector('img')?.parentElement);
    expect(getComputedStyle(button).position).toBe('absolute');
  });

  it('watches a whole group from its card, not an archived one', async () => {
    server.on('POST', '/api/list/containers', {
      body: { r: [containerRow(), containerRow({ id: 'g2', name: 'Yaz Grubu' })] },
    });
    answerWatchState(['g2']);
    server.on('POST', '/api/fn/watch', callableOk({ watching: true }));
    renderInSite(<GroupsPage kind="groups" />, {
      path: '/grup-ihaleler',
      user: member(),
      siteInfo: { auction_vitrine_id: 'vitrin', auction_archive_id: 'arsiv' },
    });
    const cards = await screen.findAllByTestId('group-card');
    await waitFor(() => expect(pressed(watchButtonOf(cards[1]))).toBe('true'));
    expect(server.callsTo('watchState')).toEqual([{ auctionIds: [], groupIds: ['g1', 'g2'] }]);
    fireEvent.click(watchButtonOf(cards[0]));
    await waitFor(() => expect(pressed(watchButtonOf(cards[0]))).toBe('true'));
    expect(server.callsTo('watch')).toEqual([{ kind: 'group', id: 'g1' }]);
  });

  it('is not offered on the archive', async () => {
    server.on('POST', '/api/list/containers', { body: { r: [containerRow()] } });
    renderInSite(<GroupsPage kind="archive" />, {
      path: '/arsiv',
      user: member(),
      siteInfo: { auction_vitrine_id: 'vitrin', auction_archive_id: 'arsiv' },
    });
    const [card] = await screen.findAllByTestId('group-card');
    expect(within(card).queryByTestId('watch-button')).toBeNull();
    expect(server.callsTo('watchState')).toEqual([]);
  });

  it("is on the auction's page, which asks about that one auction", async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    answerWatchState(['a1']);
    server.on('POST', '/api/fn/unwatch', callableOk({ watching: false }));
    renderInSite(<AuctionDetailPage />, {
      path: '/acik-arttirmalar/a1',
      mount: '/acik-arttirmalar/:id',
      user: member(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Şampiyon Gök Alaca' });
    const button = await screen.findByRole('button', {
      name: 'Takip ediliyor: Şampiyon Gök Alaca',
      pressed: true,
    });
    expect(server.callsTo('watchState')).toEqual([{ auctionIds: ['a1'], groupIds: [] }]);
    fireEvent.click(button);
    await waitFor(() => expect(pressed(button)).toBe('false'));
    expect(server.callsTo('unwatch')).toEqual([{ kind: 'auction', id: 'a1' }]);
  });

  it("is on a group's page, beside the batch of its lots' cards", async () => {
    server.on('GET', '/api/containers/g1', { body: containerDetail() });
    server.on('POST', '/api/list/auctions', {
      body: { r: [auctionRow(), auctionRow({ id: 'a2', name: 'Mavi Kelebek' })] },
    });
    answerWatchState([]);
    server.on('POST', '/api/fn/watch', callableOk({ watching: true }));
    renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
      user: member(),
    });
    const summary = within(await screen.findByTestId('container-summary'));
    await screen.findAllByTestId('auction-card');
    await waitFor(() => expect(server.callsTo('watchState')).toHaveLength(2));
    expect(server.callsTo('watchState')).toEqual(
      expect.arrayContaining([
        { auctionIds: [], groupIds: ['g1'] },
        { auctionIds: ['a1', 'a2'], groupIds: [] },
      ]),
    );
    const button = summary.getByRole('button', { name: 'Takip et: Bahar Grubu' });
    fireEvent.click(button);
    await waitFor(() => expect(pressed(button)).toBe('true'));
    expect(server.callsTo('watch')).toEqual([{ kind: 'group', id: 'g1' }]);
  });

  it('keeps its place in the page while the page loads', async () => {
    let answer: (value: StubAnswer) => void = () => {};
    server.on('GET', '/api/auctions/a1', () => new Promise<StubAnswer>((r) => (answer = r)));
    answerWatchState([]);
    renderInSite(<AuctionDetailPage />, {
      path: '/acik-arttirmalar/a1',
      mount: '/acik-arttirmalar/:id',
      user: member(),
    });
    const skeleton = await screen.findByTestId('detail-skeleton');
    // A stand-in as tall as the button, where the button comes.
    const standIns = [...skeleton.querySelectorAll('span')].filter(
      (span) => getComputedStyle(span).height === '36px',
    );
    expect(standIns).toHaveLength(1);
    answer({ body: auctionDetail() });
    const button = await screen.findByTestId('watch-button');
    expect(getComputedStyle(button).height).toBe('36px');
  });
});

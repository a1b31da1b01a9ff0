import { noteServerTime, resetClock } from '@kanat/shared/api';
import { IMAGE_SIZES } from '@kanat/shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../shared/test/fetch-stub';
import { renderInSite } from '../../../shared/test/render';
import { auctionRow, containerRow } from '../test/rows';
import HomeAuctions from './home-auctions';
import HomeGroups from './home-groups';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => {
  server.restore();
  resetClock();
});

describe('home widgets', () => {
  it('shows up to 4 ongoing auctions with a link to all of them', async () => {
    server.on('POST', '/api/list/auctions', {
      body: { r: ['1', '2', '3', '4'].map((id) => auctionRow({ id, name: `Güvercin ${id}` })) },
    });
    renderInSite(<HomeAuctions />);
    const section = within(await screen.findByTestId('home-auctions'));
    expect(section.getByRole('heading', { name: 'Devam Eden Açık Arttırmalar' })).toBeTruthy();
    expect(await section.findAllByTestId('auction-card')).toHaveLength(4);
    expect(section.getByRole('link', { name: 'Tümünü Gör' }).getAttribute('href')).toBe(
      '/acik-arttirmalar',
    );
    // Below the slider: every photo waits its turn, drawn for the home grid's cards.
    const photo = section.getAllByTestId('auction-card')[0].querySelector('img');
    expect(photo?.getAttribute('sizes')).toBe(IMAGE_SIZES.homeAuctionCard);
    expect(photo?.getAttribute('loading')).toBe('lazy');
    expect(photo?.getAttribute('fetchpriority')).toBeNull();
    const body = server.requests[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      statusFrom: 2,
      statusTo: 2,
      orderBy: 'endingTime',
      orderDir: 'asc',
      c: 4,
    });
  });

  it('shows 2 ongoing groups of the showcase container', async () => {
    server.on('POST', '/api/list/containers', {
      body: { r: [containerRow({ photo: '/media/groups/g1.jpg' }), containerRow({ id: 'g2' })] },
    });
    renderInSite(<HomeGroups />, { siteInfo: { auction_vitrine_id: 'vitrin' } });
    const section = within(await screen.findByTestId('home-groups'));
    expect(await section.findAllByTestId('group-card')).toHaveLength(2);
    expect(section.getByRole('link', { name: 'Tümünü Gör' }).getAttribute('href')).toBe(
      '/grup-ihaleler',
    );
    expect(server.requests[0].body).toMatchObject({ parent: 'vitrin', c: 2, orderDir: 'asc' });
    const photo = section.getAllByTestId('group-card')[0].querySelector('img');
    expect(photo?.getAttribute('srcset')).toContain('/img/640/groups/g1.jpg 640w');
    expect(photo?.getAttribute('sizes')).toBe(IMAGE_SIZES.homeGroupCard);
    expect(photo?.getAttribute('loading')).toBe('lazy');
  });

  it('ask with whole-millisecond times even when the corrected clock is fractional', async () => {
    // The offset is taken at the middle of a round trip, so it can carry half a millisecond.
    const now = Date.now();
    noteServerTime(String(now + 5000), now, now + 1);
    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    server.on('POST', '/api/list/containers', { body: { r: [containerRow()] } });
    renderInSite(
      <>
        <HomeAuctions />
        <HomeGroups />
      </>,
      { siteInfo: { auction_vitrine_id: 'vitrin' } },
    );
    await waitFor(() => expect(server.requests).toHaveLength(2));
    const bodies = server.requests.map((r) => r.body as Record<string, unknown>);
    const times = bodies.map((b) => b.endingTimeFrom ?? b.expiryFrom);
    expect(times.every((t) => Number.isInteger(t))).toBe(true);
  });

  it('hide themselves when their list fails', async () => {
    const { container } = renderInSite(
      <>
        <HomeAuctions />
        <HomeGroups />
      </>,
      { siteInfo: { auction_vitrine_id: 'vitrin' } },
    );
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});

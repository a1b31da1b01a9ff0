import { screen, waitFor, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import { auctionRow, containerDetail } from '../../../test/rows';
import { GroupDetailPage } from './group-detail-page';

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

describe('group auction page', () => {
  it('keeps its summary figures live', async () => {
    server.on('GET', '/api/containers/g1', { body: containerDetail() });
    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
    });
    const summary = within(await screen.findByTestId('container-summary'));
    expect(summary.getByText('36.500 TL')).toBeTruthy();
    expect(summary.getByText('48')).toBeTruthy();
    expect(await screen.findAllByTestId('auction-card')).toHaveLength(1);

    await waitFor(() => expect(live.paths()).toEqual(['auctionContainers/g1/summaryParams']));
    live.push('auctionContainers/g1/summaryParams', {
      childCount: 12,
      totalAuctionsCount: 12,
      totalBidCount: 49,
      totalAmount: 37900,
      expiry: Date.now() + 30 * 3600_000,
    });
    expect(summary.getByText('37.900 TL')).toBeTruthy();
    expect(summary.getByText('49')).toBeTruthy();
  });
});

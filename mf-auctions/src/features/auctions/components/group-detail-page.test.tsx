import { IMAGE_SIZES } from '@kanat/shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import { type FetchStub, type StubAnswer, stubFetch } from '../../../../../shared/test/fetch-stub';
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

  it('fetches the group photo at once and first, and holds its shape while it loads', async () => {
    let answer: (value: StubAnswer) => void = () => {};
    server.on('GET', '/api/containers/g1', () => new Promise<StubAnswer>((r) => (answer = r)));
    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
    });
    expect(await screen.findByTestId('detail-skeleton')).toBeTruthy();
    answer({ body: containerDetail({ photo: '/media/groups/g1.jpg' }) });

    const photo = within(await screen.findByTestId('container-summary')).getByRole('img', {
      name: 'Bahar Grubu',
    });
    expect(photo.getAttribute('src')).toBe('/img/1280/groups/g1.jpg');
    expect(photo.getAttribute('sizes')).toBe(IMAGE_SIZES.groupDetail);
    expect(photo.getAttribute('loading')).toBe('eager');
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['1280', '720']);

    // The group's auctions below it wait their turn.
    const card = (await screen.findByTestId('auction-card')).querySelector('img');
    expect(card?.getAttribute('loading')).toBe('lazy');
    expect(card?.getAttribute('fetchpriority')).toBeNull();
  });
});

describe('a group before its start', () => {
  const tomorrow = Date.now() + 24 * 3600_000;

  it('offers its calendar file and a follow, and says when lots held back will show', async () => {
    server.on('GET', '/api/containers/g1', {
      body: containerDetail({ startedOn: tomorrow, lotsBeforeStart: false }),
    });
    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
    });
    const actions = within(await screen.findByTestId('group-calendar'));
    expect(
      actions.getByRole('link', { name: 'Takvime ekle: Bahar Grubu' }).getAttribute('href'),
    ).toBe('/api/calendar/group/g1/takvim.ics');
    // A guest is asked to sign in first.
    expect(actions.getByRole('button', { name: 'Haber almak için giriş yapın' })).toBeTruthy();
    expect((await screen.findByTestId('lots-wait')).textContent).toMatch(
      /Bu grubun kuşları teklifler açılınca, .* tarihinde görünecek\./,
    );
    expect(screen.queryByTestId('auction-card')).toBeNull();
    expect(server.requests.filter((r) => r.path === '/api/list/auctions')).toHaveLength(0);
  });

  it('lists its lots before the start when the house shows them', async () => {
    server.on('GET', '/api/containers/g1', {
      body: containerDetail({ startedOn: tomorrow, lotsBeforeStart: true }),
    });
    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
    });
    expect(await screen.findAllByTestId('auction-card')).toHaveLength(1);
    expect(screen.getByTestId('group-calendar')).toBeTruthy();
    expect(screen.queryByTestId('lots-wait')).toBeNull();
  });

  it('offers no follow once bidding has opened', async () => {
    server.on('GET', '/api/containers/g1', { body: containerDetail({ lotsBeforeStart: false }) });
    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
    });
    expect(await screen.findAllByTestId('auction-card')).toHaveLength(1);
    expect(screen.queryByTestId('group-calendar')).toBeNull();
  });
});

describe('document title', () => {
  beforeEach(() => {
    document.title = 'Kanat Mezat';
  });

  it("names the group, as the server's <title> does", async () => {
    server.on('GET', '/api/containers/g1', { body: containerDetail() });
    server.on('POST', '/api/list/auctions', { body: { r: [] } });
    renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
    });
    await screen.findByTestId('container-summary');
    expect(document.title).toBe('Bahar Grubu | Kanat Mezat');
  });

  it('tells staff previewing a draft or scheduled group that the public does not see it', async () => {
    server.on('GET', '/api/containers/g1', {
      body: containerDetail({ preview: { publishOn: null } }),
    });
    server.on('POST', '/api/list/auctions', { body: { r: [] } });
    const site = renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
    });
    expect((await screen.findByTestId('preview-banner')).textContent).toBe(
      'Taslak: yalnızca personel görüyor',
    );
    site.unmount();
    // 2030-06-01 12:00 in Turkey (UTC+3).
    const at = Date.UTC(2030, 5, 1, 9, 0);
    server.on('GET', '/api/containers/g1', {
      body: containerDetail({ preview: { publishOn: at } }),
    });
    renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
    });
    expect((await screen.findByTestId('preview-banner')).textContent).toMatch(
      /^Zamanlanmış: 01\.06\.2030 12:00 tarihinde yayınlanacak$/,
    );
  });

  it('shows no preview banner on a group on the site', async () => {
    server.on('GET', '/api/containers/g1', { body: containerDetail() });
    server.on('POST', '/api/list/auctions', { body: { r: [] } });
    renderInSite(<GroupDetailPage kind="groups" />, {
      path: '/grup-ihaleler/g1',
      mount: '/grup-ihaleler/:id',
    });
    await screen.findByTestId('container-summary');
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });

  it('says a missing group is not found', async () => {
    renderInSite(<GroupDetailPage kind="archive" />, { path: '/arsiv/yok', mount: '/arsiv/:id' });
    await waitFor(() => expect(document.title).toBe('Sayfa Bulunamadı | Kanat Mezat'));
  });
});

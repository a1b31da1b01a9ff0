import { fireEvent, screen, within } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../shared/test/fetch-stub';
import { renderInSite } from '../../../shared/test/render';
import { auctionDetail, auctionRow, containerDetail, containerRow } from '../test/rows';
import AuctionsRoutes from './routes';

const siteInfo = { auction_vitrine_id: 'vitrin', auction_archive_id: 'arsiv-kok' };

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

const bodiesOf = (path: string) =>
  server.requests.filter((r) => r.path === path).map((r) => r.body);

describe('auctions routes', () => {
  it('lists the group auctions of the configured showcase container', async () => {
    server.on('POST', '/api/list/containers', { body: { r: [containerRow()] } });
    renderInSite(<AuctionsRoutes />, { path: '/grup-ihaleler', siteInfo });

    const card = within(await screen.findByTestId('group-card'));
    expect(card.getByText('Bahar Grubu')).toBeTruthy();
    expect(card.getByText('36.500 TL')).toBeTruthy();
    expect(card.getByText('48')).toBeTruthy();
    expect(card.getByText('Devam ediyor')).toBeTruthy();
    expect(card.getByTestId('remaining-time').textContent).toMatch(/^1 gün \d+ saat$/);
    expect(card.getByRole('link', { name: 'Grup İhaleye Git' }).getAttribute('href')).toBe(
      '/grup-ihaleler/g1',
    );
    expect(bodiesOf('/api/list/containers')[0]).toMatchObject({ parent: 'vitrin', p: 0, c: 20 });
    expect(screen.getByTestId('mf-auctions-routes').getAttribute('data-release')).toBe('test');
  });

  it('labels archived groups and shows child counts instead of remaining time', async () => {
    server.on('POST', '/api/list/containers', {
      body: {
        r: [
          containerRow({ id: 'old', name: 'Kış 2023', expiry: Date.now() - 1000, childCount: 7 }),
        ],
      },
    });
    renderInSite(<AuctionsRoutes />, { path: '/arsiv', siteInfo });

    const card = within(await screen.findByTestId('group-card'));
    expect(card.getByText('Arşiv')).toBeTruthy();
    expect(card.getByText('Alt İhale Sayısı')).toBeTruthy();
    expect(card.getByText('7')).toBeTruthy();
    expect(card.queryByTestId('remaining-time')).toBeNull();
    expect(card.getByRole('link', { name: 'Grup İhaleye Git' }).getAttribute('href')).toBe(
      '/arsiv/old',
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(bodiesOf('/api/list/containers')[0]).toMatchObject({ parent: 'arsiv-kok' });
  });

  it('has its own empty texts for groups and the archive', async () => {
    server.on('POST', '/api/list/containers', { body: { r: [] } });
    const { unmount } = renderInSite(<AuctionsRoutes />, { path: '/grup-ihaleler', siteInfo });
    expect(await screen.findByText('Grup ihale bulunamadı')).toBeTruthy();
    unmount();
    renderInSite(<AuctionsRoutes />, { path: '/arsiv', siteInfo });
    expect(await screen.findByText('Arşiv bulunamadı')).toBeTruthy();
  });

  it('shows a group and its child auctions', async () => {
    server.on('GET', '/api/containers/g1', { body: containerDetail() });
    server.on('POST', '/api/list/auctions', {
      body: { r: [auctionRow({ id: 'c1', name: 'Çocuk Açık Arttırma' })] },
    });
    renderInSite(<AuctionsRoutes />, { path: '/grup-ihaleler/g1', siteInfo });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bahar Grubu' })).toBeTruthy();
    expect(await screen.findByText('Çocuk Açık Arttırma')).toBeTruthy();
    expect(bodiesOf('/api/list/auctions')[0]).toMatchObject({ group: 'g1', p: 0, c: 20 });
  });

  it('shows the child groups of a container that is not final', async () => {
    server.on('GET', '/api/containers/ust', {
      body: containerDetail({ id: 'ust', name: 'Ana Grup', isFinalContainer: false }),
    });
    server.on('POST', '/api/list/containers', {
      body: { r: [containerRow({ id: 'alt', name: 'Alt Grup' })] },
    });
    renderInSite(<AuctionsRoutes />, { path: '/grup-ihaleler/ust', siteInfo });
    expect(await screen.findByText('Alt Grup')).toBeTruthy();
    expect(bodiesOf('/api/list/containers')[0]).toMatchObject({ parent: 'ust' });
    expect(
      within(screen.getByTestId('group-card'))
        .getByRole('link', { name: 'Grup İhaleye Git' })
        .getAttribute('href'),
    ).toBe('/grup-ihaleler/alt');
  });

  it('shows an archived group with its child count and no clock', async () => {
    server.on('GET', '/api/containers/old', {
      body: containerDetail({ id: 'old', name: 'Kış 2023', archived: true, childCount: 9 }),
    });
    server.on('POST', '/api/list/auctions', { body: { r: [] } });
    renderInSite(<AuctionsRoutes />, { path: '/arsiv/old', siteInfo });
    const summary = within(await screen.findByTestId('container-summary'));
    expect(summary.getByText('Arşiv')).toBeTruthy();
    expect(summary.getByText('9')).toBeTruthy();
    expect(summary.queryByTestId('remaining-time')).toBeNull();
  });

  it('says an unknown group was not found', async () => {
    renderInSite(<AuctionsRoutes />, { path: '/grup-ihaleler/yok', siteInfo });
    expect(await screen.findByText('Grup ihale bulunamadı')).toBeTruthy();
  });

  it('says an unknown auction was not found, and a failed load can be retried', async () => {
    server.on('GET', '/api/auctions/yok', {
      status: 500,
      body: { error: { status: 'INTERNAL', message: 'x' } },
    });
    renderInSite(<AuctionsRoutes />, { path: '/acik-arttirmalar/yok', siteInfo });
    expect(await screen.findByTestId('detail-error')).toBeTruthy();

    server.on('GET', '/api/auctions/yok', {
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: 'Açık arttırma bulunamadı' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Açık arttırma bulunamadı')).toBeTruthy();
  });

  it('works when the shell mounts it under one section prefix', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    renderInSite(<AuctionsRoutes />, {
      path: '/acik-arttirmalar/a1',
      siteInfo,
      mount: '/acik-arttirmalar/*',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Şampiyon Gök Alaca' }),
    ).toBeTruthy();
  });

  it('shows the section not-found page for an unknown path', async () => {
    renderInSite(<AuctionsRoutes />, { path: '/acik-arttirmalar/a1/yanlis', siteInfo });
    expect(await screen.findByTestId('section-not-found')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, type StubRequest, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import { auctionRow, containerRow } from '../../../test/rows';
import { AuctionsPage } from './auctions-page';
import { GroupsPage } from './groups-page';

const siteInfo = { auction_vitrine_id: 'vitrin', auction_archive_id: 'arsiv-kok' };

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  // A lot of the Janssen line for a search by bloodline; another lot for the plain list.
  server.on('POST', '/api/list/auctions', (request: StubRequest) => {
    const { bloodline } = request.body as { bloodline?: string };
    return {
      body: {
        r: bloodline
          ? [auctionRow({ id: 'a5', name: 'Janssen Yavrusu', status: 3, endingTime: 1 })]
          : [auctionRow()],
      },
    };
  });
  server.on('POST', '/api/list/containers', {
    body: { r: [containerRow({ id: 'old', name: 'Kış 2023', expiry: Date.now() - 1000 })] },
  });
});
afterEach(() => server.restore());

const listBodies = () =>
  server.requests.filter((r) => r.path === '/api/list/auctions').map((r) => r.body);
const field = () => screen.getByRole('searchbox', { name: 'Soy hattına göre ara' });
/** The search waits for typing to stop (SPEC §9, 500 ms). */
const settled = { timeout: 3000 };

describe('bloodline search on the open auctions', () => {
  it('adds the bloodline to the list filters once typing stops, and keeps it in the address', async () => {
    const site = renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar' });
    expect(await screen.findByText('Şampiyon Gök Alaca')).toBeTruthy();

    fireEvent.change(field(), { target: { value: '  Janssen ' } });
    expect(await screen.findByText('Janssen Yavrusu', {}, settled)).toBeTruthy();
    expect(screen.queryByText('Şampiyon Gök Alaca')).toBeNull();
    expect(listBodies()).toEqual([
      { statusFrom: 0, statusTo: 5, orderBy: 'endingTime', orderDir: 'desc', p: 0, c: 20 },
      {
        statusFrom: 0,
        statusTo: 5,
        orderBy: 'endingTime',
        orderDir: 'desc',
        bloodline: 'Janssen',
        p: 0,
        c: 20,
      },
    ]);
    expect(site.location()).toBe('/acik-arttirmalar?soy-hatti=Janssen');

    // The time filter narrows the same search.
    fireEvent.click(screen.getByRole('tab', { name: 'Devam Edenler' }));
    await waitFor(() => expect(listBodies()).toHaveLength(3));
    expect(listBodies()[2]).toMatchObject({ statusFrom: 2, statusTo: 2, bloodline: 'Janssen' });
    expect(site.location()).toBe('/acik-arttirmalar?soy-hatti=Janssen&durum=devam-edenler');

    // An emptied field lists every auction again.
    fireEvent.change(field(), { target: { value: '' } });
    await waitFor(() => expect(listBodies()).toHaveLength(4), settled);
    expect(listBodies()[3]).not.toHaveProperty('bloodline');
    expect(site.location()).toBe('/acik-arttirmalar?durum=devam-edenler');
  });

  it('opens on the bloodline named in the address', async () => {
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar?soy-hatti=Janssen' });
    expect(await screen.findByText('Janssen Yavrusu')).toBeTruthy();
    expect((field() as HTMLInputElement).value).toBe('Janssen');
    expect(listBodies()).toEqual([
      {
        statusFrom: 0,
        statusTo: 5,
        orderBy: 'endingTime',
        orderDir: 'desc',
        bloodline: 'Janssen',
        p: 0,
        c: 20,
      },
    ]);
  });

  it('says when no auction has the bloodline', async () => {
    server.on('POST', '/api/list/auctions', { body: { r: [] } });
    renderInSite(<AuctionsPage />, { path: '/acik-arttirmalar?soy-hatti=Yok' });
    expect(await screen.findByText('Bu soy hattından açık arttırma bulunamadı.')).toBeTruthy();
  });
});

describe('bloodline search in the archive', () => {
  it("lists the sold and ended lots of the bloodline in place of the archive's groups", async () => {
    const site = renderInSite(<GroupsPage kind="archive" />, { path: '/arsiv', siteInfo });
    expect(await screen.findByTestId('group-card')).toBeTruthy();
    // The archive lists groups: no lot is asked for until a search is typed.
    expect(listBodies()).toEqual([]);
    expect(
      screen.getByText('Süresi dolmuş açık arttırmalardaki güvercinler arasında arar.'),
    ).toBeTruthy();

    fireEvent.change(field(), { target: { value: 'Janssen' } });
    const results = within(await screen.findByTestId('archive-bloodline-results', {}, settled));
    expect(results.getByRole('heading', { level: 2 }).textContent).toBe(
      '“Janssen” soy hattından güvercinler',
    );
    const card = within(await results.findByTestId('auction-card'));
    expect(card.getByRole('link', { name: 'Janssen Yavrusu' }).getAttribute('href')).toBe(
      '/acik-arttirmalar/a5',
    );
    expect(listBodies()).toEqual([
      {
        statusFrom: 3,
        statusTo: 3,
        bloodline: 'Janssen',
        orderBy: 'endingTime',
        orderDir: 'desc',
        p: 0,
        c: 20,
      },
    ]);
    expect(screen.queryByTestId('group-card')).toBeNull();
    expect(site.location()).toBe('/arsiv?soy-hatti=Janssen');

    // An emptied field brings the groups back.
    fireEvent.change(field(), { target: { value: '' } });
    expect(await screen.findByTestId('group-card', {}, settled)).toBeTruthy();
    expect(screen.queryByTestId('archive-bloodline-results')).toBeNull();
  });

  it('says when the archive has no lot of the bloodline', async () => {
    server.on('POST', '/api/list/auctions', { body: { r: [] } });
    renderInSite(<GroupsPage kind="archive" />, { path: '/arsiv?soy-hatti=Yok', siteInfo });
    expect(await screen.findByText('Arşivde bu soy hattından güvercin bulunamadı.')).toBeTruthy();
  });

  it('has no bloodline search on the group auctions', async () => {
    renderInSite(<GroupsPage kind="groups" />, { path: '/grup-ihaleler', siteInfo });
    expect(await screen.findByTestId('group-card')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

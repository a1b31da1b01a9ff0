import { messages } from '@kanat/shared/i18n';
import { useInfiniteList } from '@kanat/shared/query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../test/fetch-stub';
import { intersection } from '../../../test/intersection-observer';
import { renderInSite } from '../../../test/render';
import { InfiniteListView } from './infinite-list-view';

interface Pigeon {
  id: number;
  name: string;
}

const ENDPOINT = '/api/list/pigeons';
const PAGE_SIZE = 2;
const pigeons: Pigeon[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Güvercin ${id}` }));

function PigeonList(props: { filters?: Record<string, unknown>; enabled?: boolean }) {
  const list = useInfiniteList<Pigeon>({ endpoint: ENDPOINT, pageSize: PAGE_SIZE, ...props });
  return (
    <InfiniteListView list={list} emptyText="Güvercin bulunamadı">
      {(items) => (
        <ul>
          {items.map((pigeon) => (
            <li key={pigeon.id}>{pigeon.name}</li>
          ))}
        </ul>
      )}
    </InfiniteListView>
  );
}

/** Answers `POST /api/list/pigeons` from `pool`, SPEC §4 style: rows and the next cursor. */
function servePigeons(request: { body: unknown }, pool = pigeons) {
  const { p, c } = request.body as { p: number; c: number };
  const r = pool.slice(p, p + c);
  return { body: p + c < pool.length ? { r, p: p + c } : { r } };
}

const listRequests = () => server.requests.filter((r) => r.path === ENDPOINT);
const shownNames = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

describe('useInfiniteList with InfiniteListView', () => {
  it('keeps loading pages while the page is near its bottom, until the list ends', async () => {
    server.on('POST', ENDPOINT, (request) => servePigeons(request));
    renderInSite(<PigeonList />);
    // The IntersectionObserver stand-in counts the end of the list as on screen.
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    expect(shownNames()).toEqual(pigeons.map((pigeon) => pigeon.name));
    expect(listRequests().map((r) => r.body)).toEqual([
      { p: 0, c: 2 },
      { p: 2, c: 2 },
      { p: 4, c: 2 },
    ]);
  });

  it('says so when the list has no rows', async () => {
    server.on('POST', ENDPOINT, { body: { r: [] } });
    renderInSite(<PigeonList />);
    expect(await screen.findByText('Güvercin bulunamadı')).toBeTruthy();
  });

  it('turns a failed first page into an error with a retry that loads it', async () => {
    server.on('POST', ENDPOINT, { status: 500 });
    const site = renderInSite(<PigeonList />);
    expect(await screen.findByTestId('list-error')).toBeTruthy();
    expect(screen.getByText(messages.common.error)).toBeTruthy();
    expect(site.toastTexts()).toEqual([messages.common.pageLoadFailed]);

    server.on('POST', ENDPOINT, (request) => servePigeons(request));
    fireEvent.click(screen.getByRole('button', { name: messages.common.retry }));
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    expect(screen.queryByTestId('list-error')).toBeNull();
  });

  it('stops asking a failing server for more until the user retries', async () => {
    let failing = false;
    server.on('POST', ENDPOINT, (request) => {
      if (failing) return { status: 500 };
      const answer = servePigeons(request);
      failing = true;
      return answer;
    });
    renderInSite(<PigeonList />);
    expect(await screen.findByTestId('list-error')).toBeTruthy();
    expect(shownNames()).toEqual(['Güvercin 1', 'Güvercin 2']);

    // The end of the list stays on screen and scrolls by again, without another request.
    intersection.setInView(false);
    intersection.setInView(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(listRequests()).toHaveLength(2);

    failing = false;
    server.on('POST', ENDPOINT, (request) => servePigeons(request));
    fireEvent.click(screen.getByRole('button', { name: messages.common.retry }));
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    expect(screen.queryByTestId('list-error')).toBeNull();
  });

  it('loads nothing while disabled and starts once enabled', async () => {
    server.on('POST', ENDPOINT, (request) => servePigeons(request));
    const site = renderInSite(<PigeonList enabled={false} />);
    expect(screen.getByRole('status', { name: messages.common.loading })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(listRequests()).toHaveLength(0);

    site.rerender(<PigeonList enabled />);
    await waitFor(() => expect(shownNames()).toHaveLength(5));
  });

  it('starts over when the filters change by value, not on every render', async () => {
    server.on('POST', ENDPOINT, (request) => {
      const { loft } = request.body as { loft?: string };
      return servePigeons(request, loft ? pigeons.slice(3) : pigeons);
    });
    const site = renderInSite(<PigeonList filters={{}} />);
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    site.rerender(<PigeonList filters={{}} />);
    expect(listRequests()).toHaveLength(3);

    site.rerender(<PigeonList filters={{ loft: 'izmir' }} />);
    await waitFor(() => expect(shownNames()).toEqual(['Güvercin 4', 'Güvercin 5']));
    expect(listRequests().at(-1)?.body).toEqual({ loft: 'izmir', p: 0, c: 2 });
  });

  it('waits for the end of the list to come near before asking for the next page', async () => {
    intersection.setInView(false);
    server.on('POST', ENDPOINT, (request) => servePigeons(request));
    renderInSite(<PigeonList />);
    await waitFor(() => expect(shownNames()).toEqual(['Güvercin 1', 'Güvercin 2']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listRequests()).toHaveLength(1);

    await act(async () => intersection.setInView(true));
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    expect(listRequests()).toHaveLength(3);
    // Nothing is watched once the list has ended.
    expect(intersection.observedCount()).toBe(0);
  });
});

import { messages } from '@kanat/shared/i18n';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../test/fetch-stub';
import { renderInSite } from '../../../test/render';
import { PagedRowsView } from './paged-rows-view';
import { usePagedRows } from './use-paged-rows';

interface Pigeon {
  id: number;
  name: string;
}

const ENDPOINT = '/api/list/pigeons';
const PAGE_SIZE = 2;
const pigeons: Pigeon[] = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Güvercin ${id}` }));

function PigeonList(props: { filters?: Record<string, unknown>; enabled?: boolean }) {
  const rows = usePagedRows<Pigeon>({ endpoint: ENDPOINT, pageSize: PAGE_SIZE, ...props });
  return (
    <PagedRowsView rows={rows} emptyText="Güvercin bulunamadı">
      {(items) => (
        <ul>
          {items.map((pigeon) => (
            <li key={pigeon.id}>{pigeon.name}</li>
          ))}
        </ul>
      )}
    </PagedRowsView>
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

describe('usePagedRows with PagedRowsView', () => {
  it('keeps loading pages while the page is near its bottom, until the list ends', async () => {
    server.on('POST', ENDPOINT, (request) => servePigeons(request));
    renderInSite(<PigeonList />);
    // jsdom has no layout: its page always counts as scrolled to the bottom.
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

    // Several scroll polls go by (100 ms each) without another request.
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
});

import { DEFAULT_PAGE_SIZE } from '@kanat/shared/api';
import { type AppEvents, bus } from '@kanat/shared/events';
import {
  createQueryClient,
  type InfiniteListOptions,
  QueryProvider,
  useInfiniteList,
  usePagedList,
} from '@kanat/shared/query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type FetchStub, type StubAnswer, stubFetch } from '../../test/fetch-stub';

interface Row {
  id: number;
}

const ENDPOINT = '/api/list/gallery';
const rows = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
const ids = (items: Row[]) => items.map((r) => r.id);

/** A real-shaped list endpoint: cursor = offset, `p` absent on the last page. */
function serveList(server: FetchStub, all: Row[], options: { alwaysCursor?: boolean } = {}) {
  server.on('POST', ENDPOINT, (req) => {
    const { p, c } = req.body as { p: number; c: number };
    const r = all.slice(p, p + c);
    const more = p + c < all.length || options.alwaysCursor;
    return { body: more ? { r, p: p + c } : { r } };
  });
}

function deferred() {
  let release!: (answer: StubAnswer) => void;
  const promise = new Promise<StubAnswer>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryProvider client={createQueryClient()}>{children}</QueryProvider>;
}

function renderPaged(options: InfiniteListOptions) {
  return renderHook((props: InfiniteListOptions) => usePagedList<Row>(props), {
    wrapper,
    initialProps: options,
  });
}

/** Waits until no page is on its way. */
async function settled(result: { current: { loading: boolean } }) {
  await waitFor(() => expect(result.current.loading).toBe(false));
}

let server: FetchStub;
let toasts: AppEvents['ui:toast-requested'][];
const onToast = (event: AppEvents['ui:toast-requested']) => toasts.push(event);

beforeEach(() => {
  server = stubFetch();
  toasts = [];
  bus.on('ui:toast-requested', onToast);
});
afterEach(() => {
  server.restore();
  bus.off('ui:toast-requested', onToast);
});

describe('usePagedList and useInfiniteList (SPEC §4)', () => {
  it('starts empty at page 0 and loads the first page by itself', async () => {
    serveList(server, rows(3));
    const { result } = renderPaged({ endpoint: ENDPOINT, pageSize: 10 });
    expect(result.current).toMatchObject({
      items: [],
      pageItems: [],
      page: 0,
      loadFinished: false,
      failed: false,
    });
    await waitFor(() => expect(result.current.items).toHaveLength(3));
  });

  it('defaults to a page size of 1', async () => {
    serveList(server, rows(3));
    expect(DEFAULT_PAGE_SIZE).toBe(1);
    const { result } = renderPaged({ endpoint: ENDPOINT });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(server.requests[0]!.body).toEqual({ p: 0, c: 1 });
  });

  it('posts the filters with p (cursor) and c (count) and appends the rows', async () => {
    serveList(server, rows(25));
    const { result } = renderPaged({ endpoint: ENDPOINT, pageSize: 10, filters: { status: 2 } });
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(server.requests[0]!.method).toBe('POST');
    expect(server.requests[0]!.body).toEqual({ status: 2, p: 0, c: 10 });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(server.requests[1]!.body).toEqual({ status: 2, p: 10, c: 10 });
    expect(result.current).toMatchObject({ loading: false, loadFinished: false });
    expect(ids(result.current.items)).toEqual(ids(rows(20)));
  });

  it('finishes when a page returns fewer rows than the page size, even with a cursor', async () => {
    serveList(server, rows(25), { alwaysCursor: true });
    const { result } = renderPaged({ endpoint: ENDPOINT, pageSize: 20 });
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.loadFinished).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadFinished).toBe(true));
    expect(result.current.items).toHaveLength(25);
    act(() => result.current.loadMore());
    await settled(result);
    expect(server.requests).toHaveLength(2);
  });

  it('finishes when the answer has no cursor, even with a full page', async () => {
    serveList(server, rows(20));
    const { result } = renderPaged({ endpoint: ENDPOINT, pageSize: 20 });
    await waitFor(() => expect(result.current.loadFinished).toBe(true));
    act(() => result.current.loadMore());
    await settled(result);
    expect(server.requests).toHaveLength(1);
  });

  it('ignores requests while one is in flight', async () => {
    serveList(server, rows(2), { alwaysCursor: true });
    const { result } = renderPaged({ endpoint: ENDPOINT, pageSize: 2 });
    await waitFor(() => expect(result.current.items).toHaveLength(2));

    const gate = deferred();
    server.on('POST', ENDPOINT, () => gate.promise);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loading).toBe(true));
    act(() => result.current.loadMore());
    await act(() => result.current.forward());
    gate.release({ body: { r: rows(2), p: 4 } });
    await settled(result);
    expect(server.requests).toHaveLength(2);
    expect(result.current.page).toBe(0);
  });

  it('forward loads the next page if needed and back never goes below 0', async () => {
    serveList(server, rows(7));
    const { result } = renderPaged({ endpoint: ENDPOINT, pageSize: 3 });
    await waitFor(() => expect(ids(result.current.pageItems)).toEqual([1, 2, 3]));
    await act(() => result.current.forward());
    expect(result.current.page).toBe(1);
    // The cache tells the component about the new rows a moment after the page is in.
    await waitFor(() => expect(ids(result.current.pageItems)).toEqual([4, 5, 6]));
    await settled(result);
    await act(() => result.current.forward());
    await waitFor(() =>
      expect(result.current).toMatchObject({ page: 2, loadFinished: true, hasNext: false }),
    );
    expect(ids(result.current.pageItems)).toEqual([7]);
    await settled(result);
    await act(() => result.current.forward());
    expect(result.current.page).toBe(2);
    expect(server.requests).toHaveLength(3);
    act(() => result.current.back());
    expect(ids(result.current.pageItems)).toEqual([4, 5, 6]);
    act(() => result.current.back());
    act(() => result.current.back());
    expect(result.current).toMatchObject({ page: 0, hasPrevious: false, hasNext: true });
    await act(() => result.current.forward());
    expect(result.current.page).toBe(1);
    expect(server.requests).toHaveLength(3);
  });

  it('forward does not advance when the next page comes back empty', async () => {
    serveList(server, rows(6), { alwaysCursor: true });
    const { result } = renderPaged({ endpoint: ENDPOINT, pageSize: 3 });
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    await act(() => result.current.forward());
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.items).toHaveLength(6));
    await settled(result);
    await act(() => result.current.forward());
    await waitFor(() => expect(result.current.loadFinished).toBe(true));
    expect(result.current.page).toBe(1);
    expect(result.current.items).toHaveLength(6);
  });

  it('new filters start over: rows, finished flag, cursor and page index reset', async () => {
    serveList(server, rows(4));
    const { result, rerender } = renderPaged({
      endpoint: ENDPOINT,
      pageSize: 2,
      filters: { q: 'a' },
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    await act(() => result.current.forward());
    expect(result.current.page).toBe(1);

    rerender({ endpoint: ENDPOINT, pageSize: 2, filters: { q: 'güvercin' } });
    expect(result.current).toMatchObject({ items: [], page: 0, loadFinished: false });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(server.requests.at(-1)!.body).toEqual({ q: 'güvercin', p: 0, c: 2 });
  });

  it('drops the answer of a request that was in flight when the filters changed', async () => {
    const gate = deferred();
    server.on('POST', ENDPOINT, () => gate.promise);
    const { result, rerender } = renderPaged({
      endpoint: ENDPOINT,
      pageSize: 2,
      filters: { q: 'a' },
    });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    serveList(server, [{ id: 9 }]);
    rerender({ endpoint: ENDPOINT, pageSize: 2, filters: { q: 'b' } });
    await waitFor(() => expect(ids(result.current.items)).toEqual([9]));
    gate.release({ body: { r: rows(2), p: 2 } });
    await act(async () => {});
    expect(ids(result.current.items)).toEqual([9]);
    expect(toasts).toEqual([]);
  });

  it('loads nothing while disabled', async () => {
    serveList(server, rows(2));
    const { result, rerender } = renderPaged({ endpoint: ENDPOINT, pageSize: 2, enabled: false });
    await act(async () => {});
    expect(server.requests).toHaveLength(0);
    act(() => result.current.loadMore());
    expect(server.requests).toHaveLength(0);
    rerender({ endpoint: ENDPOINT, pageSize: 2, enabled: true });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
  });

  describe('failures (SPEC §8)', () => {
    it.each([
      ['a non-200 status', { status: 500, body: { error: { status: 'INTERNAL', message: 'x' } } }],
      ['a 2xx that is not 200', { status: 204 }],
      ['unreadable JSON', { status: 200, body: '{"r": [' }],
      ['JSON without rows', { status: 200, body: { p: 3 } }],
    ])(
      'on %s: red Sayfa yüklenemedi. for 3 s, loading reset, no retry storm',
      async (_name, answer) => {
        server.on('POST', ENDPOINT, answer as StubAnswer);
        const { result } = renderHook(
          () => useInfiniteList<Row>({ endpoint: ENDPOINT, pageSize: 2 }),
          {
            wrapper,
          },
        );
        await waitFor(() => expect(result.current.failed).toBe(true));
        expect(toasts).toEqual([{ message: 'Sayfa yüklenemedi.', color: 'red', seconds: 3 }]);
        expect(result.current).toMatchObject({ loading: false, loadFinished: false, items: [] });
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
        expect(server.requests).toHaveLength(1);
      },
    );

    it('lets the same page be tried again after a failure', async () => {
      serveList(server, rows(2), { alwaysCursor: true });
      const { result } = renderPaged({ endpoint: ENDPOINT, pageSize: 2 });
      await waitFor(() => expect(result.current.items).toHaveLength(2));
      server.on('POST', ENDPOINT, { status: 503 });
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.failed).toBe(true));
      // After a failure only retry asks again.
      act(() => result.current.loadMore());
      expect(server.requests).toHaveLength(2);

      serveList(server, rows(4), { alwaysCursor: true });
      act(() => result.current.retry());
      await waitFor(() => expect(result.current.items).toHaveLength(4));
      expect(server.requests.at(-1)!.body).toEqual({ p: 2, c: 2 });
    });

    it('a network failure is reported the same way', async () => {
      server.failNetwork();
      const { result } = renderPaged({ endpoint: ENDPOINT, pageSize: 2 });
      await waitFor(() => expect(result.current.failed).toBe(true));
      expect(toasts).toHaveLength(1);
      expect(result.current.loading).toBe(false);
    });
  });
});

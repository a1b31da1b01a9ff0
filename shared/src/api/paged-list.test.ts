import { ApiError, createPagedList, DEFAULT_PAGE_SIZE, type PagedList } from '@kanat/shared/api';
import { type AppEvents, bus } from '@kanat/shared/events';
import { type FetchStub, type StubAnswer, stubFetch } from '../../test/fetch-stub';

interface Row {
  id: number;
}

const ENDPOINT = '/api/list/gallery';
const rows = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));

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

describe('createPagedList (SPEC §4)', () => {
  it('starts empty at cursor 0, page 0', () => {
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 10 });
    expect(list.getState()).toEqual({
      items: [],
      loading: false,
      loadFinished: false,
      cursor: 0,
      page: 0,
      pageItems: [],
    });
  });

  it('defaults to a page size of 1', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(1);
    expect(createPagedList({ endpoint: ENDPOINT }).pageSize).toBe(1);
  });

  it('posts the filters with p (cursor) and c (count) and appends the rows', async () => {
    serveList(server, rows(25));
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 10, filters: { status: 2 } });
    await expect(list.loadMore()).resolves.toEqual(rows(10));
    expect(server.requests[0]!.method).toBe('POST');
    expect(server.requests[0]!.body).toEqual({ status: 2, p: 0, c: 10 });
    await list.loadMore();
    expect(server.requests[1]!.body).toEqual({ status: 2, p: 10, c: 10 });
    expect(list.getState()).toMatchObject({ loading: false, loadFinished: false, cursor: 20 });
    expect(list.getState().items.map((r) => r.id)).toEqual(rows(20).map((r) => r.id));
  });

  it('finishes when a page returns fewer rows than the page size, even with a cursor', async () => {
    serveList(server, rows(25), { alwaysCursor: true });
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 20 });
    await list.loadMore();
    expect(list.getState().loadFinished).toBe(false);
    await list.loadMore();
    expect(list.getState()).toMatchObject({ loadFinished: true, cursor: null });
    expect(list.getState().items).toHaveLength(25);
    await expect(list.loadMore()).resolves.toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('finishes when the answer has no cursor, even with a full page', async () => {
    serveList(server, rows(20));
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 20 });
    await list.loadMore();
    expect(list.getState()).toMatchObject({ loadFinished: true, cursor: null });
    await list.loadMore();
    expect(server.requests).toHaveLength(1);
  });

  it('ignores requests while one is in flight', async () => {
    const gate = deferred();
    server.on('POST', ENDPOINT, () => gate.promise);
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 2 });
    const first = list.loadMore();
    expect(list.getState().loading).toBe(true);
    await expect(list.loadMore()).resolves.toEqual([]);
    await list.forward();
    gate.release({ body: { r: rows(2), p: 2 } });
    await first;
    expect(server.requests).toHaveLength(1);
    expect(list.getState()).toMatchObject({ loading: false, page: 0 });
  });

  it('forward loads the next page if needed and back never goes below 0', async () => {
    serveList(server, rows(7));
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 3 });
    await list.loadMore();
    expect(list.getState().pageItems.map((r) => r.id)).toEqual([1, 2, 3]);
    await list.forward();
    expect(list.getState()).toMatchObject({ page: 1 });
    expect(list.getState().pageItems.map((r) => r.id)).toEqual([4, 5, 6]);
    await list.forward();
    expect(list.getState()).toMatchObject({ page: 2, loadFinished: true });
    expect(list.getState().pageItems.map((r) => r.id)).toEqual([7]);
    await list.forward();
    expect(list.getState().page).toBe(2);
    expect(server.requests).toHaveLength(3);
    list.back();
    expect(list.getState().pageItems.map((r) => r.id)).toEqual([4, 5, 6]);
    list.back();
    list.back();
    expect(list.getState().page).toBe(0);
    await list.forward();
    expect(list.getState().page).toBe(1);
    expect(server.requests).toHaveLength(3);
  });

  it('forward does not advance when the next page comes back empty', async () => {
    serveList(server, rows(6), { alwaysCursor: true });
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 3 });
    await list.loadMore();
    await list.forward();
    expect(list.getState().page).toBe(1);
    await list.forward();
    expect(list.getState()).toMatchObject({ page: 1, loadFinished: true });
    expect(list.getState().items).toHaveLength(6);
  });

  it('clear resets items, finished flag, cursor and index', async () => {
    serveList(server, rows(4));
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 2 });
    await list.loadMore();
    await list.forward();
    await list.loadMore();
    list.clear();
    expect(list.getState()).toEqual({
      items: [],
      loading: false,
      loadFinished: false,
      cursor: 0,
      page: 0,
      pageItems: [],
    });
    await list.loadMore();
    expect(server.requests.at(-1)!.body).toMatchObject({ p: 0 });
  });

  it('drops the answer of a request that was in flight when the list was cleared', async () => {
    const gate = deferred();
    server.on('POST', ENDPOINT, () => gate.promise);
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 2 });
    const stale = list.loadMore();
    list.clear();
    expect(list.getState().loading).toBe(false);
    gate.release({ body: { r: rows(2), p: 2 } });
    await expect(stale).resolves.toEqual([]);
    expect(list.getState().items).toEqual([]);
  });

  it('setFilters clears the list and sends the new filters', async () => {
    serveList(server, rows(3));
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 2, filters: { q: 'a' } });
    await list.loadMore();
    list.setFilters({ q: 'güvercin' });
    expect(list.getState().items).toEqual([]);
    await list.loadMore();
    expect(server.requests.at(-1)!.body).toEqual({ q: 'güvercin', p: 0, c: 2 });
  });

  it('tells subscribers about each change', async () => {
    serveList(server, rows(1));
    const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 2 });
    const seen: boolean[] = [];
    const stop = list.subscribe((state) => seen.push(state.loading));
    await list.loadMore();
    stop();
    list.clear();
    expect(seen).toEqual([true, false]);
  });

  describe('failures (SPEC §8)', () => {
    it.each([
      ['a non-200 status', { status: 500, body: { error: { status: 'INTERNAL', message: 'x' } } }],
      ['a 2xx that is not 200', { status: 204 }],
      ['unreadable JSON', { status: 200, body: '{"r": [' }],
      ['JSON without rows', { status: 200, body: { p: 3 } }],
    ])(
      'on %s: red Sayfa yüklenemedi. for 3 s, loading reset, error rethrown',
      async (_name, answer) => {
        server.on('POST', ENDPOINT, answer as StubAnswer);
        const list: PagedList<Row> = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 2 });
        await expect(list.loadMore()).rejects.toBeInstanceOf(ApiError);
        expect(toasts).toEqual([{ message: 'Sayfa yüklenemedi.', color: 'red', seconds: 3 }]);
        expect(list.getState()).toMatchObject({
          loading: false,
          loadFinished: false,
          cursor: 0,
          items: [],
        });
      },
    );

    it('lets the same page be tried again after a failure', async () => {
      server.on('POST', ENDPOINT, { status: 503 });
      const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 2 });
      await list.loadMore().catch(() => undefined);
      serveList(server, rows(2), { alwaysCursor: true });
      await expect(list.loadMore()).resolves.toEqual(rows(2));
    });

    it('a network failure is reported the same way', async () => {
      server.failNetwork();
      const list = createPagedList<Row>({ endpoint: ENDPOINT, pageSize: 2 });
      await expect(list.loadMore()).rejects.toMatchObject({ code: 'network' });
      expect(toasts).toHaveLength(1);
      expect(list.getState().loading).toBe(false);
    });
  });
});

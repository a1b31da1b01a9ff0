import { createWindowedList, WindowedListBusyError } from '@kanat/shared/api';
import { type FetchStub, type StubAnswer, stubFetch } from '../../test/fetch-stub';

const ENDPOINT = '/api/list/pigeons';
let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

describe('createWindowedList (SPEC §4)', () => {
  it('starts at 0 with the configured size and posts filters with limit and offset', async () => {
    server.on('POST', ENDPOINT, (req) => ({ body: { rows: [], got: req.body } }));
    const list = createWindowedList<{ got: unknown }>({
      endpoint: ENDPOINT,
      count: 20,
      filters: { active: 1 },
    });
    expect(list.start).toBe(0);
    expect(list.size).toBe(20);
    const answer = await list.load();
    expect(answer.got).toEqual({ active: 1, limit: 20, offset: 0 });
  });

  it('next and previous move the window by its size, never below 0', async () => {
    server.on('POST', ENDPOINT, (req) => ({ body: req.body as object }));
    const list = createWindowedList<{ offset: number }>({ endpoint: ENDPOINT, count: 20 });
    expect((await list.next()).offset).toBe(20);
    expect((await list.next()).offset).toBe(40);
    expect(list.start).toBe(40);
    expect((await list.previous()).offset).toBe(20);
    expect((await list.previous()).offset).toBe(0);
    expect((await list.previous()).offset).toBe(0);
    list.setFilters({ city: 'Konya' });
    expect(list.start).toBe(0);
  });

  it('uses configured operator names and extra headers', async () => {
    server.on('POST', ENDPOINT, (req) => ({
      body: { body: req.body, h: req.headers.get('x-list') },
    }));
    const list = createWindowedList<{ body: unknown; h: string }>({
      endpoint: ENDPOINT,
      count: 5,
      limitOperator: '$limit',
      offsetOperator: '$skip',
      headers: { 'x-list': 'katilimcilar' },
    });
    await expect(list.load()).resolves.toEqual({
      body: { $limit: 5, $skip: 0 },
      h: 'katilimcilar',
    });
  });

  it('returns the raw JSON answer', async () => {
    server.on('POST', ENDPOINT, {
      body: [
        [1, 'a'],
        [2, 'b'],
      ],
    });
    const list = createWindowedList({ endpoint: ENDPOINT, count: 2 });
    await expect(list.load()).resolves.toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it('throws when a load is asked for during another', async () => {
    let release!: (answer: StubAnswer) => void;
    server.on(
      'POST',
      ENDPOINT,
      () =>
        new Promise<StubAnswer>((resolve) => {
          release = resolve;
        }),
    );
    const list = createWindowedList({ endpoint: ENDPOINT, count: 2 });
    const first = list.load();
    expect(list.loading).toBe(true);
    await expect(list.next()).rejects.toBeInstanceOf(WindowedListBusyError);
    release({ body: [] });
    await first;
    expect(list.loading).toBe(false);
    expect(list.start).toBe(0);
  });

  it('resets the flag and rethrows on network and parse errors, keeping the window', async () => {
    const list = createWindowedList({ endpoint: ENDPOINT, count: 10 });
    server.on('POST', ENDPOINT, { body: '{oops' });
    await expect(list.next()).rejects.toMatchObject({ code: 'bad-response' });
    expect(list.loading).toBe(false);
    expect(list.start).toBe(0);
    server.failNetwork();
    await expect(list.load()).rejects.toMatchObject({ code: 'network' });
    expect(list.loading).toBe(false);
  });
});

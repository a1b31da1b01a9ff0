import { summarize } from '@kanat/testkit/stats';
import autocannon from 'autocannon';

/** One kind of read traffic: its requests, taken in turn by each connection, at a fixed rate. */
export interface ReadKind {
  label: string;
  requestsPerSecond: number;
  connections: number;
  steps: Array<{ name: string } & autocannon.RequestStep>;
}

/** Figures per kind of traffic, the same for reads, watchers and bids. */
export interface KindFigures {
  label: string;
  requests: number;
  /** Not a 2xx and not an expected refusal; connection errors and timeouts too. */
  errors: number;
  /** Answers the rules call for (a bid below the minimum ...), not faults. */
  refusals: number;
  p50: number;
  p99: number;
  /** `status name` (or the connection error) -> count, for every error. */
  errorKinds: Map<string, number>;
}

const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Runs `kind` through autocannon for `seconds`. Latencies are taken from every answer as it
 * comes (autocannon's own histogram keeps whole milliseconds and only 2xx answers).
 */
export async function runReadKind(
  baseUrl: string,
  kind: ReadKind,
  seconds: number,
): Promise<KindFigures> {
  const latencies: number[] = [];
  const errorKinds = new Map<string, number>();
  const steps = kind.steps.map(({ name, onResponse, ...step }) => ({
    ...step,
    onResponse: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => {
      if (status < 200 || status > 299) tally(errorKinds, `${status} ${name}`);
      onResponse?.(status, body, context, headers);
    },
  }));
  const instance = autocannon({
    url: baseUrl,
    connections: kind.connections,
    duration: seconds,
    overallRate: kind.requestsPerSecond,
    // A hard cap besides the clock: never more than the planned count and a tenth.
    maxOverallRequests: Math.ceil(kind.requestsPerSecond * seconds * 1.1),
    timeout: 10,
    requests: steps,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, took: number) => {
    latencies.push(took);
  });
  instance.on('reqError', (error: Error) => tally(errorKinds, `bağlantı: ${error.message}`));
  const result = await instance;
  const summary = summarize(latencies);
  return {
    label: kind.label,
    requests: latencies.length + result.errors,
    errors: result.non2xx + result.errors,
    refusals: 0,
    p50: summary.p50,
    p99: summary.p99,
    errorKinds,
  };
}

/** A step that reads one of `ids` at random through `pathOf`. */
export function randomIdStep(
  name: string,
  ids: readonly (number | string)[],
  pathOf: (id: number | string) => string,
): { name: string } & autocannon.RequestStep {
  return {
    name,
    method: 'GET',
    setupRequest: (request, context) => {
      const id = ids[Math.floor(Math.random() * ids.length)] as number | string;
      context.id = id;
      return { ...request, method: 'GET', path: pathOf(id) };
    },
  };
}

/** A `POST /api/list/<list>` step (first page) with `filters`. */
export function listStep(
  list: string,
  filters: Record<string, unknown> = {},
): { name: string } & autocannon.RequestStep {
  return {
    name: `list/${list}`,
    method: 'POST',
    path: `/api/list/${list}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...filters, p: 0 }),
  };
}

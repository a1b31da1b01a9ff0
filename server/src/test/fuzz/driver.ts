import http from 'node:http';
import zlib from 'node:zlib';
import fc from 'fast-check';
import type { Operation } from './operations';
import { type FuzzRequest, requestArbitrary } from './requests';

/**
 * Sends fuzz requests to a listening server and checks every answer: no 5xx, errors in the
 * callable shape (`{ error: { status, message } }` under /api/fn/) or the API shape
 * (`{ error: { code, message } }`) with a Turkish message, and no answer slower than the
 * bound. Shared by the CI test (fuzz.test.ts) and the benchmark (bench/src/fuzz.ts).
 */

export interface Identity {
  name: string;
  /** The `cookie` header to send, or null for a guest. */
  cookie(): string | null;
  /** Called when an answer replaced or ended the session (logout, a new sign-in). */
  renew?(): Promise<void>;
}

export interface Problem {
  /** 5xx, shape, english, hang or transport. */
  type: string;
  detail: string;
  status: number | null;
  /** `seed`, `identity` and `index` regenerate the request (see `requestAt`). */
  seed: number;
  identity: string;
  index: number;
  request: string;
  response: string;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  byOperation: Record<string, Record<string, number>>;
  byKind: Record<string, number>;
  slowest: { ms: number; request: string; status: number | null } | null;
  problems: Problem[];
  elapsedMs: number;
}

export interface RunOptions {
  baseUrl: string;
  operations: Operation[];
  identity: Identity;
  seed: number;
  /** Requests to send (spread evenly over the operations). */
  requests: number;
  /** Requests in flight at once (default 2). */
  concurrency?: number;
  /** Per-request bound; a slower answer is a "hang" problem (default 5 s). */
  timeoutMs?: number;
  /** Ask for a shorter or longer report line per request (bench progress). */
  onProgress?: (done: number) => void;
}

/** Requests generated together per operation: a few at a time, so 1 MB bodies do not pile up. */
const chunkSize = 8;

function chunkSeed(seed: number, operation: number, chunk: number): number {
  // Any fixed mix will do; it only has to differ between chunks and be reproducible.
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (operation + 0x7f4a7c15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (chunk + 0x165667b1), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) | 0;
}

class RequestSource {
  private readonly chunks = new Map<string, FuzzRequest[]>();
  private readonly arbitraries: Array<fc.Arbitrary<FuzzRequest>>;

  constructor(
    private readonly operations: Operation[],
    private readonly seed: number,
  ) {
    this.arbitraries = operations.map((operation) => requestArbitrary(operation));
  }

  /** The request number `index`: operations in turn, each drawn from its own seeded chunk. */
  at(index: number): FuzzRequest {
    const count = this.operations.length;
    const operation = index % count;
    const round = Math.floor(index / count);
    const chunk = Math.floor(round / chunkSize);
    const key = `${operation}:${chunk}`;
    let values = this.chunks.get(key);
    if (values === undefined) {
      values = fc.sample(this.arbitraries[operation] as fc.Arbitrary<FuzzRequest>, {
        seed: chunkSeed(this.seed, operation, chunk),
        numRuns: chunkSize,
      });
      this.chunks.set(key, values);
    }
    const request = values[round % chunkSize] as FuzzRequest;
    if (round % chunkSize === chunkSize - 1) this.chunks.delete(key);
    return request;
  }
}

/** Regenerates the request number `index` of a run with `seed` (to replay a problem). */
export function requestAt(operations: Operation[], seed: number, index: number): FuzzRequest {
  return new RequestSource(operations, seed).at(index);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

class Hang extends Error {}

function send(
  baseUrl: string,
  agent: http.Agent,
  request: FuzzRequest,
  cookie: string | null,
  timeoutMs: number,
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string | number> = { ...request.headers };
  if (cookie !== null && headers.cookie === undefined) headers.cookie = cookie;
  if (request.body !== undefined && headers['transfer-encoding'] === undefined) {
    headers['content-length'] = Buffer.byteLength(request.body);
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, answer?: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error !== null) reject(error);
      else resolve(answer as Answer);
    };
    const outgoing = http.request(
      `${baseUrl}${request.url}`,
      { method: request.method, agent, headers },
      (incoming) => {
        const status = incoming.statusCode ?? 0;
        const type = String(incoming.headers['content-type'] ?? '');
        if (type.startsWith('text/event-stream')) {
          // A live stream never ends by itself: its status and headers are the answer.
          incoming.destroy();
          finish(null, {
            status,
            headers: incoming.headers,
            body: Buffer.alloc(0),
            ms: performance.now() - started,
          });
          return;
        }
        const parts: Buffer[] = [];
        incoming.on('data', (part: Buffer) => parts.push(part));
        incoming.on('error', (error) => finish(error));
        incoming.on('end', () =>
          finish(null, {
            status,
            headers: incoming.headers,
            body: Buffer.concat(parts),
            ms: performance.now() - started,
          }),
        );
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      finish(new Hang(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    outgoing.on('error', (error) => finish(error));
    if (request.body !== undefined) outgoing.end(request.body);
    else outgoing.end();
  });
}

function decoded(answer: Answer): string {
  const encoding = String(answer.headers['content-encoding'] ?? '');
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
    if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
    if (encoding === 'deflate') return zlib.inflateSync(answer.body).toString('utf8');
  } catch {
    return '<undecodable body>';
  }
  return answer.body.toString('utf8');
}

const englishDefaults =
  /^(bad request|not found|internal server error|unauthorized|forbidden|payload too large|request entity too large|unsupported media type|method not allowed|too many requests|conflict|service unavailable|gateway timeout|request timeout|not acceptable|unprocessable entity|length required|precondition failed|range not satisfiable|expectation failed|an error occurred)$/i;
/** Words of framework and library messages (field names such as `data.token` may appear). */
const englishWords =
  /\b(must|should|unexpected|cannot|unsupported|required|failed|expected|exceeded|missing|allowed|exceeds|maximum|position|the|is|not|too|large|found|bad|internal|server)\b/i;
/** Nearly every Turkish sentence has one of these letters, or one of these words. */
const turkishLetters = /[çğıöşüÇĞİÖŞÜâî]/;
const turkishWords =
  /\b(bir|bu|ve|var|yok|için|ile|daha|sonra|tekrar|deneyin|geçersiz|hata|teklif|reddedildi)\b/i;

/** What is wrong with an error message for a Turkish-speaking user, or null. */
export function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'empty or missing message';
  if (englishDefaults.test(message.trim())) return `English default message "${message}"`;
  // Field paths (`data.prefs.maximum-exceeded`) are names, not prose.
  if (englishWords.test(message.replace(/[\w$-]+(\.[\w$-]+)+/g, '')))
    return `English words in "${message}"`;
  if (!turkishLetters.test(message) && !turkishWords.test(message)) {
    return `message does not read as Turkish: "${message}"`;
  }
  return null;
}

/** What is wrong with an error answer's body, or null. */
export function errorShapeProblem(
  url: string,
  text: string,
): { type: string; detail: string } | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { type: 'shape', detail: 'error answer is not JSON' };
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (typeof error !== 'object' || error === null)
    return { type: 'shape', detail: 'no `error` object' };
  const callable = url.startsWith('/api/fn/');
  if (
    callable
      ? typeof error.status !== 'string' || !/^[A-Z_]+$/.test(error.status)
      : typeof error.code !== 'string'
  ) {
    return {
      type: 'shape',
      detail: `not the ${callable ? 'callable' : 'API'} error shape: ${text.slice(0, 200)}`,
    };
  }
  const problem = messageProblem(error.message);
  return problem === null ? null : { type: 'english', detail: problem };
}

function excerpt(value: string | Buffer | undefined, length = 300): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : value.toString('latin1');
  return text.length <= length
    ? JSON.stringify(text)
    : `${JSON.stringify(text.slice(0, length))}… (${text.length} chars)`;
}

export function describeRequest(request: FuzzRequest): string {
  const headers =
    Object.keys(request.headers).length === 0
      ? ''
      : ` ${JSON.stringify(request.headers).slice(0, 200)}`;
  return `[${request.kind}] ${request.method} ${request.url.slice(0, 300)}${headers} body=${excerpt(request.body)}`;
}

const sessionCookie = /(^|,\s*)km_session=/;

/** Runs `requests` fuzz requests as `identity` and reports what came back. */
/** A report with nothing counted yet. */
export function emptyReport(): FuzzReport {
  return {
    requests: 0,
    byStatus: {},
    byOperation: {},
    byKind: {},
    slowest: null,
    problems: [],
    elapsedMs: 0,
  };
}

export async function runFuzz(options: RunOptions): Promise<FuzzReport> {
  const { baseUrl, operations, identity, seed } = options;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? 2 });
  const freshAgent = new http.Agent({ keepAlive: false });
  const source = new RequestSource(operations, seed);
  const report = emptyReport();
  const started = performance.now();
  let next = 0;
  let renewing: Promise<void> | null = null;

  const record = (request: FuzzRequest, index: number, status: number | null, ms: number) => {
    const key = status === null ? 'none' : String(status);
    report.requests++;
    report.byStatus[key] = (report.byStatus[key] ?? 0) + 1;
    const perOperation = report.byOperation[request.operation] ?? {};
    report.byOperation[request.operation] = perOperation;
    perOperation[key] = (perOperation[key] ?? 0) + 1;
    const kind = request.kind.split(' ')[0] as string;
    report.byKind[kind] = (report.byKind[kind] ?? 0) + 1;
    if (report.slowest === null || ms > report.slowest.ms) {
      report.slowest = { ms, request: describeRequest(request), status };
    }
    options.onProgress?.(report.requests);
    return index;
  };

  const problem = (
    request: FuzzRequest,
    index: number,
    type: string,
    detail: string,
    status: number | null,
    response: string,
  ) =>
    report.problems.push({
      type,
      detail,
      status,
      seed,
      identity: identity.name,
      index,
      request: describeRequest(request),
      response: response.slice(0, 500),
    });

  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= options.requests) return;
      if (renewing !== null) await renewing;
      const request = source.at(index);
      const begun = performance.now();
      let answer: Answer;
      try {
        answer = await send(baseUrl, agent, request, identity.cookie(), timeoutMs).catch(
          (error: NodeJS.ErrnoException) => {
            // A kept-alive connection the server closed after its previous answer: try once more on a fresh one.
            if (error instanceof Hang || error.code !== 'ECONNRESET') throw error;
            return send(baseUrl, freshAgent, request, identity.cookie(), timeoutMs);
          },
        );
      } catch (error) {
        const ms = performance.now() - begun;
        record(request, index, null, ms);
        const hang = error instanceof Hang;
        // A server may close the connection on a body it refuses before reading it all.
        const refusedUpload =
          request.body !== undefined &&
          Buffer.byteLength(request.body) > 64 * 1024 &&
          /EPIPE|ECONNRESET/.test(String((error as NodeJS.ErrnoException).code));
        if (!refusedUpload)
          problem(request, index, hang ? 'hang' : 'transport', String(error), null, '');
        continue;
      }
      record(request, index, answer.status, answer.ms);
      const text = request.method === 'HEAD' ? '' : decoded(answer);
      if (answer.status >= 500) {
        problem(request, index, '5xx', `HTTP ${answer.status}`, answer.status, text);
      } else if (answer.status >= 400 && request.method !== 'HEAD') {
        const path = request.url.split('?')[0] as string;
        const shape = errorShapeProblem(decodeSafely(path), text);
        if (shape !== null) problem(request, index, shape.type, shape.detail, answer.status, text);
      }
      const setCookie = answer.headers['set-cookie']?.join(', ') ?? '';
      if (identity.renew !== undefined && sessionCookie.test(setCookie)) {
        renewing ??= identity.renew().finally(() => {
          renewing = null;
        });
        await renewing;
      }
    }
  };

  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, () => worker()));
  agent.destroy();
  freshAgent.destroy();
  report.elapsedMs = performance.now() - started;
  return report;
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A few lines for a person: counts per status, the slowest request, the problems. */
export function summarize(report: FuzzReport, problemsShown = 20): string {
  const lines = [
    `${report.requests} requests in ${(report.elapsedMs / 1000).toFixed(1)} s`,
    `by status: ${Object.entries(report.byStatus)
      .map(([status, n]) => `${status}=${n}`)
      .join(' ')}`,
    `slowest: ${report.slowest === null ? '-' : `${report.slowest.ms.toFixed(0)} ms (${report.slowest.status}) ${report.slowest.request.slice(0, 300)}`}`,
    `problems: ${report.problems.length}`,
  ];
  for (const p of report.problems.slice(0, problemsShown)) {
    lines.push(
      `  - ${p.type} (${p.detail}) seed=${p.seed} identity=${p.identity} index=${p.index}\n    request: ${p.request}\n    answer ${p.status}: ${p.response.slice(0, 300)}`,
    );
  }
  return lines.join('\n');
}

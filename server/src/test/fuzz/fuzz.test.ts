import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { callables } from '@kanat/shared/contracts';
import { createSignedInMember, type SignedInMember } from '../auth-fixtures';
import { WAIT_MS } from '../limits';
import { listen } from '../live-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../test-app';
import { type FuzzReport, runFuzz, summarize } from './driver';
import { type OpenApiDocument, type Operation, operationsOf } from './operations';

/**
 * Fuzzing: every operation of /api/openapi.json (REST routes, paged lists and every
 * callable) gets generated requests, as a guest and as a signed-in member, over a real port.
 * About 2,000 requests in all; FUZZ_SEED replays a run (the seed is printed on failure), and
 * `pnpm --filter @kanat/bench run fuzz` sends 20,000 to a server process.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);
const requestsPerIdentity = 1_000;

/** A full garbage collection, where the runtime lets us ask for one. */
function collectGarbage(): void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed !== undefined) {
    exposed();
    return;
  }
  try {
    v8.setFlagsFromString('--expose-gc');
    (vm.runInNewContext('gc') as () => void)();
  } catch {
    // Without it the bound below is generous enough on its own.
  }
}

function failures(report: FuzzReport): string {
  return report.problems.length === 0
    ? ''
    : `fuzz problems (replay with FUZZ_SEED=${seed}):\n${summarize(report, 30)}`;
}

describe('fuzzing every operation and callable', () => {
  let t: TestApp;
  let baseUrl: string;
  let operations: Operation[];
  let heapBefore: number;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
    const document = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenApiDocument>();
    operations = operationsOf(document);
    collectGarbage();
    heapBefore = process.memoryUsage().heapUsed;
  }, setupTimeout);

  afterAll(async () => {
    await t?.close();
  });

  test('the OpenAPI document names every callable of the registry and of the contracts', () => {
    const ids = new Set(operations.map((operation) => operation.id));
    const missing = [...new Set([...t.app.callableNames(), ...Object.keys(callables)])].filter(
      (name) => !ids.has(`POST /api/fn/${name}`),
    );
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  test('as a guest: no 5xx, every error in its shape and in Turkish, no request left hanging', async () => {
    const report = await runFuzz({
      baseUrl,
      operations,
      identity: { name: 'guest', cookie: () => null },
      seed,
      requests: requestsPerIdentity,
      // A test catches a request that never ends; how fast answers come is the bench's.
      timeoutMs: WAIT_MS,
    });
    expect(failures(report)).toBe('');
    expect(report.requests).toBe(requestsPerIdentity);
  });

  test('as a signed-in member: no 5xx, every error in its shape and in Turkish, no request left hanging', async () => {
    let member: SignedInMember = await createSignedInMember(t.app);
    const report = await runFuzz({
      baseUrl,
      operations,
      identity: {
        name: 'member',
        cookie: () => member.cookie,
        // logout and friends end the session: carry on as a fresh member.
        renew: async () => {
          member = await createSignedInMember(t.app);
        },
      },
      seed: seed + 1,
      requests: requestsPerIdentity,
      // A test catches a request that never ends; how fast answers come is the bench's.
      timeoutMs: WAIT_MS,
    });
    expect(failures(report)).toBe('');
    // Signed in, the member reaches past the guest's 401 on most member functions.
    expect(report.byStatus['200'] ?? 0).toBeGreaterThan(0);
  });

  test('afterwards the server still answers and its heap is bounded', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${baseUrl}/api/time`, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    collectGarbage();
    const heapAfter = process.memoryUsage().heapUsed;
    // Generous: 1 MB bodies went through. Only the growth over the run says anything: jest runs
    // many test files in one worker, whose heap holds all of them (2 GB seen in a full run).
    expect(heapAfter - heapBefore).toBeLessThan(256 * 1024 * 1024);
  });
});

// Fuzzing at scale: 20,000 generated requests (server/src/test/fuzz) against the real
// server in its own process, half as a guest and half as a signed-in member, over every
// operation of /api/openapi.json. Prints the counts per status and per operation, the slowest
// request and every problem found (5xx, wrong error shape, English message, hang).
//
//   pnpm --filter @kanat/bench run fuzz
//   BENCH_FUZZ_REQUESTS=2000 BENCH_FUZZ_SEED=7 BENCH_FUZZ_DATABASE=pglite pnpm --filter @kanat/bench run fuzz

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSignedInMember, type SignedInMember } from '@kanat/testkit/auth-fixtures';
import {
  emptyReport,
  type FuzzReport,
  type OpenApiDocument,
  operationsOf,
  runFuzz,
  summarize,
} from '@kanat/testkit/fuzz';
import { type Database, openDatabase, prepareDatabase } from '@kanat/testkit/server';
import { createBenchDatabase, dropBenchDatabase } from './lib/bench-database';
import { machineLine } from './lib/bench-env';
import { startServer } from './lib/server-process';

const databaseName = 'km_bench_fuzz';
const total = Number(process.env.BENCH_FUZZ_REQUESTS ?? 20_000);
const seed = Number(process.env.BENCH_FUZZ_SEED ?? Date.now() % 1_000_000_007);
const kind = process.env.BENCH_FUZZ_DATABASE === 'pglite' ? 'pglite' : 'postgres';
const concurrency = Number(process.env.BENCH_FUZZ_CONCURRENCY ?? 4);
/**
 * Members made before the server starts: every answer that ends the session (logout and
 * friends, about one in a hundred requests) uses one up, so the member half runs signed in
 * throughout only with one per ~100 member requests (a 20,000 run used all of 40 before).
 */
const memberPool = Number(process.env.BENCH_FUZZ_MEMBERS ?? Math.ceil(total / 100) + 20);

/** A signed-in member made straight in `database` (the fixture only reads `app.db`). */
function memberMaker(database: Database): () => Promise<SignedInMember> {
  const appLike = { db: database.db } as unknown as Parameters<typeof createSignedInMember>[0];
  return () => createSignedInMember(appLike);
}

async function makeMembers(database: Database): Promise<SignedInMember[]> {
  const make = memberMaker(database);
  const members: SignedInMember[] = [];
  for (let i = 0; i < memberPool; i++) members.push(await make());
  return members;
}

function merged(reports: FuzzReport[]): FuzzReport {
  const out = emptyReport();
  for (const report of reports) {
    out.requests += report.requests;
    out.elapsedMs += report.elapsedMs;
    for (const [status, n] of Object.entries(report.byStatus))
      out.byStatus[status] = (out.byStatus[status] ?? 0) + n;
    for (const [kindName, n] of Object.entries(report.byKind))
      out.byKind[kindName] = (out.byKind[kindName] ?? 0) + n;
    for (const [operation, counts] of Object.entries(report.byOperation)) {
      const target = out.byOperation[operation] ?? {};
      out.byOperation[operation] = target;
      for (const [status, n] of Object.entries(counts)) target[status] = (target[status] ?? 0) + n;
    }
    if (report.slowest !== null && (out.slowest === null || report.slowest.ms > out.slowest.ms))
      out.slowest = report.slowest;
    out.problems.push(...report.problems);
  }
  return out;
}

function statusLine(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}:${n}`)
    .join(' ');
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'km-bench-fuzz-'));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  let members: SignedInMember[];
  /** On PostgreSQL members are also made during the run, when the pool is used up. */
  let shared: Database | null = null;
  if (kind === 'postgres') {
    const url = await createBenchDatabase(databaseName);
    shared = await openDatabase({ kind: 'postgres', url });
    members = await makeMembers(shared);
    env = { ...env, DATABASE_URL: url };
  } else {
    // PGlite is one process's: the members are written before the server opens it.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await prepareDatabase(database, {
      seed: false,
      mediaDir: path.join(dataDir, 'media'),
      log: { info: () => {}, warn: () => {} },
    });
    members = await makeMembers(database);
    await database.close();
  }

  const server = await startServer(env, ['--max-old-space-size=1024']);
  try {
    const documentText = await (await fetch(`${server.url}/api/openapi.json`)).text();
    const operations = operationsOf(JSON.parse(documentText) as OpenApiDocument);
    console.log(`Fuzz: ${machineLine()}`);
    console.log(
      `${operations.length} operations, ${total} requests, seed ${seed}, ${kind}, ${concurrency} at a time`,
    );

    const progress = (label: string) => (done: number) => {
      if (done % 2000 === 0) console.log(`  ${label}: ${done}`);
    };
    const guest = await runFuzz({
      baseUrl: server.url,
      operations,
      identity: { name: 'guest', cookie: () => null },
      seed,
      requests: Math.ceil(total / 2),
      concurrency,
      onProgress: progress('guest'),
    });
    let used = 0;
    const member = await runFuzz({
      baseUrl: server.url,
      operations,
      identity: {
        name: 'member',
        cookie: () => (members[used] as SignedInMember).cookie,
        renew: async () => {
          if (used + 1 === members.length && shared !== null) {
            members.push(await memberMaker(shared)());
          }
          used = Math.min(used + 1, members.length - 1);
        },
      },
      seed: seed + 1,
      requests: Math.floor(total / 2),
      concurrency,
      onProgress: progress('member'),
    });
    const report = merged([guest, member]);

    const alive = await fetch(`${server.url}/api/time`);
    console.log(
      `\nafter the run: GET /api/time -> ${alive.status}; members used ${used + 1} of ${members.length}`,
    );
    console.log(`\nby status: ${statusLine(report.byStatus)}`);
    console.log(`by kind: ${statusLine(report.byKind)}`);
    console.log('\nby operation:');
    for (const [operation, counts] of Object.entries(report.byOperation).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      console.log(`  ${operation.padEnd(48)} ${statusLine(counts)}`);
    }
    console.log(`\n${summarize(report, 50)}`);
    process.exitCode = report.problems.length === 0 && alive.status === 200 ? 0 : 1;
  } finally {
    await shared?.close();
    await server.stop();
    if (kind === 'postgres') await dropBenchDatabase(databaseName);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

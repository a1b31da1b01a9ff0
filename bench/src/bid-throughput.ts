// Benchmark (a): bids per second on ONE hot auction, in one command against one PostgreSQL
// database:
//   1. pgbench running the three-statement bid transaction (SELECT … FOR UPDATE, INSERT,
//      UPDATE) — the baseline;
//   2. the engine's database step alone (the auctions module's insertBid, called directly);
//   3. the full path: POST /api/fn/bid on the real server with session cookie, second-factor
//      token and P-521 device signature, by many pre-created members.
// Targets: full path >= 0.5× pgbench, database step >= 1.0× pgbench.

import type { SignedInMember } from '@kanat/testkit/auth-fixtures';
import { openDatabase } from '@kanat/testkit/server';
import { ms, summarize } from '@kanat/testkit/stats';
import { createHotAuction } from './lib/auction-fixture';
import { createBenchDatabase, dropBenchDatabase, withClient } from './lib/bench-database';
import { machineLine } from './lib/bench-env';
import { type BidDriver, engineBidDriver, httpBidDriver, stockKey } from './lib/bid-drivers';
import { createBidders, renewTokens, type SignedNonce, signBid } from './lib/bidders';
import { processCpuMs, signatureCheckCpuMs } from './lib/cpu';
import { ensurePgbench, runPgbench } from './lib/pgbench';
import { startServer } from './lib/server-process';

const databaseName = 'km_bench_bids';
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 200);
/** The server's and the bench's pools hold 10 connections; pgbench gets as many. */
const dbClients = 10;
const httpClients = Number(process.env.BENCH_HTTP_CLIENTS ?? 32);
const pgbenchUsers = 200;
/** Pre-signed nonces for the full-path run (at ~2 ms each, a few seconds of preparation). */
const signedStock = Number(process.env.BENCH_SIGNED_STOCK ?? 400 * seconds);

// Each client locks the auction row, reads the price, inserts the bid and raises the price:
// the classic read-then-write bid with a row lock, 5 round trips with BEGIN/END.
const pgbenchScript = `\\set uid random(1, ${pgbenchUsers})
BEGIN;
SELECT current_amount AS cur FROM auctions WHERE id = :aid FOR UPDATE \\gset
INSERT INTO bids (auction_id, user_id, amount, old_amount, nonce, created_on)
  VALUES (:aid, 'pgbench' || lpad(:uid::text, 21, '0'), :cur + 1000, :cur, gen_random_uuid()::text,
          (extract(epoch from clock_timestamp()) * 1000)::bigint);
UPDATE auctions SET current_amount = :cur + 1000, ancestor_amount = :cur, bid_count = bid_count + 1,
  current_bidder_id = 'pgbench' || lpad(:uid::text, 21, '0') WHERE id = :aid;
END;
`;

interface HammerResult {
  accepted: number;
  requests: number;
  acceptedPerSecond: number;
  requestsPerSecond: number;
  refusals: Map<string, number>;
  p50: number;
  p99: number;
}

/**
 * `concurrency` clients bid as fast as they can for `seconds`. Amounts come from one rising
 * counter in issue order (each one minimum step above the previous), so a bid is refused only
 * when a later, higher bid overtook it on the way to the row lock.
 */
async function hammer(
  driver: BidDriver,
  members: SignedInMember[],
  concurrency: number,
  startAmount: number,
): Promise<HammerResult> {
  let next = startAmount;
  let turn = 0;
  let accepted = 0;
  let requests = 0;
  const refusals = new Map<string, number>();
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const amount = next;
      next += 1000;
      const member = members[turn++ % members.length] as SignedInMember;
      const sent = performance.now();
      const outcome = await driver(member, amount);
      latencies.push(performance.now() - sent);
      requests += 1;
      if (outcome.accepted) accepted += 1;
      else refusals.set(outcome.reason, (refusals.get(outcome.reason) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const summary = summarize(latencies);
  return {
    accepted,
    requests,
    acceptedPerSecond: accepted / elapsed,
    requestsPerSecond: requests / elapsed,
    refusals,
    p50: summary.p50,
    p99: summary.p99,
  };
}

function describe(label: string, result: HammerResult, baseline: number): string {
  const refused = [...result.refusals].map(([reason, count]) => `${count}× ${reason}`).join(', ');
  const ratio = (perSecond: number) => `${(perSecond / baseline).toFixed(2)}×`;
  return (
    `${label}: ${result.requestsPerSecond.toFixed(0)} karara bağlanan teklif/s (${ratio(result.requestsPerSecond)} pgbench), ` +
    `bunların ${result.acceptedPerSecond.toFixed(0)}/s kabul (${ratio(result.acceptedPerSecond)}); ` +
    `gecikme p50 ${ms(result.p50)} p99 ${ms(result.p99)}` +
    (refused === '' ? '' : `; reddedilen: ${refused}`)
  );
}

/** Ratios are to pgbench's tps: `decided` counts every bid the engine ruled on, `accepted` the winners. */
export interface BidThroughputResult {
  pgbenchTps: number;
  engine: { accepted: number; decided: number };
  http: { accepted: number; decided: number; p50: number; p99: number };
  /** The full path with maxima in play. */
  withMaxima: { accepted: number; decided: number; p50: number; p99: number };
  /** Server CPU (user + system, every thread) per decided full-path bid, in ms. */
  cpuPerBid: {
    total: number;
    /** One signature check's CPU, measured alone through the server's own function. */
    signature: number;
    rest: number;
    /** The server's event-loop thread alone, and its other threads (thread pool, V8). */
    eventLoop: number;
    otherThreads: number;
  };
}

export async function runBidThroughput(): Promise<BidThroughputResult> {
  console.log(`\n## Tek sıcak açık arttırmada teklif/s — ${machineLine()}`);
  ensurePgbench();
  const url = await createBenchDatabase(databaseName);
  const database = await openDatabase({ kind: 'postgres', url });
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startServer({ DATABASE_URL: url }, nodeArgs);
  try {
    const [pgAuction, engineAuction, httpAuction, maximaAuction] = await withClient(
      url,
      async (client) => {
        await client.query(
          `insert into users (id, username, fullname, account_enabled, phone_verified)
         select 'pgbench' || lpad(g::text, 21, '0'), 'pgb' || g, 'Pgbench ' || g, true, true
         from generate_series(1, $1::int) g`,
          [pgbenchUsers],
        );
        return [
          await createHotAuction(client, 'pgbench'),
          await createHotAuction(client, 'engine'),
          await createHotAuction(client, 'http'),
          await createHotAuction(client, 'maxima'),
        ];
      },
    );
    console.log(`${memberCount} üye (cihaz anahtarı + ikinci faktör jetonu) hazırlanıyor…`);
    const members = await createBidders(database.db, memberCount);

    const pg = runPgbench(url, pgbenchScript, {
      clients: dbClients,
      threads: 2,
      seconds,
      variables: { aid: String(pgAuction?.auctionId) },
    });
    console.log(
      `pgbench (3 deyimli işlem, -M prepared, ${dbClients} istemci, ${seconds} s): ${pg.tps.toFixed(0)} tps`,
    );

    const engine = await hammer(
      engineBidDriver(database.db, engineAuction?.auctionId as number),
      members,
      dbClients,
      10_000,
    );
    console.log(
      describe(`Motorun veritabanı adımı (insertBid, ${dbClients} bağlantı)`, engine, pg.tps),
    );

    // Signatures made before the clock starts (see httpBid), enough for the whole run: a v2
    // signature holds for one bid, so each is made for the bid `hammer` will send in that
    // turn (its member and amount, and whether the driver sends it as a maximum).
    const signedNonces = (auctionId: number, maxima: { every: number; over: number } | null) => {
      const made = new Map<string, SignedNonce>();
      for (let i = 0; i < signedStock; i++) {
        const member = members[i % members.length] as SignedInMember;
        const maximum = maxima !== null && i % maxima.every === maxima.every - 1;
        const amount = 10_000 + 1000 * i + (maximum && maxima ? maxima.over : 0);
        made.set(
          stockKey(member, amount, maximum),
          signBid(member, { auctionId, amount, maximum }),
        );
      }
      return made;
    };
    const stock = signedNonces(httpAuction?.auctionId as number, null);
    await renewTokens(members);
    const signatureMs = await signatureCheckCpuMs();
    const httpDriver = httpBidDriver(server.url, httpAuction?.auctionId as number, stock);
    const serverPid = server.child.pid as number;
    const cpuBefore = processCpuMs(serverPid);
    const http = await hammer(httpDriver, members, httpClients, 10_000);
    const cpuAfter = processCpuMs(serverPid);
    const serverCpu = cpuAfter.total - cpuBefore.total;
    const eventLoopCpu = cpuAfter.mainThread - cpuBefore.mainThread;
    httpDriver.close();
    console.log(
      describe(`Tam yol (HTTP + oturum + 2FA + P-521 imza, ${httpClients} istemci)`, http, pg.tps),
    );
    // Every request checks one signature; the rest of the server's CPU is everything else.
    const decided = http.requests;
    const cpuPerBid = {
      total: serverCpu / decided,
      signature: signatureMs,
      rest: serverCpu / decided - signatureMs,
      eventLoop: eventLoopCpu / decided,
      otherThreads: (serverCpu - eventLoopCpu) / decided,
    };
    console.log(
      `Sunucu CPU / karara bağlanan teklif: ${cpuPerBid.total.toFixed(2)} ms ` +
        `(imza denetimi ${cpuPerBid.signature.toFixed(2)} ms, geri kalan ${cpuPerBid.rest.toFixed(2)} ms; ` +
        `${serverCpu.toFixed(0)} ms CPU / ${decided} teklif). İş parçacığına göre: olay döngüsü ` +
        `${cpuPerBid.eventLoop.toFixed(2)} ms, diğerleri (iş havuzu + V8) ${cpuPerBid.otherThreads.toFixed(2)} ms`,
    );

    // The same full path with maxima in play. Every fourth request is a maximum
    // 2.500 TL above its amount, so most single bids meet a leader's maximum and are settled
    // by the proxy rule in a transaction holding the auction's row lock.
    const maximaStock = signedNonces(maximaAuction?.auctionId as number, { every: 4, over: 2500 });
    await renewTokens(members);
    const maximaDriver = httpBidDriver(
      server.url,
      maximaAuction?.auctionId as number,
      maximaStock,
      { every: 4, over: 2500 },
    );
    const withMaxima = await hammer(maximaDriver, members, httpClients, 10_000);
    maximaDriver.close();
    console.log(
      describe(
        `Tam yol, azami tekliflerle (her 4 istekten biri azami, ${httpClients} istemci)`,
        withMaxima,
        pg.tps,
      ),
    );

    const verdict = (label: string, result: HammerResult, target: number) => {
      const decided = result.requestsPerSecond / pg.tps;
      const accepted = result.acceptedPerSecond / pg.tps;
      return (
        `${label} ≥ ${target.toFixed(1)}× → karar ${decided.toFixed(2)}× ` +
        `(${decided >= target ? 'tuttu' : 'TUTMADI'}), kabul ${accepted.toFixed(2)}× ` +
        `(${accepted >= target ? 'tuttu' : 'TUTMADI'})`
      );
    };
    console.log(
      `Hedefler: ${verdict('tam yol', http, 0.5)}; ${verdict('veritabanı adımı', engine, 1)}; ` +
        `${verdict('azami tekliflerle tam yol', withMaxima, 0.5)}`,
    );
    return {
      pgbenchTps: pg.tps,
      engine: { accepted: engine.acceptedPerSecond, decided: engine.requestsPerSecond },
      http: {
        accepted: http.acceptedPerSecond,
        decided: http.requestsPerSecond,
        p50: http.p50,
        p99: http.p99,
      },
      withMaxima: {
        accepted: withMaxima.acceptedPerSecond,
        decided: withMaxima.requestsPerSecond,
        p50: withMaxima.p50,
        p99: withMaxima.p99,
      },
      cpuPerBid,
    };
  } finally {
    await server.stop();
    await database.close();
    await dropBenchDatabase(databaseName);
  }
}

if (require.main === module) {
  runBidThroughput().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

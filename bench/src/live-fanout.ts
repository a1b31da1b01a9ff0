// Benchmark (b): live fan-out. 2,000 and 5,000 SSE watchers of one auction (in a separate
// process, over real sockets) on a real server over PostgreSQL; bids are placed one at a time
// and each watcher's receive time is compared with the moment the bid was sent.
// Target: p99 <= 100 ms at 5,000 watchers.
import { minNextBid } from '@kanat/shared/rules';
import { openDatabase } from '@kanat/testkit/server';
import { deliveryDelays, ms, summarize, wallClockMs } from '@kanat/testkit/stats';
import { createHotAuction } from './lib/auction-fixture';
import { createBenchDatabase, dropBenchDatabase, withClient } from './lib/bench-database';
import { machineLine } from './lib/bench-env';
import { type BidDriver, engineBidDriver, httpBidDriver } from './lib/bid-drivers';
import { bidFunctionAvailable, createBidders, renewTokens } from './lib/bidders';
import { nextMessage, spawnScript } from './lib/child';
import { startServer } from './lib/server-process';
import type { WatcherCommand, WatcherMessage } from './live-watchers';

const databaseName = 'km_bench_live';
const watcherCounts = (process.env.BENCH_WATCHERS ?? '2000,5000').split(',').map(Number);
/**
 * Server instances sharing the watchers (each LISTENs and fans out to its own share, as behind
 * a load balancer); bids always go through the first one.
 */
const instanceCounts = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const warmupBids = 5;
const measuredBids = Number(process.env.BENCH_FANOUT_BIDS ?? 40);
/** Gap between bids: long enough that one bid's fan-out is over before the next. */
const bidGapMs = 300;

const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

export interface FanoutResult {
  watchers: number;
  instances: number;
  connected: number;
  bids: number;
  samples: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
  bidResponseP50: number;
  via: string;
}

export async function runLiveFanout(): Promise<FanoutResult[]> {
  console.log(`\n## Canlı yayın dağıtımı (fan-out) — ${machineLine()}`);
  const url = await createBenchDatabase(databaseName);
  const database = await openDatabase({ kind: 'postgres', url });
  const serverEnv = {
    DATABASE_URL: url,
    LIVE_MAX_CONNECTIONS_PER_IP: '100000',
    LIVE_MAX_CONNECTIONS: '100000',
  };
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const servers = [];
  for (let i = 0; i < Math.max(...instanceCounts); i++)
    servers.push(await startServer(serverEnv, nodeArgs));
  const server = servers[0];
  if (server === undefined) throw new Error('no server');
  const results: FanoutResult[] = [];
  try {
    const auction = await withClient(url, (client) => createHotAuction(client, 'fanout'));
    const members = await createBidders(database.db, 4);
    const viaHttp = process.env.BENCH_VIA !== 'engine' && (await bidFunctionAvailable(server.url));
    const via = viaHttp ? 'HTTP /api/fn/bid' : 'motor (insertBid + NOTIFY)';
    const driver: BidDriver & { close?: () => void } = viaHttp
      ? httpBidDriver(server.url, auction.auctionId)
      : engineBidDriver(database.db, auction.auctionId);
    const path = `auctions/${auction.auctionId}`;
    let current = auction.startingBid;
    let first = true;
    let turn = 0;

    for (const count of watcherCounts)
      for (const instances of instanceCounts) {
        const urls = servers.slice(0, instances).map((s) => s.url);
        const child = spawnScript('live-watchers.ts', [urls.join(','), path, String(count)]);
        const ready = await nextMessage<WatcherMessage>(child, (m) => m.type === 'ready');
        if (ready.type !== 'ready') throw new Error('unexpected');
        const sentAt = new Map<number, number>();
        const bidTimes: number[] = [];
        await renewTokens(members);
        for (let i = 0; i < warmupBids + measuredBids; i++) {
          const member = members[turn++ % members.length];
          if (member === undefined) throw new Error('no bidder');
          const amount = first ? current : minNextBid(current);
          const started = wallClockMs();
          const outcome = await driver(member, amount);
          if (i >= warmupBids) bidTimes.push(wallClockMs() - started);
          if (!outcome.accepted) throw new Error(`bid refused: ${outcome.reason}`);
          first = false;
          current = amount;
          if (i >= warmupBids) sentAt.set(outcome.bidCount, started);
          await sleep(bidGapMs);
        }
        child.send({ type: 'collect' } satisfies WatcherCommand);
        const collected = await nextMessage<WatcherMessage>(child, (m) => m.type === 'receipts');
        child.send({ type: 'exit' } satisfies WatcherCommand);
        if (collected.type !== 'receipts') throw new Error('unexpected');

        const { delays: latencies, missing } = deliveryDelays(
          sentAt,
          collected.receipts,
          ready.connected,
        );
        const summary = summarize(latencies);
        const result: FanoutResult = {
          watchers: count,
          instances,
          connected: ready.connected,
          bids: sentAt.size,
          samples: summary.count,
          missing,
          p50: summary.p50,
          p99: summary.p99,
          max: summary.max,
          bidResponseP50: summarize(bidTimes).p50,
          via,
        };
        results.push(result);
        console.log(
          `${count} izleyici / ${instances} sunucu (${ready.connected} bağlı, ${ready.failed} başarısız), ${sentAt.size} teklif (${via}): ` +
            `teklif→alım p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)}, en çok ${ms(summary.max)}; ` +
            `${summary.count} ölçüm, ${missing} eksik; teklif yanıtı p50 ${ms(summarize(bidTimes).p50)}`,
        );
        if (process.env.BENCH_VERBOSE) {
          for (const [bidCount, started] of sentAt) {
            const times = (collected.receipts[String(bidCount)] ?? []).map((t) => t - started);
            const per = summarize(times.filter((t) => !Number.isNaN(t)));
            console.log(`  teklif ${bidCount}: p50 ${ms(per.p50)} en çok ${ms(per.max)}`);
          }
        }
        await new Promise((resolve) => child.once('exit', resolve));
      }
    driver.close?.();
  } finally {
    for (const each of servers) await each.stop();
    await database.close();
    await dropBenchDatabase(databaseName);
  }
  for (const row of results.filter((r) => r.watchers === 5000)) {
    const verdict = row.p99 <= 100 ? 'hedef tuttu' : 'HEDEF TUTMADI';
    console.log(
      `Hedef: 5000 izleyicide p99 ≤ 100 ms → ${row.instances} sunucu: ${ms(row.p99)} (${verdict})`,
    );
  }
  return results;
}

if (require.main === module) {
  runLiveFanout().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

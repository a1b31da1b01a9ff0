// Benchmark: one and two server instances behind nginx, started by the browser
// test's cluster launcher (@kanat/testkit/cluster: deploy/nginx.conf, a local S3 server, one
// PostgreSQL database). For each size it measures
// (a) list reads: POST /api/list/auctions (what /acik-arttirmalar asks) through nginx with
//     autocannon, requests/s and the CPU time per request of the server processes (and of
//     nginx), read from /proc before and after;
// (b) live fan-out: SSE watchers through nginx (nginx spreads them over the instances), a
//     series of bids through nginx, the delay from each bid's sending to each watcher's
//     receipt, and the server processes' CPU time per update delivered.
// On a 2-core machine two instances cannot be faster than one: the figures show what a second
// instance costs and that the load is shared, not a speed-up.

import { readdirSync, readFileSync } from 'node:fs';
import { minNextBid } from '@kanat/shared/rules';
import type { SignedInMember } from '@kanat/testkit/auth-fixtures';
import { type Cluster, metric, startCluster } from '@kanat/testkit/cluster';
import { openDatabase } from '@kanat/testkit/server';
import { deliveryDelays, summarize, wallClockMs } from '@kanat/testkit/stats';
import autocannon from 'autocannon';
import { createHotAuction } from './lib/auction-fixture';
import { createBenchDatabase, dropBenchDatabase, withClient } from './lib/bench-database';
import { machineLine } from './lib/bench-env';
import { httpBidDriver } from './lib/bid-drivers';
import { createBidders, renewTokens } from './lib/bidders';
import { nextMessage, spawnScript } from './lib/child';
import { processCpuMs } from './lib/cpu';
import type { WatcherCommand, WatcherMessage } from './live-watchers';

const databaseName = 'km_bench_instances';
const instanceCounts = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const listSeconds = Number(process.env.BENCH_LIST_SECONDS ?? 10);
const listConnections = Number(process.env.BENCH_LIST_CONNECTIONS ?? 16);
const watcherCount = Number(process.env.BENCH_WATCHERS ?? 1000);
const warmupBids = 3;
const measuredBids = Number(process.env.BENCH_FANOUT_BIDS ?? 30);
/** Gap between bids: long enough that one bid's fan-out is over before the next. */
const bidGapMs = 300;

const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

/** What /acik-arttirmalar asks first (mf-auctions' running auctions, soonest end first). */
const listBody = JSON.stringify({
  statusFrom: 2,
  statusTo: 2,
  orderBy: 'endingTime',
  orderDir: 'asc',
  p: 0,
  c: 20,
});

interface Row {
  instances: number;
  listRps: number;
  listP50: number;
  listP99: number;
  listErrors: number;
  /** Server processes' CPU ms per list request, summed over the instances. */
  listCpuMs: number;
  nginxListCpuMs: number;
  watchers: string;
  deliveries: number;
  missing: number;
  fanP50: number;
  fanP99: number;
  /** Server processes' CPU ms per update delivered to one watcher. */
  updateCpuMs: number;
  nginxUpdateCpuMs: number;
}

/** CPU ms so far of the server processes, all threads. */
function serverCpuMs(cluster: Cluster): number {
  return cluster.instances.reduce((sum, instance) => sum + processCpuMs(instance.pid).total, 0);
}

/** CPU ms so far of nginx: its master and its workers (children of the master). */
function nginxCpuMs(cluster: Cluster): number {
  let sum = processCpuMs(cluster.nginxPid).total;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === cluster.nginxPid) sum += processCpuMs(Number(entry)).total;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

async function listReads(cluster: Cluster, seconds: number) {
  return autocannon({
    url: cluster.url,
    connections: listConnections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/list/auctions',
        headers: { 'content-type': 'application/json' },
        body: listBody,
      },
    ],
  });
}

async function measure(
  cluster: Cluster,
  auctionId: number,
  members: SignedInMember[],
  price: { current: number; first: boolean; turn: number },
): Promise<Row> {
  // (a) list reads: a short warm-up (JIT, pools), then the measured run.
  await listReads(cluster, 2);
  const serverBefore = serverCpuMs(cluster);
  const nginxBefore = nginxCpuMs(cluster);
  const list = await listReads(cluster, listSeconds);
  const requests = list.requests.total;
  const listCpuMs = (serverCpuMs(cluster) - serverBefore) / requests;
  const nginxListCpuMs = (nginxCpuMs(cluster) - nginxBefore) / requests;

  // (b) live fan-out through nginx.
  const path = `auctions/${auctionId}`;
  const child = spawnScript('live-watchers.ts', [cluster.url, path, String(watcherCount)]);
  const ready = await nextMessage<WatcherMessage>(child, (m) => m.type === 'ready');
  if (ready.type !== 'ready') throw new Error('unexpected');
  const spread = await Promise.all(
    cluster.instances.map((instance) => metric(instance, 'kanat_live_connections')),
  );
  const driver = httpBidDriver(cluster.url, auctionId);
  await renewTokens(members);
  const sentAt = new Map<number, number>();
  let updateServerBefore = 0;
  let updateNginxBefore = 0;
  for (let i = 0; i < warmupBids + measuredBids; i++) {
    if (i === warmupBids) {
      updateServerBefore = serverCpuMs(cluster);
      updateNginxBefore = nginxCpuMs(cluster);
    }
    // Never the same member twice in a row, across the runs too (the leader cannot outbid
    // itself).
    const member = members[price.turn++ % members.length] as SignedInMember;
    const amount = price.first ? price.current : minNextBid(price.current);
    const started = wallClockMs();
    const outcome = await driver(member, amount);
    if (!outcome.accepted) throw new Error(`bid refused: ${outcome.reason}`);
    price.first = false;
    price.current = amount;
    if (i >= warmupBids) sentAt.set(outcome.bidCount, started);
    await sleep(bidGapMs);
  }
  const updateServerMs = serverCpuMs(cluster) - updateServerBefore;
  const updateNginxMs = nginxCpuMs(cluster) - updateNginxBefore;
  driver.close();
  child.send({ type: 'collect' } satisfies WatcherCommand);
  const collected = await nextMessage<WatcherMessage>(child, (m) => m.type === 'receipts');
  child.send({ type: 'exit' } satisfies WatcherCommand);
  if (collected.type !== 'receipts') throw new Error('unexpected');
  await new Promise((resolve) => child.once('exit', resolve));

  const { delays: latencies, missing } = deliveryDelays(
    sentAt,
    collected.receipts,
    ready.connected,
  );
  const fan = summarize(latencies);
  return {
    instances: cluster.instances.length,
    listRps: requests / listSeconds,
    listP50: list.latency.p50,
    listP99: list.latency.p99,
    listErrors: list.errors + list.non2xx,
    listCpuMs,
    nginxListCpuMs,
    watchers: `${ready.connected} (${spread.join(' + ')})`,
    deliveries: fan.count,
    missing,
    fanP50: fan.p50,
    fanP99: fan.p99,
    updateCpuMs: updateServerMs / Math.max(1, fan.count),
    nginxUpdateCpuMs: updateNginxMs / Math.max(1, fan.count),
  };
}

function printTable(rows: Row[]): void {
  const header = [
    'sunucu',
    'liste istek/s',
    'p50 / p99 ms',
    'hata',
    'CPU ms/istek (sunucular)',
    'CPU ms/istek (nginx)',
    'izleyici (dağılım)',
    'teslim',
    'eksik',
    'teslim p50 / p99 ms',
    'CPU µs/teslim (sunucular)',
    'CPU µs/teslim (nginx)',
  ];
  const lines = rows.map((r) => [
    String(r.instances),
    r.listRps.toFixed(0),
    `${r.listP50} / ${r.listP99}`,
    String(r.listErrors),
    r.listCpuMs.toFixed(2),
    r.nginxListCpuMs.toFixed(2),
    r.watchers,
    String(r.deliveries),
    String(r.missing),
    `${r.fanP50.toFixed(1)} / ${r.fanP99.toFixed(1)}`,
    (r.updateCpuMs * 1000).toFixed(0),
    (r.nginxUpdateCpuMs * 1000).toFixed(0),
  ]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => ' --- ').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

export async function runInstances(): Promise<Row[]> {
  console.log(`\n## Birden çok sunucu nginx arkasında — ${machineLine()}`);
  const url = await createBenchDatabase(databaseName);
  const database = await openDatabase({ kind: 'postgres', url });
  const env = {
    // Production, as deployed; no SMS is ever sent (the bidders are made in the database).
    NODE_ENV: 'production',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/bench-sends-no-sms',
    LIVE_MAX_CONNECTIONS_PER_IP: '100000',
    LIVE_MAX_CONNECTIONS: '100000',
  };
  const rows: Row[] = [];
  try {
    const auction = await withClient(url, (client) => createHotAuction(client, 'instances'));
    const members = await createBidders(database.db, 4);
    const price = { current: auction.startingBid, first: true, turn: 0 };
    for (const instances of instanceCounts) {
      // The same database each time: the first start seeds the demo data, the next find it.
      const cluster = await startCluster({ instances, databaseUrl: url, seed: true, env });
      try {
        const row = await measure(cluster, auction.auctionId, members, price);
        rows.push(row);
        console.log(
          `${instances} sunucu: liste ${row.listRps.toFixed(0)} istek/s, ` +
            `${row.listCpuMs.toFixed(2)} ms CPU/istek; ${row.watchers} izleyici, ` +
            `teslim p99 ${row.fanP99.toFixed(1)} ms, ${(row.updateCpuMs * 1000).toFixed(0)} µs CPU/teslim`,
        );
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await database.close();
    await dropBenchDatabase(databaseName);
  }
  printTable(rows);
  return rows;
}

if (require.main === module) {
  runInstances().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

// Benchmark (c): the auction list (POST /api/list/auctions) at 100k auctions and 1M bids on
// PostgreSQL, data generated in SQL into a dedicated database that is dropped afterwards.
// Measured twice: the list's database work alone (the auctions module's listAuctions called
// in-process: query + row mapping, one round trip) and the whole HTTP request on the real server.
// Target: p95 <= 15 ms.

import type { AuctionListFilters } from '@kanat/shared/contracts';
import { listAuctions, openDatabase } from '@kanat/testkit/server';
import { ms, summarize } from '@kanat/testkit/stats';
import { createBenchDatabase, dropBenchDatabase, withClient } from './lib/bench-database';
import { machineLine } from './lib/bench-env';
import { generateListData } from './lib/list-data';
import { startServer } from './lib/server-process';

const databaseName = 'km_bench_list';
const auctionCount = Number(process.env.BENCH_LIST_AUCTIONS ?? 100_000);
const averageBids = 10;
const rounds = Number(process.env.BENCH_LIST_ROUNDS ?? 40);
const pagesDeep = 5;
const hour = 3_600_000;

interface Scenario {
  label: string;
  filters: AuctionListFilters;
  count: number;
}

/** What mf-auctions sends (time-filters.ts), plus the other SPEC §7 filters. */
function scenarios(now: number): Scenario[] {
  return [
    {
      label: 'tümü (0-5, bitiş azalan)',
      filters: { statusFrom: 0, statusTo: 5, orderBy: 'endingTime', orderDir: 'desc' },
      count: 20,
    },
    {
      label: 'devam edenler',
      filters: {
        statusFrom: 2,
        statusTo: 2,
        endingTimeFrom: now + hour,
        orderBy: 'endingTime',
        orderDir: 'asc',
      },
      count: 20,
    },
    {
      label: 'bitmek üzere',
      filters: {
        statusFrom: 2,
        statusTo: 2,
        endingTimeFrom: now,
        endingTimeTo: now + hour,
        orderBy: 'endingTime',
        orderDir: 'asc',
      },
      count: 20,
    },
    {
      label: 'süresi dolanlar',
      filters: {
        statusFrom: 0,
        statusTo: 5,
        endingTimeTo: now,
        orderBy: 'endingTime',
        orderDir: 'desc',
      },
      count: 20,
    },
    {
      label: 'ana sayfa (4 devam eden)',
      filters: {
        statusFrom: 2,
        statusTo: 2,
        endingTimeFrom: now,
        orderBy: 'endingTime',
        orderDir: 'asc',
      },
      count: 4,
    },
    {
      label: 'grup içi',
      filters: { group: '17', orderBy: 'endingTime', orderDir: 'asc' },
      count: 20,
    },
    {
      label: 'en çok teklif',
      filters: { statusFrom: 0, statusTo: 5, orderBy: 'bidCount', orderDir: 'desc' },
      count: 20,
    },
    {
      label: 'ad araması',
      filters: { name: 'güvercin 4242', orderBy: 'endingTime', orderDir: 'desc' },
      count: 20,
    },
    {
      label: 'künye öneki',
      filters: { tagNum: 'TR-2024-00123', orderBy: 'endingTime', orderDir: 'desc' },
      count: 20,
    },
  ];
}

interface PageAnswer {
  r: unknown[];
  p?: string;
}

export interface ListQueryResult {
  auctions: number;
  bids: number;
  queryP95: number;
  queryP50: number;
  httpP95: number;
  httpP50: number;
  worst: { label: string; p95: number };
}

export async function runListQuery(): Promise<ListQueryResult> {
  console.log(`\n## Açık arttırma listesi sorgusu — ${machineLine()}`);
  const url = await createBenchDatabase(databaseName);
  try {
    console.log(`Veri üretiliyor (${auctionCount} açık arttırma, ortalama ${averageBids} teklif):`);
    const shape = await withClient(url, (client) =>
      generateListData(client, auctionCount, averageBids),
    );
    console.log(`  → ${shape.auctions} açık arttırma, ${shape.bids} teklif`);

    const database = await openDatabase({ kind: 'postgres', url });
    const server = await startServer({ DATABASE_URL: url });
    const queryAll: number[] = [];
    const httpAll: number[] = [];
    let worst = { label: '', p95: 0 };
    try {
      const now = Date.now();
      for (const scenario of scenarios(now)) {
        const query: number[] = [];
        const http: number[] = [];
        for (let round = 0; round < rounds + 3; round++) {
          const measured = round >= 3;
          // A user scrolls: the first page, then the next ones through the cursor.
          let cursor: string | null = null;
          for (let page = 0; page < pagesDeep; page++) {
            const started = performance.now();
            const result = await listAuctions(database.db, scenario.filters, {
              cursor,
              count: scenario.count,
            });
            const took = performance.now() - started;
            if (measured) query.push(took);

            const body = JSON.stringify({ ...scenario.filters, p: cursor ?? 0, c: scenario.count });
            const sent = performance.now();
            const response = await fetch(`${server.url}/api/list/auctions`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            });
            const answer = (await response.json()) as PageAnswer;
            const overHttp = performance.now() - sent;
            if (response.status !== 200) {
              throw new Error(
                `${scenario.label}: HTTP ${response.status} ${JSON.stringify(answer)}`,
              );
            }
            if (measured) http.push(overHttp);
            if (answer.r.length !== result.rows.length) {
              throw new Error(`${scenario.label}: HTTP and direct answers differ`);
            }
            cursor = result.next;
            if (cursor === null) break;
          }
        }
        const q = summarize(query);
        const h = summarize(http);
        queryAll.push(...query);
        httpAll.push(...http);
        if (q.p95 > worst.p95) worst = { label: scenario.label, p95: q.p95 };
        console.log(
          `  ${scenario.label.padEnd(26)} sorgu p50 ${ms(q.p50)} p95 ${ms(q.p95)} | HTTP p50 ${ms(h.p50)} p95 ${ms(h.p95)} (${q.count} istek)`,
        );
      }
    } finally {
      await server.stop();
      await database.close();
    }
    const q = summarize(queryAll);
    const h = summarize(httpAll);
    console.log(
      `Hepsi: sorgu p50 ${ms(q.p50)}, p95 ${ms(q.p95)}; HTTP p50 ${ms(h.p50)}, p95 ${ms(h.p95)}; en kötü senaryo ${worst.label} (sorgu p95 ${ms(worst.p95)})`,
    );
    console.log(
      `Hedef: p95 ≤ 15 ms → sorgu ${ms(q.p95)}, HTTP ${ms(h.p95)} (${q.p95 <= 15 ? 'hedef tuttu' : 'HEDEF TUTMADI'})`,
    );
    return {
      auctions: shape.auctions,
      bids: shape.bids,
      queryP50: q.p50,
      queryP95: q.p95,
      httpP50: h.p50,
      httpP95: h.p95,
      worst,
    };
  } finally {
    // BENCH_KEEP=1 leaves the data for EXPLAIN sessions.
    if (process.env.BENCH_KEEP !== '1') await dropBenchDatabase(databaseName);
  }
}

if (require.main === module) {
  runListQuery().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

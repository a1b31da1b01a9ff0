// `pnpm --filter @kanat/bench run all`: the three benchmarks one after the other (each uses
// its own throw-away database), then one summary block for bench/README.md.

import { ms } from '@kanat/testkit/stats';
import { type BidThroughputResult, runBidThroughput } from './bid-throughput';
import { machineLine } from './lib/bench-env';
import { type ListQueryResult, runListQuery } from './list-query';
import { type FanoutResult, runLiveFanout } from './live-fanout';

async function main(): Promise<void> {
  const started = new Date();
  const bids: BidThroughputResult = await runBidThroughput();
  const fanout: FanoutResult[] = await runLiveFanout();
  const list: ListQueryResult = await runListQuery();

  console.log(`\n## Özet (${started.toISOString().slice(0, 10)}, ${machineLine()})`);
  const x = (perSecond: number) =>
    `${perSecond.toFixed(0)}/s = ${(perSecond / bids.pgbenchTps).toFixed(2)}×`;
  console.log(
    `(a) pgbench ${bids.pgbenchTps.toFixed(0)} tps | motor karar ${x(bids.engine.decided)}, kabul ${x(bids.engine.accepted)} | ` +
      `tam yol karar ${x(bids.http.decided)}, kabul ${x(bids.http.accepted)} | ` +
      `sunucu CPU/teklif ${bids.cpuPerBid.total.toFixed(2)} ms (imza ${bids.cpuPerBid.signature.toFixed(2)}, geri kalan ${bids.cpuPerBid.rest.toFixed(2)})`,
  );
  for (const row of fanout) {
    console.log(
      `(b) ${row.watchers} izleyici / ${row.instances} sunucu: p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, eksik ${row.missing}`,
    );
  }
  console.log(
    `(c) ${list.auctions} açık arttırma / ${list.bids} teklif: sorgu p95 ${ms(list.queryP95)}, HTTP p95 ${ms(list.httpP95)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

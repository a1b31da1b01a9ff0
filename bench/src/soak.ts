// `pnpm --filter @kanat/bench run soak`: SOAK_SECONDS (600) of mixed traffic on the
// real server on PostgreSQL, loopback only: lists, auction detail and news through autocannon
// at fixed rates, live watchers held open the whole time, and signed bids at a steady rate on a
// few auctions. Prints per kind requests, errors, refusals, p50 and p99, and the server's
// memory from its own /metrics at the start, every tenth of the run and the end, so a leak shows.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureSiteInfoDefaults, openDatabase, seedDemoData } from '@kanat/testkit/server';
import { ms } from '@kanat/testkit/stats';
import { createHotAuction } from './lib/auction-fixture';
import { createBenchDatabase, dropBenchDatabase, withClient } from './lib/bench-database';
import { machineLine } from './lib/bench-env';
import { createBidders, renewTokens } from './lib/bidders';
import { startServer } from './lib/server-process';
import {
  type KindFigures,
  listStep,
  type ReadKind,
  randomIdStep,
  runReadKind,
} from './soak/http-traffic';
import { openWatchers } from './soak/live-watchers';
import { type MetricsSample, mib, readMetrics } from './soak/server-metrics';
import { runSignedBids } from './soak/signed-bids';

const databaseName = 'km_bench_soak';
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const seconds = number('SOAK_SECONDS', 600);
const watcherCount = number('SOAK_WATCHERS', 200);
const memberCount = number('SOAK_MEMBERS', 40);
const auctionCount = number('SOAK_AUCTIONS', 4);
const bidsPerSecond = number('SOAK_BIDS_PER_SECOND', 8);
const listRate = number('SOAK_LIST_RATE', 40);
const detailRate = number('SOAK_DETAIL_RATE', 40);
const newsRate = number('SOAK_NEWS_RATE', 30);
/** Memory samples: the start, then every tenth of the run (the fifth is the middle), the end. */
const sampleCount = 10;
/** Quiet seconds after the traffic before one more memory reading. */
const restSeconds = 15;

function readKinds(auctionIds: number[], newsIds: number[], now: number): ReadKind[] {
  return [
    {
      label: 'Listeler',
      requestsPerSecond: listRate,
      connections: 8,
      steps: [
        listStep('auctions', {
          statusFrom: 2,
          statusTo: 2,
          orderBy: 'endingTime',
          orderDir: 'asc',
        }),
        listStep('auctions', { endingTimeFrom: now - 30 * 86_400_000, c: 20 }),
        listStep('containers'),
        listStep('pigeons'),
        listStep('gallery'),
      ],
    },
    {
      label: 'Açık arttırma ayrıntısı',
      requestsPerSecond: detailRate,
      connections: 8,
      steps: [randomIdStep('auctions/:id', auctionIds, (id) => `/api/auctions/${id}`)],
    },
    {
      label: 'Haberler (liste ve yazı)',
      requestsPerSecond: newsRate,
      connections: 6,
      steps: [
        listStep('news'),
        listStep('news-most-read'),
        randomIdStep('news/:id', newsIds, (id) => `/api/news/${id}`),
        {
          name: 'news/:id/body',
          method: 'GET',
          setupRequest: (request, context) => ({
            ...request,
            method: 'GET',
            path: `/api/news/${String(context.id ?? newsIds[0])}/body`,
          }),
        },
      ],
    },
  ];
}

const load = () => (os.loadavg()[0] ?? Number.NaN).toFixed(2);
const count = (value: number) => value.toLocaleString('tr-TR');

function printFigures(figures: KindFigures[]): void {
  console.log('\n| Tür | İstek | Hata | Ret | p50 | p99 |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const kind of figures) {
    console.log(
      `| ${kind.label} | ${count(kind.requests)} | ${count(kind.errors)} | ${count(kind.refusals)} | ` +
        `${ms(kind.p50)} | ${ms(kind.p99)} |`,
    );
  }
  for (const kind of figures) {
    for (const [what, times] of kind.errorKinds) console.log(`  ${kind.label}: ${times}× ${what}`);
  }
}

function printSamples(samples: MetricsSample[]): void {
  console.log(
    '\n| An | RSS | Yığın (kullanılan) | Canlı bağlantı | Olay döngüsü gecikmesi p99 | Yük (1 dk) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  samples.forEach((sample, index) => {
    const name =
      index === 0
        ? 'başlangıç'
        : index === samples.length - 1
          ? 'son'
          : index === sampleCount / 2
            ? 'orta'
            : '';
    console.log(
      `| ${Math.round(sample.at)} s${name === '' ? '' : ` (${name})`} | ${mib(sample.rssBytes)} | ` +
        `${mib(sample.heapUsedBytes)} | ${sample.liveConnections} | ` +
        `${ms(sample.eventLoopLagP99Seconds * 1000)} | ${sample.load.toFixed(2)} |`,
    );
  });
}

export async function runSoak(): Promise<void> {
  console.log(`\n## Dayanıklılık (soak), ${seconds} s karışık trafik — ${machineLine()}`);
  console.log(`Başlangıçta yük (1 dk ortalaması): ${load()}`);
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'km-soak-media-'));
  const url = await createBenchDatabase(databaseName);
  const database = await openDatabase({ kind: 'postgres', url });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    console.log('Örnek veriler yükleniyor, teklif verilecek açık arttırmalar açılıyor…');
    await ensureSiteInfoDefaults(database.db);
    await seedDemoData(database.db, { mediaDir, images: false });
    const now = Date.now();
    const { targets, auctionIds, newsIds } = await withClient(url, async (client) => {
      const hot = [];
      for (let i = 0; i < auctionCount; i++) hot.push(await createHotAuction(client, `soak-${i}`));
      const auctions = await client.query<{ id: number }>('select id from auctions order by id');
      const news = await client.query<{ id: number }>(
        `select id from news where status = 'published' and publish_date <= now() order by id`,
      );
      return {
        targets: hot,
        auctionIds: auctions.rows.map((row) => row.id),
        newsIds: news.rows.map((row) => row.id),
      };
    });
    console.log(
      `${auctionIds.length} açık arttırma, ${newsIds.length} yayımlanmış haber; ` +
        `${targets.length} açık arttırmada teklif verilecek`,
    );

    server = await startServer({
      DATABASE_URL: url,
      LIVE_MAX_CONNECTIONS_PER_IP: String(watcherCount + 100),
    });
    const baseUrl = server.url;
    console.log(`${memberCount} üye (cihaz anahtarı + ikinci faktör jetonu) hazırlanıyor…`);
    const members = await createBidders(database.db, memberCount);

    // Watcher i follows one of the bid auctions, one demo auction and the banner.
    const watchers = openWatchers(
      baseUrl,
      watcherCount,
      (i) => [
        `auctions/${targets[i % targets.length]?.auctionId}`,
        `auctions/${auctionIds[i % auctionIds.length]}`,
        'banner',
      ],
      watcherCount * 5,
    );
    await watchers.ready(30_000);
    console.log(
      `${watchers.figures.opened} canlı izleyici açık (${watchers.figures.refused} reddedildi)`,
    );

    await renewTokens(members);
    const samples: MetricsSample[] = [await readMetrics(baseUrl, 0)];
    const started = performance.now();
    const sampler = async () => {
      for (let k = 1; k < sampleCount; k++) {
        const wait = started + (k * seconds * 1000) / sampleCount - performance.now();
        if (wait > 0) await sleep(wait);
        samples.push(await readMetrics(baseUrl, (performance.now() - started) / 1000));
      }
    };
    console.log(
      `Trafik başladı: listeler ${listRate}/s, ayrıntı ${detailRate}/s, haberler ${newsRate}/s, ` +
        `teklifler ${bidsPerSecond}/s, ${watcherCount} canlı izleyici…`,
    );
    const [reads, bids] = await Promise.all([
      Promise.all(
        readKinds(auctionIds, newsIds, now).map((kind) => runReadKind(baseUrl, kind, seconds)),
      ),
      runSignedBids({
        baseUrl,
        members,
        targets,
        bidsPerSecond,
        seconds,
        renewEveryMs: 20_000,
      }),
      sampler(),
    ]);
    samples.push(await readMetrics(baseUrl, (performance.now() - started) / 1000));
    const live = watchers.figures;
    watchers.close();
    // A leak stays once the traffic is gone; garbage the collector had not reached yet does not.
    await sleep(restSeconds * 1000);
    const rested = await readMetrics(baseUrl, (performance.now() - started) / 1000);

    console.log(`\nBitişte yük (1 dk ortalaması): ${load()}`);
    printFigures([...reads, bids]);
    console.log(
      `\nCanlı izleyiciler: ${live.opened} akış açıldı, ${count(live.messages)} ileti alındı, ` +
        `${live.disconnections} kopma, ${live.refused} ret, ${live.statusEvents} durum olayı`,
    );
    printSamples(samples);
    console.log(
      `${restSeconds} s trafiksiz bekledikten sonra: RSS ${mib(rested.rssBytes)}, ` +
        `yığın ${mib(rested.heapUsedBytes)}, canlı bağlantı ${rested.liveConnections}`,
    );
    const first = samples[0] as MetricsSample;
    const middle = samples[sampleCount / 2] as MetricsSample;
    const last = samples[samples.length - 1] as MetricsSample;
    console.log(
      `\nBellek başlangıç → orta → son: RSS ${mib(first.rssBytes)} → ${mib(middle.rssBytes)} → ` +
        `${mib(last.rssBytes)}; yığın ${mib(first.heapUsedBytes)} → ${mib(middle.heapUsedBytes)} → ` +
        `${mib(last.heapUsedBytes)}`,
    );
  } finally {
    await server?.stop();
    await database.close();
    await dropBenchDatabase(databaseName);
    await rm(mediaDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runSoak().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

// `pnpm --filter @kanat/bench run web`: front-end speed. Builds and starts the site
// as `npm start` does, then:
//  1. the first-render JavaScript of / (every JS response and inline script, each gzipped at
//     level 9, per app) and a repeat visit (what JavaScript the reload fetches again);
//  2. Lighthouse 13 (mobile defaults, Debian Chromium) on the six public pages and the
//     yardstick page (web-yardstick.ts: the bare stack, served by the same server), in
//     BENCH_WEB_RUNS rounds, each the yardstick then the six pages, a fresh Chrome per run;
//  3. in the same rounds, right after each Lighthouse run, an unthrottled trace of the same
//     page (web-trace.ts): the main thread's busy time during the load and in the 10 s after;
//  4. medians per page, their ratios to the yardstick's, the targets, and the machine
//     (Lighthouse's benchmarkIndex, Chromium's version, the load before and after).
// Knobs: BENCH_WEB_RUNS (3), BENCH_WEB_JS_VISITS (3), BENCH_SKIP_BUILD=1, BENCH_WEB_WARMUP=0,
// BENCH_WEB_LIGHTHOUSE=0, BENCH_VERBOSE=1 (every JS file of the largest first visit),
// BENCH_WEB_PAGES (only these pages, by label or path, comma-separated: "/,/haberler").
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desktopContext, launchChromium, warmUp } from '@kanat/testkit/browser';
import {
  FIRST_RENDER_JS_BUDGET_BYTES,
  type FirstRenderJs,
  KIB,
  kib,
  measureFirstRenderJs,
  measureRepeatVisit,
  type NetworkJs,
  type RepeatVisit,
} from '@kanat/testkit/first-render';
import type { Browser } from 'playwright-core';
import { machineLine, repoRoot } from './lib/bench-env';
import {
  killChromes,
  type LighthouseRun,
  median,
  type PageSummary,
  runLighthouse,
  summarizeRuns,
} from './lib/web-lighthouse';
import { type PublicPage, publicPages } from './lib/web-pages';
import { buildApps, type Site, siteApps, startSite } from './lib/web-site';
import { TRACE_WINDOWS, traceVisit } from './lib/web-trace';
import type { TraceSummary } from './lib/web-trace-summary';
import { installYardstick } from './lib/web-yardstick';
import {
  mainThreadTargets,
  missedAgainstYardstick,
  type PageFigures,
  pageFigures,
  ratio,
  spread,
  YARDSTICK_MAX_SPREAD,
} from './lib/web-yardstick-compare';

const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const jsVisits = Math.max(1, Number(process.env.BENCH_WEB_JS_VISITS ?? 3));
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
const warm = process.env.BENCH_WEB_WARMUP !== '0';
const withLighthouse = process.env.BENCH_WEB_LIGHTHOUSE !== '0';
const onlyPages = (process.env.BENCH_WEB_PAGES ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean);

/** Columns padded to their widest cell; the first column left-aligned, the rest right. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)]
    .map((text) => `  ${text.trimEnd()}`)
    .join('\n');
}

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : '—';
const scoreText = (value: number) => (Number.isInteger(value) ? String(value) : fixed(value, 1));
const seconds = (ms: number) => fixed(ms / 1000, 2);

function printFirstRender(visits: FirstRenderJs[]): void {
  const js = visits.reduce((worst, visit) =>
    visit.totalGzipBytes > worst.totalGzipBytes ? visit : worst,
  );
  console.log(
    `\n## / ilk çizimin JavaScript'i (gzip -9, 1 KiB = ${KIB} bayt; ` +
      `${visits.length} ilk ziyaretin en büyüğü)`,
  );
  console.log(
    table(
      ['uygulama', 'dosya', 'ham KiB', 'gzip KiB'],
      [
        ...js.apps.map((app) => [
          app.app,
          String(app.files),
          kib(app.rawBytes),
          kib(app.gzipBytes),
        ]),
        ['toplam', String(js.files.length), kib(js.totalRawBytes), kib(js.totalGzipBytes)],
      ],
    ),
  );
  if (visits.length > 1) {
    console.log(
      `  ziyaret başına toplam gzip KiB: ${visits.map((visit) => kib(visit.totalGzipBytes)).join(', ')}`,
    );
  }
  const budget = FIRST_RENDER_JS_BUDGET_BYTES;
  console.log(
    `  bütçe ${budget / 1000} KB = ${budget.toLocaleString('en-US')} bayt = ${kib(budget)} KiB: ` +
      `${kib(js.totalGzipBytes)} KiB → ${js.totalGzipBytes <= budget ? 'bütçe içinde' : `BÜTÇE AŞILDI (+${kib(js.totalGzipBytes - budget)} KiB)`}`,
  );
  if (js.missingSections.length > 0) {
    console.log(`  ! ölçüm bittiğinde görünmeyen bölümler: ${js.missingSections.join(', ')}`);
  }
  if (js.pending.length > 0) {
    console.log(`  ! ağ boşalmadı, süren istekler: ${js.pending.join(', ')}`);
  }
  if (process.env.BENCH_VERBOSE === '1') {
    for (const file of [...js.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`    ${kib(file.gzipBytes).padStart(7)} KiB  ${file.app}  ${file.url}`);
    }
  }
}

function printRepeat(visits: RepeatVisit[]): void {
  console.log('\n## / tekrar ziyaret (her ilk ziyaretin ardından aynı bağlamda yeniden yükleme)');
  const again = (visit: RepeatVisit) =>
    [...visit.downloaded, ...visit.revalidated].filter((item) => item.loadedBefore);
  const fresh = (visit: RepeatVisit) =>
    [...visit.downloaded, ...visit.revalidated].filter((item) => !item.loadedBefore);
  for (const [index, visit] of visits.entries()) {
    const count = (list: NetworkJs[]) => list.filter((item) => item.loadedBefore).length;
    console.log(
      `  ${index + 1}. ilk ziyarette de yüklenen JS ağdan: ${count(visit.downloaded)} indirildi (200), ` +
        `${count(visit.revalidated)} yeniden doğrulandı (304) | ilk ziyarette olmayan JS ağdan: ` +
        `${fresh(visit).length} | önbellekten: ${visit.fromCache}`,
    );
    if (visit.missingSections.length > 0) {
      console.log(`     ! görünmeyen bölümler: ${visit.missingSections.join(', ')}`);
    }
  }
  const worst = visits.reduce((a, b) => (again(b).length > again(a).length ? b : a));
  for (const item of [...again(worst), ...fresh(worst)]) {
    console.log(`    ${item.status} ${item.loadedBefore ? 'yine  ' : 'yeni  '} ${item.url}`);
  }
  const ok = visits.every((visit) => again(visit).length === 0);
  console.log(`  hedef: değişmemiş JS ağdan hiç yüklenmez → ${ok ? 'tuttu' : 'TUTMADI'}`);
}

function printLighthouse(pages: PublicPage[], summaries: PageSummary[]): void {
  console.log(
    `\n## Lighthouse ${lighthouseVersion()} mobil, ${runs} koşunun medyanı (her değer ayrı ayrı)`,
  );
  console.log(
    table(
      ['sayfa', 'perf', 'a11y', 'bp', 'seo', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s', 'KiB'],
      summaries.map((page, index) => [
        pages[index]?.label ?? '',
        scoreText(page.performance),
        scoreText(page.accessibility),
        scoreText(page.bestPractices),
        scoreText(page.seo),
        seconds(page.fcp),
        seconds(page.lcp),
        fixed(page.tbt, 0),
        fixed(page.cls, 3),
        seconds(page.si),
        fixed(page.transferredBytes / KIB, 0),
      ]),
    ),
  );
  if (runs > 1) {
    console.log('\n  en düşük–en yüksek:');
    const span = (pair: [number, number], format: (value: number) => string) =>
      pair[0] === pair[1] ? format(pair[0]) : `${format(pair[0])}–${format(pair[1])}`;
    console.log(
      table(
        ['sayfa', 'perf', 'LCP s', 'TBT ms', 'CLS', 'KiB'],
        summaries.map((page, index) => [
          pages[index]?.label ?? '',
          span(page.range.performance, String),
          span(page.range.lcp, seconds),
          span(page.range.tbt, (value) => fixed(value, 0)),
          span(page.range.cls, (value) => fixed(value, 3)),
          span(page.range.transferredBytes, (value) => fixed(value / KIB, 0)),
        ]),
      ),
    );
  }
  console.log('\n  LCP öğesi (medyan LCP koşusu):');
  for (const [index, page] of summaries.entries()) {
    const snippet = page.medianRun?.lcpElement ?? '(bulunamadı)';
    console.log(`    ${pages[index]?.label}: ${snippet.replace(/\s+/g, ' ').slice(0, 240)}`);
  }
}

const loadText = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

function printAgainstYardstick(
  pages: PublicPage[],
  figures: PageFigures[],
  yardstick: PageFigures,
  yardstickRounds: { lighthouse: LighthouseRun[]; traces: TraceSummary[] },
): void {
  const { settleMs, idleMs } = TRACE_WINDOWS;
  console.log(
    `\n## Ana iş parçacığı, ölçüt sayfasına karşı (${runs} turun medyanı; TBT Lighthouse'un ` +
      `4× yavaşlatmasıyla, meşgul süre izden, yavaşlatmasız: yükleme = gezinmenin başından ` +
      `load olayının ${settleMs / 1000} s sonrasına, boşta = ardından ${idleMs / 1000} s)`,
  );
  const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
  console.log(
    table(
      [
        'sayfa',
        'perf',
        'TBT ms',
        'TBT ×',
        'yükleme ms',
        'yükleme ×',
        'boşta ms/10 s',
        'boşta ×',
        'layout',
        'stil',
        'betik',
      ],
      [
        { label: 'ölçüt sayfası', page: yardstick },
        ...figures.map((page, index) => ({ label: pages[index]?.label ?? '', page })),
      ].map(({ label, page }) => [
        label,
        scoreText(page.performance),
        fixed(page.tbt, 0),
        times(ratio(page.tbt, yardstick.tbt)),
        fixed(page.loadBusy, 0),
        times(ratio(page.loadBusy, yardstick.loadBusy)),
        fixed(page.idleBusy, 0),
        times(ratio(page.idleBusy, yardstick.idleBusy)),
        fixed(page.idleLayouts, 0),
        fixed(page.idleStyleRecalcs, 0),
        fixed(page.idleScripts, 0),
      ]),
    ),
  );
  console.log(
    '  (layout, stil, betik: boştaki 10 s içinde Layout, UpdateLayoutTree ve FunctionCall sayısı)',
  );
  const swings = [
    ['TBT', spread(yardstickRounds.lighthouse.map((run) => run.tbt))],
    ['yükleme', spread(yardstickRounds.traces.map((trace) => trace.load.busyMs))],
    ['perf', spread(yardstickRounds.lighthouse.map((run) => run.performance))],
  ] as const;
  const unsteady = swings.filter(([, value]) => !(value <= YARDSTICK_MAX_SPREAD));
  console.log(
    `  ölçüt sayfasının turlar arası oynaması: ${swings.map(([label, value]) => `${label} %${fixed(value * 100, 0)}`).join(', ')}` +
      (unsteady.length > 0
        ? ` → ! ÖLÇÜT TURLAR ARASINDA %${YARDSTICK_MAX_SPREAD * 100}'DAN FAZLA OYNADI: makine sakin değil, oranlar güvenilmez`
        : ' → sakin'),
  );
  const t = mainThreadTargets;
  console.log(
    `\n  Hedefler: TBT ve yükleme ≤ ${t.maxRatio}× ölçüt, boşta ≤ ${t.idleMsPer10s} ms/10 s, ` +
      `perf ≥ ${t.performance} (ölçüt ≥ ${t.yardstickPerformance} ise; ölçüt perf ${scoreText(yardstick.performance)}), ` +
      `LCP ≤ ${t.lcpMs / 1000} s, CLS ≤ ${t.cls}, a11y/bp/seo ${t.otherScores}`,
  );
  let allMet = true;
  for (const [index, page] of figures.entries()) {
    const missed = missedAgainstYardstick(page, yardstick);
    allMet &&= missed.length === 0;
    console.log(
      `    ${(pages[index]?.label ?? '').padEnd(26)} ${missed.length === 0 ? 'tuttu' : `TUTMADI: ${missed.join(', ')}`}`,
    );
  }
  console.log(`  Hepsi: ${allMet ? 'hedefler tuttu' : 'HEDEFLER TUTMADI'}`);
}

function lighthouseVersion(): string {
  const file = path.join(__dirname, '..', 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function checkBuilt(): void {
  const missing = siteApps.filter(
    (app) => !existsSync(path.join(repoRoot, app, 'dist', 'mf-manifest.json')),
  );
  if (missing.length > 0) {
    throw new Error(
      `derlenmemiş uygulamalar: ${missing.join(', ')} (BENCH_SKIP_BUILD olmadan çalıştırın)`,
    );
  }
}

async function main(): Promise<void> {
  const started = new Date();
  let site: Site | undefined;
  let browser: Browser | undefined;
  let stopping = false;
  const stopAll = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: tarayıcılar ve sunucu kapatılıyor`);
    await browser?.close().catch(() => {});
    await killChromes().catch(() => {});
    await site?.stop();
    process.exit(130);
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);

  if (skipBuild) console.log('▶ BENCH_SKIP_BUILD=1: var olan derlemeler kullanılıyor');
  else buildApps();
  checkBuilt();
  console.log('▶ sunucu başlıyor (npm start gibi: gömülü veritabanı, örnek veri, NODE_ENV yok)');
  site = await startSite();
  try {
    // BENCH_WEB_PAGES keeps the pages it names (label or path); the yardstick is always measured.
    const pages = (await publicPages(site.url)).filter(
      (page) =>
        onlyPages.length === 0 ||
        onlyPages.some((entry) => entry === page.label || entry === page.path),
    );
    const loadBefore = loadText();
    console.log(`\n# Web hızı, ${started.toISOString().slice(0, 10)}, ${machineLine()}`);
    console.log(`  site ${site.url}, sayfalar: ${pages.map((page) => page.path).join(' ')}`);
    const yardstick = await installYardstick(site.url, site.dataDir);
    const yardstickPage: PublicPage = { label: 'ölçüt sayfası', path: yardstick.path };
    console.log(
      `  ölçüt sayfası ${yardstick.path}: React, react-dom, styled-components, 12 kart, ` +
        `${kib(yardstick.scriptBytes)} KiB JavaScript (gzip -9)`,
    );

    browser = await launchChromium();
    const chromiumVersion = browser.version();
    console.log(`  Chromium ${chromiumVersion}`);
    // Which app serves a shared module can change from one load to the next (federation's
    // share scope), so / is visited several times, each in a fresh context (empty cache).
    const firstVisits: FirstRenderJs[] = [];
    const repeatVisits: RepeatVisit[] = [];
    for (let visit = 0; visit < jsVisits; visit++) {
      const context = await desktopContext(browser, site.url);
      const { page, result } = await measureFirstRenderJs(context, '/');
      firstVisits.push(result);
      repeatVisits.push(await measureRepeatVisit(page, result));
      await context.close();
    }
    printFirstRender(firstVisits);
    printRepeat(repeatVisits);
    if (withLighthouse && warm) {
      console.log('\n▶ ısınma: her sayfa bir kez (telefon ekranı), ölçülmez');
      await warmUp(
        browser,
        site.url,
        [yardstickPage, ...pages].map((entry) => entry.path),
      );
    }

    if (!withLighthouse) return;
    // Each round measures the yardstick first, then the six pages: Lighthouse, then the trace.
    const measured = [yardstickPage, ...pages];
    console.log(`\n▶ Lighthouse ve iz: ${runs} tur × (ölçüt + ${pages.length} sayfa)`);
    const results: LighthouseRun[][] = measured.map(() => []);
    const traces: TraceSummary[][] = measured.map(() => []);
    // Round by round over all pages, so a change of the machine's load spreads over every page.
    for (let run = 1; run <= runs; run++) {
      for (const [index, entry] of measured.entries()) {
        // A run Lighthouse itself could not complete (e.g. NO_NAVSTART, a broken trace)
        // measured nothing: it is run again, at most twice, and said so.
        let result = await runLighthouse(`${site.url}${entry.path}`);
        for (let retry = 1; retry <= 2 && result.runtimeError !== null; retry++) {
          console.log(`  ${run}/${runs} ${entry.label}: ${result.runtimeError} → yeniden`);
          result = await runLighthouse(`${site.url}${entry.path}`);
        }
        results[index]?.push(result);
        const trace = await traceVisit(browser, site.url, entry.path);
        traces[index]?.push(trace);
        console.log(
          `  ${run}/${runs} ${entry.label.padEnd(26)} perf ${result.performance} ` +
            `LCP ${seconds(result.lcp)} s CLS ${fixed(result.cls, 3)} TBT ${fixed(result.tbt, 0)} ms ` +
            `| yükleme ${fixed(trace.load.busyMs, 0)} ms boşta ${fixed(trace.idle.busyMs, 0)} ms` +
            [result.runtimeError, ...result.problems]
              .filter((problem) => problem !== null)
              .map((problem) => `  ! ${problem}`)
              .join(''),
        );
      }
    }
    await browser.close();
    browser = undefined;
    printLighthouse(
      measured,
      results.map((pageRuns) => summarizeRuns(pageRuns)),
    );
    const figures = measured.map((_, index) =>
      pageFigures({ lighthouse: results[index] ?? [], traces: traces[index] ?? [] }),
    );
    const [yardstickFigures, ...pageFiguresList] = figures;
    if (yardstickFigures) {
      printAgainstYardstick(pages, pageFiguresList, yardstickFigures, {
        lighthouse: results[0] ?? [],
        traces: traces[0] ?? [],
      });
    }
    const benchmarkIndexes = results.flat().map((run) => run.benchmarkIndex);
    console.log(
      `\n  makine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ` +
        `${Math.round(os.totalmem() / 1024 ** 3)} GiB; Lighthouse benchmarkIndex medyan ` +
        `${fixed(median(benchmarkIndexes), 0)} (${fixed(Math.min(...benchmarkIndexes), 0)}–` +
        `${fixed(Math.max(...benchmarkIndexes), 0)}); Chromium ${chromiumVersion}; ` +
        `yük (1/5/15 dk) önce ${loadBefore}, sonra ${loadText()}`,
    );
    console.log(`\n  bitti: ${machineLine()}`);
  } finally {
    await browser?.close().catch(() => {});
    await site.stop();
  }
}

main().then(
  // Nothing may keep the process alive once the server is stopped.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

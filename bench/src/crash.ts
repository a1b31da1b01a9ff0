// `pnpm --filter @kanat/bench run crash`: crash durability. The real server, many
// signed-in bidders on one auction, SIGKILL mid-run and a restart on the same database, three
// times on PostgreSQL and once on the embedded database; per run what the clients were told
// against what is stored (server/src/test/crash-run.ts, which the crash tests share).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type CrashRunOptions,
  type CrashRunReport,
  type CrashTarget,
  runCrashScenario,
} from '@kanat/testkit/crash-run';
import { createBenchDatabase, dropBenchDatabase } from './lib/bench-database';
import { machineLine } from './lib/bench-env';

const bidders = Number(process.env.BENCH_CRASH_BIDDERS ?? 150);
const seconds = Number(process.env.BENCH_CRASH_SECONDS ?? 6);
const postgresRuns = Number(process.env.BENCH_CRASH_PG_RUNS ?? 3);
/** One more PostgreSQL run with this soft close (minutes; 0: none), so the end moves. */
const softCloseRun = Number(process.env.BENCH_CRASH_SOFT_CLOSE ?? 1);

const plan: Omit<CrashRunOptions, 'target'> = {
  bidders,
  beforeKillMs: seconds * 1000,
  afterRestartMs: seconds * 1000,
  lateMs: 2_000,
  softCloseMinutes: 0,
  log: (line) => console.log(`  ${line}`),
};

function line(label: string, r: CrashRunReport): string {
  const mismatches = `${r.price.ok ? 0 : 1}/${r.bidCount.ok ? 0 : 1}`;
  return [
    label,
    `onaylanan ${r.acknowledged}`,
    `bulunan ${r.found}`,
    `kayıp ${r.missing.length}`,
    `çift ${r.duplicates}`,
    `uyuşmazlık (fiyat/sayı) ${mismatches}`,
    `geç kabul ${r.lateAcceptances + r.lateAcknowledgements}`,
    `yeniden açılış ${(r.restartMs / 1000).toFixed(1)} s`,
  ].join(' | ');
}

function details(r: CrashRunReport): string {
  const refused = Object.entries(r.refused)
    .map(([reason, count]) => `${count}× ${reason}`)
    .join('; ');
  return [
    `  istek ${r.requests}, bağlantı hatası ${r.connectionErrors}, öldürülürken yolda ${r.inFlightAtKill}, yenilenen belirteç ${r.tokenRenewals}`,
    `  onay: öldürmeden önce ${r.acknowledgedBeforeKill}, yeniden açılıştan sonra ${r.acknowledgedAfterRestart}, yeniden denemede ${r.acknowledgedOnRetry}`,
    `  kayıtlı ama onaylanmamış ${r.storedUnacknowledged}, yabancı ${r.strangers}, kimlik uyuşmazlığı ${r.bidIdMismatches}, yanıtsız ${r.unanswered}`,
    `  fiyat ${r.price.current} (en yüksek kayıt ${r.price.highestStored}), teklif sayısı ${r.bidCount.stored} (satır ${r.bidCount.rows})`,
    `  bitiş: konan ${new Date(r.expiry.set).toISOString()}, kayıtlı ${new Date(r.expiry.stored).toISOString()} (tekliflerden ${r.expiry.ok ? 'aynısı' : 'FARKLI'})`,
    `  bitişten sonra gönderilen ${r.requestsAfterEnd}; ilk açılış ${(r.firstStartMs / 1000).toFixed(1)} s; teklif süresi ${(r.biddingMs / 1000).toFixed(1)} s`,
    `  reddedilen: ${refused}`,
    `  sunucunun günlüğündeki hatalar: ${r.loggedErrors.length === 0 ? 'yok' : `\n    ${r.loggedErrors.join('\n    ')}`}`,
  ].join('\n');
}

async function runOn(
  label: string,
  target: CrashTarget,
  softCloseMinutes = 0,
): Promise<CrashRunReport> {
  console.log(`\n${label}`);
  const report = await runCrashScenario({ ...plan, target, softCloseMinutes });
  console.log(line(label, report));
  console.log(details(report));
  return report;
}

async function main(): Promise<void> {
  console.log(`## Çökme dayanıklılığı — ${machineLine()}`);
  console.log(`${bidders} teklif veren, öldürmeden önce ve yeniden açılıştan sonra ~${seconds} s`);
  const results: Array<[string, CrashRunReport]> = [];
  for (let run = 1; run <= postgresRuns; run++) {
    const name = `km_bench_crash_${run}`;
    const url = await createBenchDatabase(name);
    try {
      results.push([
        `PostgreSQL ${run}`,
        await runOn(`PostgreSQL ${run}`, { kind: 'postgres', url }),
      ]);
    } finally {
      await dropBenchDatabase(name);
    }
  }
  if (softCloseRun > 0) {
    const name = 'km_bench_crash_soft';
    const url = await createBenchDatabase(name);
    const label = `PostgreSQL, yumuşak kapanış ${softCloseRun} dk`;
    try {
      results.push([label, await runOn(label, { kind: 'postgres', url }, softCloseRun)]);
    } finally {
      await dropBenchDatabase(name);
    }
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'km-bench-crash-'));
  try {
    results.push(['gömülü (PGlite)', await runOn('gömülü (PGlite)', { kind: 'pglite', dataDir })]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log('\n## Özet');
  for (const [label, report] of results) console.log(line(label, report));
  const failed = results.filter(
    ([, r]) =>
      r.missing.length > 0 ||
      r.duplicates > 0 ||
      r.bidIdMismatches > 0 ||
      !r.price.ok ||
      !r.bidCount.ok ||
      r.lateAcceptances + r.lateAcknowledgements > 0 ||
      !r.expiry.ok,
  );
  if (failed.length > 0) {
    console.log(`Kusurlu koşu: ${failed.map(([label]) => label).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

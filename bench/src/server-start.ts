// Benchmark: how long the server takes to start and how much memory it holds once idle, for
// its sources under tsx and for the built server (server/dist, as production runs it), on the
// embedded database and on PostgreSQL. Each start is on a database already created and
// migrated by a first start that is not counted (a restart, as a deploy does); the third
// database is the embedded one as `npm start` leaves it. Start time is
// from the spawn to the first 200 of GET /api/time; idle RSS is the server process's resident
// memory (VmRSS) once it has answered and sat idle for BENCH_SETTLE_SECONDS.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@kanat/testkit/server-process';
import { createBenchDatabase, dropBenchDatabase } from './lib/bench-database';
import { machineLine, repoRoot } from './lib/bench-env';
import { freePort, type ServerProcess } from './lib/server-process';

const databaseName = 'km_bench_start';
const runs = Number(process.env.BENCH_START_RUNS ?? 5);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);

interface Variant {
  label: string;
  built: boolean;
  node: string;
}

/** The ways of starting compared: BENCH_OLD_NODE adds the sources under tsx on that node. */
function variants(): Variant[] {
  const here = `Node ${process.versions.node}`;
  const list: Variant[] = [
    { label: `tsx, kaynak (${here})`, built: false, node: process.execPath },
    { label: `derlenmiş, server/dist (${here})`, built: true, node: process.execPath },
  ];
  const old = process.env.BENCH_OLD_NODE;
  if (old) {
    const version = spawnSync(old, ['--version'], { encoding: 'utf8' }).stdout.trim();
    list.unshift({ label: `tsx, kaynak (Node ${version.slice(1)})`, built: false, node: old });
  }
  return list;
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

async function answersTime(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/time`);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function startOnce(
  variant: Variant,
  env: Record<string, string>,
): Promise<{ startMs: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const server: ServerProcess = await startServerProcess(env, {
    port,
    built: variant.built,
    node: variant.node,
    onStderr: () => {},
  });
  try {
    while (!(await answersTime(server.url))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const startMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    return { startMs, rss: rssMiB(server.child.pid as number) };
  } finally {
    await server.stop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
    : (sorted[Math.floor(middle)] as number);
}

export async function runServerStart(): Promise<void> {
  console.log(`\n## Sunucu açılışı ve boştaki bellek — önce: ${machineLine()}`);
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'km-bench-start-'));
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'km-bench-start-site-'));
  const url = await createBenchDatabase(databaseName);
  const databases: { label: string; env: Record<string, string> }[] = [
    { label: 'PGlite', env: { DATABASE_URL: '', DATA_DIR: pgliteDir } },
    { label: 'PostgreSQL', env: { DATABASE_URL: url } },
    // As after `npm start`: development, the demo data (seeded by the uncounted first start),
    // the built apps of the repository for the pages it renders.
    {
      label: 'PGlite, npm start gibi (geliştirme, örnek veri)',
      env: {
        DATABASE_URL: '',
        DATA_DIR: siteDir,
        NODE_ENV: 'development',
        SEED: 'true',
        APPS_DIR: repoRoot,
      },
    },
  ];
  try {
    const all = variants();
    for (const database of databases) {
      // The first start creates and migrates the database: not counted.
      await startOnce(all[all.length - 1] as Variant, database.env);
      const samples = all.map(() => ({ start: [] as number[], rss: [] as number[] }));
      for (let run = 0; run < runs; run++) {
        // One start of each variant per round, so a change in the machine's load falls on all.
        for (const [i, variant] of all.entries()) {
          const one = await startOnce(variant, database.env);
          samples[i]?.start.push(one.startMs);
          samples[i]?.rss.push(one.rss);
        }
      }
      for (const [i, variant] of all.entries()) {
        const s = samples[i] as { start: number[]; rss: number[] };
        console.log(
          `${database.label}, ${variant.label}: açılış medyan ${median(s.start).toFixed(0)} ms ` +
            `(${s.start.map((v) => v.toFixed(0)).join(', ')}), boşta RSS medyan ` +
            `${median(s.rss).toFixed(0)} MiB (${s.rss.map((v) => v.toFixed(0)).join(', ')})`,
        );
      }
    }
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
    await dropBenchDatabase(databaseName);
  }
  console.log(`sonra: ${machineLine()}`);
}

if (require.main === module) {
  runServerStart().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

import os from 'node:os';
import path from 'node:path';

/** The repository root (bench/src/lib -> ../../..). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/**
 * The PostgreSQL server the benchmarks use; the named database only serves to create and drop
 * the dedicated benchmark databases (km_bench_*), which never touch anything else on it.
 */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The machine the figures come from, with its 1-minute load average: on a shared machine a
 * high load explains slow figures better than any code does.
 */
export function machineLine(): string {
  const cpus = os.cpus();
  const gib = Math.round(os.totalmem() / 1024 ** 3);
  const load = os.loadavg()[0]?.toFixed(1);
  return `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${gib} GiB, Node ${process.versions.node}, yük ${load}`;
}

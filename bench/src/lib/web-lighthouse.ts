// Lighthouse 13 through its node API, exactly as `lighthouse <url> --chrome-flags="--headless
// --no-sandbox --disable-gpu"` runs it: the default config (mobile, simulated slow 4G, 4× CPU
// slowdown) and a fresh Chrome started by chrome-launcher (the CLI's own launcher, with its
// default flags) for every run. Each run is a plain-Node child process
// (web-lighthouse-child.mjs), which writes the report here to a temporary file.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Runs in progress, for killChromes. */
const running = new Set<ChildProcess>();

/** Stops the runs in progress (each kills its Chrome, which runs detached), on Ctrl-C. */
export async function killChromes(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  running.clear();
}

/** The report of one Lighthouse run of `url`. */
export async function lighthouseReport(url: string): Promise<Result> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'km-bench-lh-'));
  const output = path.join(dir, 'lhr.json');
  try {
    const child = spawn(
      process.execPath,
      [
        path.join(__dirname, 'web-lighthouse-child.mjs'),
        url,
        output,
        CHROMIUM_PATH,
        LIGHTHOUSE_CHROME_FLAGS.join(' '),
        LIGHTHOUSE_CATEGORIES.join(','),
      ],
      { stdio: ['ignore', 'inherit', 'pipe'] },
    );
    running.add(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    running.delete(child);
    if (code !== 0) throw new Error(`Lighthouse ${url} (çıkış ${code}):\n${stderr.slice(-3000)}`);
    return JSON.parse(readFileSync(output, 'utf8')) as Result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One Lighthouse run of one page; scores ×100, times in ms, bytes as transferred. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  transferredBytes: number;
  /** Lighthouse's measure of the machine's speed (environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** The LCP element's HTML snippet (from the LCP breakdown insight), if Lighthouse found it. */
  lcpElement: string | null;
  /** Lighthouse's runtime error (the run measured nothing), if any. */
  runtimeError: string | null;
  /** Lighthouse's warnings about the run, if any. */
  problems: string[];
}

type Lhr = Result;

function score(lhr: Lhr, category: string): number {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
}

function numeric(lhr: Lhr, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : Number.NaN;
}

/** The first `{ type: 'node', snippet }` anywhere in an audit's details. */
function findSnippet(details: unknown): string | null {
  if (details === null || typeof details !== 'object') return null;
  const item = details as { type?: unknown; snippet?: unknown };
  if (item.type === 'node' && typeof item.snippet === 'string') return item.snippet;
  for (const value of Object.values(details)) {
    const found = findSnippet(value);
    if (found !== null) return found;
  }
  return null;
}

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const lhr = await lighthouseReport(url);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    transferredBytes: numeric(lhr, 'total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lcpElement: findSnippet(lhr.audits['lcp-breakdown-insight']?.details),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    problems: lhr.runWarnings.map(String),
  };
}

/** The median of the finite values (mean of the middle two for an even count); NaN if none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export type MetricKey = Exclude<keyof LighthouseRun, 'lcpElement' | 'runtimeError' | 'problems'>;
export const metricKeys: MetricKey[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'si',
  'transferredBytes',
  'benchmarkIndex',
];

export type PageSummary = Record<MetricKey, number> & {
  /** Lowest and highest value of each metric over the runs. */
  range: Record<MetricKey, [number, number]>;
  /** The run whose LCP is the median one (the lower of the middle two for an even count). */
  medianRun: LighthouseRun | undefined;
  runs: number;
};

/** Each metric's median taken on its own (not one run's figures). */
export function summarizeRuns(runs: readonly LighthouseRun[]): PageSummary {
  const medians = {} as Record<MetricKey, number>;
  const range = {} as Record<MetricKey, [number, number]>;
  for (const key of metricKeys) {
    const values = runs.map((run) => run[key]).filter(Number.isFinite);
    medians[key] = median(values);
    range[key] = [Math.min(...values), Math.max(...values)];
  }
  const byLcp = runs.filter((run) => Number.isFinite(run.lcp)).sort((a, b) => a.lcp - b.lcp);
  const medianRun = byLcp[Math.floor((byLcp.length - 1) / 2)];
  return { ...medians, range, medianRun, runs: runs.length };
}

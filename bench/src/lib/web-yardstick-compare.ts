// The site's pages against the yardstick page measured in the same run: the medians of the
// rounds, their ratios to the yardstick's, and the checks of the main-thread targets.
import { type LighthouseRun, median } from './web-lighthouse';
import type { TraceSummary } from './web-trace-summary';

/** Everything measured of one page over the rounds (Lighthouse and the unthrottled trace). */
export interface PageRounds {
  lighthouse: LighthouseRun[];
  traces: TraceSummary[];
}

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  /** Lighthouse's TBT (simulated 4× slowdown), ms. */
  tbt: number;
  /** Unthrottled main-thread busy time, ms: the load (to 3 s after the load event)… */
  loadBusy: number;
  /** …and the 10 s after it. */
  idleBusy: number;
  idleLayouts: number;
  idleStyleRecalcs: number;
  idleScripts: number;
}

const med = (values: number[]) => median(values);

export function pageFigures(rounds: PageRounds): PageFigures {
  const lh = rounds.lighthouse;
  const tr = rounds.traces;
  return {
    performance: med(lh.map((run) => run.performance)),
    accessibility: med(lh.map((run) => run.accessibility)),
    bestPractices: med(lh.map((run) => run.bestPractices)),
    seo: med(lh.map((run) => run.seo)),
    lcp: med(lh.map((run) => run.lcp)),
    cls: med(lh.map((run) => run.cls)),
    tbt: med(lh.map((run) => run.tbt)),
    loadBusy: med(tr.map((trace) => trace.load.busyMs)),
    idleBusy: med(tr.map((trace) => (trace.idle.busyMs * 10_000) / trace.idleMs)),
    idleLayouts: med(tr.map((trace) => trace.idle.counts.layouts)),
    idleStyleRecalcs: med(tr.map((trace) => trace.idle.counts.styleRecalcs)),
    idleScripts: med(tr.map((trace) => trace.idle.counts.scripts)),
  };
}

/** `value / base`; NaN when the base is not a positive number. */
export function ratio(value: number, base: number): number {
  return base > 0 && Number.isFinite(value) ? value / base : Number.NaN;
}

/** How far apart the rounds are: (highest − lowest) / median; 0 for fewer than two values. */
export function spread(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return 0;
  const middle = median(finite);
  if (!(middle > 0)) return Number.NaN;
  return (Math.max(...finite) - Math.min(...finite)) / middle;
}

/** A yardstick whose rounds differ by more than this cannot steer a comparison. */
export const YARDSTICK_MAX_SPREAD = 0.3;

/** The targets of the main thread, checked on the medians of a run's rounds. */
export const mainThreadTargets = {
  /** TBT and load busy time at most this many times the yardstick's. */
  maxRatio: 1.5,
  idleMsPer10s: 100,
  /** Performance this high wherever the yardstick reaches `yardstickPerformance`. */
  performance: 95,
  yardstickPerformance: 98,
  lcpMs: 2000,
  cls: 0.02,
  otherScores: 100,
} as const;

/** The targets a page misses against the yardstick, in words; empty when it meets them all. */
export function missedAgainstYardstick(page: PageFigures, yardstick: PageFigures): string[] {
  const t = mainThreadTargets;
  const missed: string[] = [];
  const tbtRatio = ratio(page.tbt, yardstick.tbt);
  if (!(tbtRatio <= t.maxRatio)) missed.push(`TBT ${tbtRatio.toFixed(2)}× > ${t.maxRatio}×`);
  const loadRatio = ratio(page.loadBusy, yardstick.loadBusy);
  if (!(loadRatio <= t.maxRatio)) missed.push(`yükleme ${loadRatio.toFixed(2)}× > ${t.maxRatio}×`);
  if (!(page.idleBusy <= t.idleMsPer10s)) {
    missed.push(`boşta ${Math.round(page.idleBusy)} ms > ${t.idleMsPer10s} ms/10 s`);
  }
  if (yardstick.performance >= t.yardstickPerformance && !(page.performance >= t.performance)) {
    missed.push(`perf ${page.performance} < ${t.performance}`);
  }
  if (!(page.lcp <= t.lcpMs)) missed.push(`LCP ${(page.lcp / 1000).toFixed(2)} s > 2 s`);
  if (!(page.cls <= t.cls)) missed.push(`CLS ${page.cls.toFixed(3)} > ${t.cls}`);
  for (const [label, value] of [
    ['a11y', page.accessibility],
    ['bp', page.bestPractices],
    ['seo', page.seo],
  ] as const) {
    if (!(value >= t.otherScores)) missed.push(`${label} ${value} < ${t.otherScores}`);
  }
  return missed;
}

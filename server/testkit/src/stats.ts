/** The q-quantile (0..1) of already sorted samples, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = Float64Array.from(samples).sort();
  const list = Array.from(sorted);
  const sum = list.reduce((total, value) => total + value, 0);
  return {
    count: list.length,
    p50: quantile(list, 0.5),
    p95: quantile(list, 0.95),
    p99: quantile(list, 0.99),
    max: list[list.length - 1] ?? Number.NaN,
    mean: list.length === 0 ? Number.NaN : sum / list.length,
  };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export function wallClockMs(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * Delivery delays of live updates: for each bid (its count, when it was sent) the time each
 * of `watchers` watchers received it (`receipts[bidCount][w]`), and how many never arrived.
 */
export function deliveryDelays(
  sentAt: Iterable<[number, number]>,
  receipts: Record<string, readonly (number | null)[]>,
  watchers: number,
): { delays: number[]; missing: number } {
  const delays: number[] = [];
  let missing = 0;
  for (const [bidCount, started] of sentAt) {
    const times = receipts[String(bidCount)] ?? [];
    for (let w = 0; w < watchers; w++) {
      const at = times[w];
      if (at === undefined || at === null || Number.isNaN(at)) missing += 1;
      else delays.push(at - started);
    }
  }
  return { delays, missing };
}

// The pure part of the bench's main-thread figures: a Chromium trace (Trace Event Format) of
// one page load summed into busy time and counts of the work that filled it.

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** Kinds of main-thread work counted in each window. */
export const countedEvents = {
  layouts: 'Layout',
  styleRecalcs: 'UpdateLayoutTree',
  paints: 'Paint',
  scripts: 'FunctionCall',
  timers: 'TimerFire',
  animationFrames: 'FireAnimationFrame',
} as const;
export type CountKey = keyof typeof countedEvents;

export interface WindowSummary {
  /** Milliseconds the main thread spent in tasks in the window (the union of the tasks). */
  busyMs: number;
  /** The same for tasks of 50 ms and more, beyond their first 50 ms (unthrottled TBT). */
  blockingMs: number;
  counts: Record<CountKey, number>;
}

export interface TraceWindows {
  /** How long after the load event the page is still counted as loading (its apps wake). */
  settleMs: number;
  /** The idle window that follows. */
  idleMs: number;
}

export interface TraceSummary extends TraceWindows {
  /** From the navigation's start to `settleMs` after the end of the load event. */
  load: WindowSummary;
  /** The `idleMs` after that. */
  idle: WindowSummary;
  /** From the navigation's start to the end of the load event. */
  loadEventMs: number;
}

/** Total length of the union of [start, end) intervals clipped to [from, to). */
export function unionLength(
  intervals: readonly (readonly [number, number])[],
  from: number,
  to: number,
): number {
  const clipped = intervals
    .map(([start, end]) => [Math.max(start, from), Math.min(end, to)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let currentStart = Number.NaN;
  let currentEnd = Number.NaN;
  for (const [start, end] of clipped) {
    if (Number.isNaN(currentEnd) || start > currentEnd) {
      if (!Number.isNaN(currentEnd)) total += currentEnd - currentStart;
      currentStart = start;
      currentEnd = end;
    } else {
      currentEnd = Math.max(currentEnd, end);
    }
  }
  if (!Number.isNaN(currentEnd)) total += currentEnd - currentStart;
  return total;
}

const isMainFrameLoad = (event: TraceEvent, url: string) => {
  const data = event.args?.data ?? {};
  return (
    data.isLoadingMainFrame === true &&
    typeof data.documentLoaderURL === 'string' &&
    data.documentLoaderURL.startsWith(url)
  );
};

/**
 * Sums the trace of a visit of `url` (which must begin with the page's address) on the
 * renderer main thread that navigated to it: the load, from its `navigationStart` to
 * `settleMs` after `loadEventEnd`, and the `idleMs` after that. Throws when the trace holds
 * no such navigation.
 */
export function summarizeTrace(
  events: readonly TraceEvent[],
  url: string,
  { settleMs, idleMs }: TraceWindows,
): TraceSummary {
  const start = events.find(
    (event) => event.name === 'navigationStart' && isMainFrameLoad(event, url),
  );
  if (!start) throw new Error(`izde ${url} için navigationStart yok`);
  const onThread = (event: TraceEvent) => event.pid === start.pid && event.tid === start.tid;
  const loadEnd = events.find(
    (event) => event.name === 'loadEventEnd' && onThread(event) && event.ts >= start.ts,
  );
  if (!loadEnd) throw new Error(`izde ${url} için loadEventEnd yok`);
  const tasks = events
    .filter((event) => onThread(event) && event.ph === 'X' && event.name === 'RunTask')
    .map((event) => [event.ts, event.ts + (event.dur ?? 0)] as const);
  const window = (from: number, to: number): WindowSummary => {
    const counts = {} as Record<CountKey, number>;
    for (const [key, name] of Object.entries(countedEvents) as [CountKey, string][]) {
      counts[key] = events.filter(
        (event) => onThread(event) && event.name === name && event.ts >= from && event.ts < to,
      ).length;
    }
    const blocking = tasks
      .filter(([taskStart]) => taskStart >= from && taskStart < to)
      .reduce((sum, [taskStart, taskEnd]) => sum + Math.max(0, taskEnd - taskStart - 50_000), 0);
    return {
      busyMs: unionLength(tasks, from, to) / 1000,
      blockingMs: blocking / 1000,
      counts,
    };
  };
  const settled = loadEnd.ts + settleMs * 1000;
  return {
    load: window(start.ts, settled),
    idle: window(settled, settled + idleMs * 1000),
    settleMs,
    idleMs,
    loadEventMs: (loadEnd.ts - start.ts) / 1000,
  };
}

import type { LighthouseRun } from './web-lighthouse';
import { summarizeTrace, type TraceEvent, unionLength } from './web-trace-summary';
import {
  missedAgainstYardstick,
  type PageFigures,
  pageFigures,
  ratio,
  spread,
} from './web-yardstick-compare';

const url = 'http://127.0.0.1:8080/';
const main = { pid: 7, tid: 7 };
const other = { pid: 9, tid: 9 };
const ms = 1000;

const task = (at: number, length: number, thread = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: at * ms,
  dur: length * ms,
  ...thread,
});
const mark = (name: string, at: number, data: Record<string, unknown> = {}): TraceEvent => ({
  name,
  ph: 'R',
  ts: at * ms,
  ...main,
  args: { data },
});
const instant = (name: string, at: number): TraceEvent => ({ name, ph: 'X', ts: at * ms, ...main });

describe('unionLength', () => {
  it('counts overlapping and nested tasks once and clips them to the window', () => {
    expect(
      unionLength(
        [
          [0, 10],
          [5, 20],
          [6, 7],
          [30, 40],
        ],
        2,
        35,
      ),
    ).toBe(18 + 5);
    expect(unionLength([], 0, 10)).toBe(0);
  });
});

describe('summarizeTrace', () => {
  const events: TraceEvent[] = [
    mark('navigationStart', 1000, { isLoadingMainFrame: true, documentLoaderURL: url }),
    mark('navigationStart', 900, { isLoadingMainFrame: true, documentLoaderURL: '' }),
    task(1000, 100),
    task(1050, 20), // inside the one above
    instant('Layout', 1060),
    task(1500, 80),
    mark('loadEventEnd', 1600),
    task(2000, 300), // in the 3 s after the load event: still the load
    task(5000, 10), // idle window: 4600 … 14600
    instant('Layout', 5001),
    instant('UpdateLayoutTree', 5002),
    task(9000, 30),
    task(9000, 500, other), // another process's thread
    task(20_000, 50), // after the windows
  ];

  it('sums the main thread busy time of the load and of the idle window after it', () => {
    const summary = summarizeTrace(events, url, { settleMs: 3000, idleMs: 10_000 });
    expect(summary.loadEventMs).toBe(600);
    expect(summary.load.busyMs).toBe(100 + 80 + 300);
    expect(summary.load.blockingMs).toBe(50 + 30 + 250);
    expect(summary.load.counts.layouts).toBe(1);
    expect(summary.idle.busyMs).toBe(40);
    expect(summary.idle.counts).toMatchObject({ layouts: 1, styleRecalcs: 1, scripts: 0 });
  });

  it('refuses a trace without the navigation', () => {
    expect(() => summarizeTrace(events.slice(1), url, { settleMs: 0, idleMs: 1 })).toThrow(
      /navigationStart/,
    );
  });
});

describe('comparison with the yardstick', () => {
  const run = (tbt: number, performance = 99): LighthouseRun => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcp: 800,
    lcp: 1500,
    tbt,
    cls: 0,
    si: 900,
    transferredBytes: 1,
    benchmarkIndex: 1000,
    lcpElement: null,
    runtimeError: null,
    problems: [],
  });

  it('takes the median of the rounds and scales the idle window to 10 s', () => {
    const figures = pageFigures({
      lighthouse: [run(300), run(100), run(200)],
      traces: [
        {
          load: { busyMs: 500, blockingMs: 0, counts: {} as never },
          idle: { busyMs: 25, blockingMs: 0, counts: { layouts: 2 } as never },
          settleMs: 3000,
          idleMs: 5000,
          loadEventMs: 1,
        },
      ],
    });
    expect(figures.tbt).toBe(200);
    expect(figures.loadBusy).toBe(500);
    expect(figures.idleBusy).toBe(50);
  });

  it('says how far the rounds are apart', () => {
    expect(spread([100, 120, 140])).toBeCloseTo(0.333, 3);
    expect(spread([100])).toBe(0);
    expect(ratio(30, 20)).toBe(1.5);
    expect(ratio(30, 0)).toBeNaN();
  });

  const yardstick: PageFigures = {
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp: 1000,
    cls: 0,
    tbt: 400,
    loadBusy: 600,
    idleBusy: 120,
    idleLayouts: 0,
    idleStyleRecalcs: 0,
    idleScripts: 0,
  };

  it('holds a page to 1.5× the yardstick, 100 ms of idle work and the scores', () => {
    expect(
      missedAgainstYardstick({ ...yardstick, tbt: 600, loadBusy: 900, idleBusy: 100 }, yardstick),
    ).toEqual([]);
    expect(
      missedAgainstYardstick(
        { ...yardstick, tbt: 601, loadBusy: 1000, idleBusy: 101, performance: 94, seo: 92 },
        yardstick,
      ),
    ).toEqual([
      'TBT 1.50× > 1.5×',
      'yükleme 1.67× > 1.5×',
      'boşta 101 ms > 100 ms/10 s',
      'perf 94 < 95',
      'seo 92 < 100',
    ]);
  });

  it('asks for performance 95 only where the yardstick reaches 98', () => {
    const slow = { ...yardstick, performance: 90 };
    expect(missedAgainstYardstick({ ...slow, idleBusy: 0, performance: 80 }, slow)).toEqual([]);
  });
});

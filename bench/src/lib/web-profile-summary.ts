// What web-profile.ts prints: one page's main thread, from a timeline trace and a JavaScript
// profile (CDP Profiler) taken in the same visit, with the apps' source maps read from their
// dist folders so the functions carry their source names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { repoRoot } from './bench-env';

export interface TimelineEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> & { url?: string; type?: string } };
}

export interface CpuProfile {
  nodes: {
    id: number;
    parent?: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Windows {
  thread: { pid: number; tid: number };
  load: [number, number];
  idle: [number, number];
  loadEventMs: number;
}

const maps = new Map<string, TraceMap | null>();

/** The source map of a script the site served (shell at /, a remote at /mf/<name>/). */
function mapOf(url: string): TraceMap | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  let map: TraceMap | null = null;
  try {
    const { pathname } = new URL(url);
    const remote = /^\/mf\/([^/]+)\/(.*)$/.exec(pathname);
    const file = remote
      ? path.join(repoRoot, `mf-${remote[1]}`, 'dist', `${remote[2]}.map`)
      : path.join(repoRoot, 'shell', 'dist', `${pathname.slice(1)}.map`);
    if (existsSync(file)) map = new TraceMap(readFileSync(file, 'utf8'));
  } catch {
    map = null;
  }
  maps.set(url, map);
  return map;
}

/** "react-dom", "@tanstack/query-core", "shell/src/…" from a source path. */
export function packageOf(source: string): string {
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pnpm?.[1]) return pnpm[1];
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (plain?.[1]) return plain[1];
  const own = /(shell|shared|mf-[a-z]+)\/src\/(.*)$/.exec(source);
  if (own) return `${own[1]}/src/${own[2]}`;
  return source.replace(/^webpack:\/\/[^/]*\//, '');
}

function frameName(frame: CpuProfile['nodes'][number]['callFrame']): {
  fn: string;
  where: string;
} {
  if (!frame.url) return { fn: frame.functionName || '(anonymous)', where: '' };
  const map = mapOf(frame.url);
  if (map) {
    const original = originalPositionFor(map, {
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (original.source) {
      return {
        fn: original.name ?? frame.functionName ?? '(anonymous)',
        where: `${packageOf(original.source)}:${original.line}`,
      };
    }
  }
  return {
    fn: frame.functionName || '(anonymous)',
    where: `${new URL(frame.url).pathname}:${frame.lineNumber + 1}`,
  };
}

function top(entries: Map<string, number>, count: number): [string, number][] {
  return [...entries.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

const ms = (micro: number) => (micro / 1000).toFixed(1).padStart(7);

/** Self time of each complete event on the thread (its duration less its children's). */
function selfTimes(events: TimelineEvent[]): { event: TimelineEvent; self: number }[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result: { event: TimelineEvent; self: number }[] = [];
  const stack: { event: TimelineEvent; self: number; end: number }[] = [];
  for (const event of sorted) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.self -= Math.min(end, parent.end) - event.ts;
    const entry = { event, self: event.dur ?? 0, end };
    stack.push(entry);
    result.push(entry);
  }
  return result;
}

function kindOf(event: TimelineEvent): string {
  const data = event.args?.data;
  if (event.name === 'EventDispatch') return `EventDispatch ${data?.type ?? ''}`;
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile')
    return `${event.name} ${data?.url ? new URL(String(data.url)).pathname : ''}`;
  return event.name;
}

function printWindow(
  label: string,
  events: TimelineEvent[],
  profile: CpuProfile,
  [from, to]: [number, number],
  longTasks: boolean,
): void {
  const inWindow = events.filter((event) => event.ts >= from && event.ts < to);
  const tasks = inWindow.filter((event) => event.name === 'RunTask');
  const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) - 50_000), 0);
  console.log(
    `\n## ${label}: ${tasks.length} görev, meşgul ${ms(busy).trim()} ms, 50 ms üstü ${ms(blocking).trim()} ms`,
  );
  const selves = selfTimes(inWindow);
  const byKind = new Map<string, number>();
  for (const { event, self } of selves) {
    const kind = event.name === 'RunTask' ? 'RunTask (başka bir şeye yazılmayan)' : kindOf(event);
    byKind.set(kind, (byKind.get(kind) ?? 0) + self);
  }
  console.log('  iş türüne göre (öz süre, ms):');
  for (const [kind, micro] of top(byKind, 14)) console.log(`  ${ms(micro)}  ${kind}`);

  if (longTasks) {
    const long = tasks.filter((task) => (task.dur ?? 0) >= 50_000);
    console.log(`  uzun görevler (≥ 50 ms): ${long.length}`);
    for (const task of long.sort((a, b) => a.ts - b.ts)) {
      const end = task.ts + (task.dur ?? 0);
      const inside = selves.filter(
        ({ event }) => event !== task && event.ts >= task.ts && event.ts < end,
      );
      const kinds = new Map<string, number>();
      for (const { event, self } of inside) {
        kinds.set(kindOf(event), (kinds.get(kindOf(event)) ?? 0) + self);
      }
      const what = top(kinds, 4)
        .map(([kind, micro]) => `${kind} ${ms(micro).trim()}`)
        .join(', ');
      console.log(
        `    +${ms(task.ts - from).trim()} ms: ${ms(task.dur ?? 0).trim()} ms  ${what}${jsOf(profile, task.ts, end)}`,
      );
    }
  }

  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    time += profile.timeDeltas[index] ?? 0;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    if (time < from || time >= to) continue;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const { fn, where } = frameName(node.callFrame);
    const key = `${fn} ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
    const pkg = where ? where.replace(/:\d+$/, '').replace(/\/src\/.*/, '/src') : fn;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + delta);
  }
  console.log('  JavaScript öz süresi, pakete göre (ms):');
  for (const [name, micro] of top(byPackage, 12)) console.log(`  ${ms(micro)}  ${name}`);
  console.log('  işleve göre (ms):');
  for (const [name, micro] of top(byFunction, 20)) console.log(`  ${ms(micro)}  ${name}`);
}

/** The packages whose JavaScript ran most in [from, to), for one long task's line. */
function jsOf(profile: CpuProfile, from: number, to: number): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const byPackage = new Map<string, number>();
  let time = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time >= to) continue;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    // The site's own code nearest the sample, else the sample's own package.
    let current: number | undefined = id;
    let own: string | undefined;
    let first: string | undefined;
    while (current !== undefined) {
      const node = nodes.get(current);
      if (!node?.callFrame.url) {
        current = parents.get(current);
        continue;
      }
      const { where } = frameName(node.callFrame);
      const pkg = where.replace(/:\d+$/, '');
      first ??= pkg;
      if (/^(shell|shared|mf-[a-z]+)\/src\//.test(pkg)) {
        own = pkg;
        break;
      }
      current = parents.get(current);
    }
    const key = own ?? first;
    if (key) byPackage.set(key, (byPackage.get(key) ?? 0) + delta);
  }
  const list = top(byPackage, 3);
  return list.length === 0
    ? ''
    : `\n        JS: ${list.map(([name, micro]) => `${name} ${ms(micro).trim()}`).join(', ')}`;
}

export function printProfile(
  allEvents: TimelineEvent[],
  profile: CpuProfile,
  windows: Windows,
): void {
  const events = allEvents.filter(
    (event) =>
      event.ph === 'X' && event.pid === windows.thread.pid && event.tid === windows.thread.tid,
  );
  console.log(`  load olayının sonu: ${windows.loadEventMs.toFixed(0)} ms`);
  printWindow('yükleme', events, profile, windows.load, true);
  printWindow('boşta', events, profile, windows.idle, false);
}

// A separate process holding many live-stream watchers, so the server's fan-out is measured
// from the outside over real sockets. Driven by its parent over IPC (see live-fanout.ts).
import http from 'node:http';
import { wallClockMs } from '@kanat/testkit/stats';

interface Setup {
  urls: string[];
  path: string;
  count: number;
}

export type WatcherMessage =
  | { type: 'ready'; connected: number; failed: number }
  | { type: 'receipts'; receipts: Record<string, number[]> };

export type WatcherCommand = { type: 'collect' } | { type: 'exit' };

const [urls, path, countText, keyText] = process.argv.slice(2);
const setup: Setup = {
  urls: (urls as string).split(','),
  path: path as string,
  count: Number(countText),
};

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
/**
 * The number each frame is keyed by: an auction's `bidCount` (default), or a hall mezat's
 * `version`; the first occurrence in the frame counts.
 */
const frameKey = keyText || 'bidCount';
/** key value -> receive time (wall-clock ms) per watcher index. */
const receipts = new Map<number, Float64Array>();
const requests: http.ClientRequest[] = [];
// The value follows with or without a space (PostgreSQL's jsonb text has one, JSON.stringify none).
const bidCountKey = Buffer.from(`"${frameKey}":`);
const frameEnd = Buffer.from('\n\n');

// Kept cheap on purpose (no text decoding, no JSON): this process shares the machine with
// the server, and its own slowness would count against the server's latency.
function bidCountIn(frame: Buffer): number | null {
  const at = frame.indexOf(bidCountKey);
  if (at === -1) return null;
  let value = 0;
  let i = at + bidCountKey.length;
  if (frame[i] === 0x20 /* space */) i += 1;
  for (; i < frame.length; i++) {
    const digit = (frame[i] as number) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

function record(watcher: number, frame: Buffer, at: number): void {
  const bidCount = bidCountIn(frame);
  if (bidCount === null) return;
  let times = receipts.get(bidCount);
  if (times === undefined) {
    times = new Float64Array(setup.count).fill(Number.NaN);
    receipts.set(bidCount, times);
  }
  if (Number.isNaN(times[watcher])) times[watcher] = at;
}

function openWatcher(index: number): Promise<boolean> {
  const base = setup.urls[index % setup.urls.length] as string;
  const target = `${base}/api/live?paths=${encodeURIComponent(setup.path)}`;
  return new Promise((resolve) => {
    let first = true;
    const request = http.get(
      target,
      { agent, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(false);
          return;
        }
        let pending: Buffer | null = null;
        response.on('data', (chunk: Buffer) => {
          const at = wallClockMs();
          let buffer = pending === null ? chunk : Buffer.concat([pending, chunk]);
          pending = null;
          let end = buffer.indexOf(frameEnd);
          while (end !== -1) {
            const frame = buffer.subarray(0, end);
            buffer = buffer.subarray(end + 2);
            end = buffer.indexOf(frameEnd);
            if (frame[0] !== 0x64 /* d of data: */) continue;
            record(index, frame, at);
            if (first) {
              first = false;
              resolve(true);
            }
          }
          if (buffer.length > 0) pending = Buffer.from(buffer);
        });
        response.on('error', () => resolve(false));
      },
    );
    request.on('error', () => resolve(false));
    requests.push(request);
  });
}

async function main(): Promise<void> {
  let connected = 0;
  let failed = 0;
  // Waves keep the server's accept backlog from overflowing.
  const wave = 250;
  for (let start = 0; start < setup.count; start += wave) {
    const results = await Promise.all(
      Array.from({ length: Math.min(wave, setup.count - start) }, (_, i) => openWatcher(start + i)),
    );
    for (const ok of results) {
      if (ok) connected += 1;
      else failed += 1;
    }
  }
  process.send?.({ type: 'ready', connected, failed } satisfies WatcherMessage);
}

process.on('message', (command: WatcherCommand) => {
  if (command.type === 'collect') {
    const out: Record<string, number[]> = {};
    for (const [bidCount, times] of receipts) out[bidCount] = Array.from(times);
    process.send?.({ type: 'receipts', receipts: out } satisfies WatcherMessage);
  } else if (command.type === 'exit') {
    for (const request of requests) request.destroy();
    agent.destroy();
    process.disconnect();
    process.exit(0);
  }
});

void main();

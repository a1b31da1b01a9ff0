import http from 'node:http';

export interface WatcherFigures {
  opened: number;
  /** Streams the server refused (not 200) or that failed to connect. */
  refused: number;
  /** Streams that ended or broke while the soak was running (each one is reopened). */
  disconnections: number;
  /** `data:` frames received: first values and changes. */
  messages: number;
  /** `event: status` frames (the server's database link went away or came back). */
  statusEvents: number;
}

export interface Watchers {
  figures: WatcherFigures;
  /** Resolves once every stream has answered (or failed) its first time, or after `waitMs`. */
  ready(waitMs: number): Promise<void>;
  /** Stop reopening and close every stream. */
  close(): void;
}

const frameEnd = Buffer.from('\n\n');
const dataLine = Buffer.from('data:');
const statusLine = Buffer.from('event: status');

/**
 * `count` open `GET /api/live` streams for the whole soak, watcher i on `pathsOf(i)`. A stream
 * that ends is reopened after a second, at most `maxReopens` times in all.
 */
export function openWatchers(
  baseUrl: string,
  count: number,
  pathsOf: (index: number) => string[],
  maxReopens: number,
): Watchers {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const figures: WatcherFigures = {
    opened: 0,
    refused: 0,
    disconnections: 0,
    messages: 0,
    statusEvents: 0,
  };
  const requests = new Set<http.ClientRequest>();
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  let reopens = 0;
  let answered = 0;
  let onAllAnswered: (() => void) | null = null;

  const firstAnswer = (index: number, first: { done: boolean }) => {
    if (first.done) return;
    first.done = true;
    if (index >= 0) answered += 1;
    if (answered === count) onAllAnswered?.();
  };

  const reopen = (index: number) => {
    if (closing || reopens >= maxReopens) return;
    reopens += 1;
    const timer = setTimeout(() => {
      timers.delete(timer);
      open(index, -1);
    }, 1000);
    timers.add(timer);
  };

  // `firstIndex` is the watcher's index on its first opening, -1 on a reopening.
  function open(index: number, firstIndex: number) {
    const first = { done: false };
    const target = `${baseUrl}/api/live?paths=${encodeURIComponent(pathsOf(index).join(','))}`;
    const request = http.get(target, { agent, headers: { accept: 'text/event-stream' } });
    requests.add(request);
    let lost = false;
    const lose = () => {
      requests.delete(request);
      if (lost || closing) return;
      lost = true;
      figures.disconnections += 1;
      reopen(index);
    };
    request.on('response', (response) => {
      firstAnswer(firstIndex, first);
      if (response.statusCode !== 200) {
        figures.refused += 1;
        response.resume();
        requests.delete(request);
        reopen(index);
        return;
      }
      figures.opened += 1;
      let pending: Buffer = Buffer.alloc(0);
      response.on('data', (chunk: Buffer) => {
        let buffer = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        let end = buffer.indexOf(frameEnd);
        while (end !== -1) {
          const frame = buffer.subarray(0, end);
          if (frame.indexOf(statusLine) !== -1) figures.statusEvents += 1;
          else if (frame.indexOf(dataLine) !== -1) figures.messages += 1;
          buffer = buffer.subarray(end + frameEnd.length);
          end = buffer.indexOf(frameEnd);
        }
        // Only an unfinished frame stays; copied so the chunk it came from can go.
        pending = Buffer.from(buffer);
      });
      response.on('end', lose);
      response.on('error', lose);
      response.on('close', lose);
    });
    request.on('error', () => {
      if (!first.done) {
        firstAnswer(firstIndex, first);
        if (!closing) figures.refused += 1;
        requests.delete(request);
        reopen(index);
        return;
      }
      lose();
    });
  }

  for (let index = 0; index < count; index++) open(index, index);

  return {
    figures,
    ready: (waitMs) =>
      new Promise<void>((resolve) => {
        if (answered === count) return resolve();
        const timer = setTimeout(resolve, waitMs);
        onAllAnswered = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    close: () => {
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}

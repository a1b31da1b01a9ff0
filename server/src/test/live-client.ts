import http from 'node:http';

/** One `data:` message of the live stream. */
export interface LiveMessage {
  path: string;
  value: unknown;
}

/** A named event of the stream (`event: status`), its data parsed. */
export interface LiveEvent {
  event: string;
  data: unknown;
}

export interface LiveStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every message so far, in arrival order. */
  messages: LiveMessage[];
  /** Named events (`event:` lines, e.g. the stream's status), in arrival order. */
  events: LiveEvent[];
  /** Comment lines (heartbeats) seen so far. */
  comments: number;
  /** Resolves with the first named event (already received or to come) that `match` accepts. */
  nextEvent(match: (event: LiveEvent) => boolean): Promise<LiveEvent>;
  /** Resolves with the first message (already received or still to come) that `match` accepts. */
  next(match: (message: LiveMessage) => boolean, after?: number): Promise<LiveMessage>;
  /** The body of a refused (non-200) request. */
  body(): Promise<string>;
  close(): void;
}

/**
 * A plain HTTP reader of `GET /api/live` for tests: real sockets against a listening server,
 * parsing the SSE frames the way EventSource does: `data:` lines are the messages, a frame with
 * an `event:` line is a named event.
 */
export function openLiveStream(
  baseUrl: string,
  paths: readonly string[],
  options: { cookie?: string } = {},
): Promise<LiveStream> {
  const url = `${baseUrl}/api/live?paths=${encodeURIComponent(paths.join(','))}`;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (options.cookie !== undefined) headers.cookie = options.cookie;
    const request = http.get(url, { headers, agent: false }, (response) => {
      const messages: LiveMessage[] = [];
      const events: LiveEvent[] = [];
      const eventWaiters: Array<{
        match: (event: LiveEvent) => boolean;
        resolve: (event: LiveEvent) => void;
      }> = [];
      const waiters: Array<{
        match: (message: LiveMessage) => boolean;
        after: number;
        resolve: (message: LiveMessage) => void;
      }> = [];
      let buffer = '';
      let raw = '';
      let comments = 0;
      const stream: LiveStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        events,
        nextEvent(match) {
          const found = events.find(match);
          if (found !== undefined) return Promise.resolve(found);
          return new Promise((resolveNext) => {
            eventWaiters.push({ match, resolve: resolveNext });
          });
        },
        get comments() {
          return comments;
        },
        next(match, after = 0) {
          const found = messages.slice(after).find(match);
          if (found !== undefined) return Promise.resolve(found);
          return new Promise((resolveNext) => {
            waiters.push({ match, after, resolve: resolveNext });
          });
        },
        body: () =>
          new Promise((resolveBody) => {
            if (response.complete) resolveBody(raw);
            else response.on('end', () => resolveBody(raw));
          }),
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (stream.status !== 200) {
          raw += chunk;
          return;
        }
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const lines = frame.split('\n');
          const data = lines
            .filter((line) => {
              if (line.startsWith(':')) comments += 1;
              return line.startsWith('data:');
            })
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (data === '') continue;
          const named = lines
            .find((line) => line.startsWith('event:'))
            ?.slice(6)
            .trim();
          if (named !== undefined && named !== 'message') {
            const event: LiveEvent = { event: named, data: JSON.parse(data) as unknown };
            events.push(event);
            for (const waiter of [...eventWaiters]) {
              if (waiter.match(event)) {
                eventWaiters.splice(eventWaiters.indexOf(waiter), 1);
                waiter.resolve(event);
              }
            }
            continue;
          }
          const message = JSON.parse(data) as LiveMessage;
          messages.push(message);
          const index = messages.length - 1;
          for (const waiter of [...waiters]) {
            if (index >= waiter.after && waiter.match(message)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(message);
            }
          }
        }
      });
      response.on('error', () => {});
      resolve(stream);
    });
    request.on('error', reject);
  });
}

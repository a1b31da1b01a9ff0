// Live data (ARCHITECTURE §4): ONE Server-Sent Events connection per tab to
// `/api/live?paths=a,b`, each message `{"path": string, "value": unknown}`. Subscribers
// share it; when the set of paths changes the connection is replaced.

export type LiveCallback = (value: unknown) => void;

export const LIVE_ENDPOINT = '/api/live';

const subscribers = new Map<string, Set<LiveCallback>>();
const lastValues = new Map<string, unknown>();
let source: EventSource | null = null;
let connectedPaths = '';
let reconnectQueued = false;

function currentPaths(): string {
  return [...subscribers.keys()].sort().join(',');
}

function handleMessage(event: MessageEvent) {
  let message: unknown;
  try {
    message = JSON.parse(String(event.data));
  } catch {
    return;
  }
  if (!message || typeof message !== 'object') return;
  const { path, value } = message as { path?: unknown; value?: unknown };
  if (typeof path !== 'string') return;
  lastValues.set(path, value);
  for (const callback of subscribers.get(path) ?? []) callback(value);
}

function reconnect() {
  reconnectQueued = false;
  const paths = currentPaths();
  if (paths === connectedPaths && (source !== null || paths === '')) return;
  source?.close();
  source = null;
  connectedPaths = paths;
  if (paths === '' || typeof EventSource === 'undefined') return;
  source = new EventSource(`${LIVE_ENDPOINT}?paths=${encodeURIComponent(paths)}`);
  source.onmessage = handleMessage;
}

// Components subscribe in the same commit; batching their changes gives one reconnect.
function queueReconnect() {
  if (reconnectQueued) return;
  reconnectQueued = true;
  queueMicrotask(reconnect);
}

/**
 * Calls `callback` with every value pushed for `path` (and at once with the last known
 * value, if any). Returns the unsubscribe function.
 */
export function subscribeLive(path: string, callback: LiveCallback): () => void {
  let set = subscribers.get(path);
  if (!set) {
    set = new Set();
    subscribers.set(path, set);
    queueReconnect();
  }
  set.add(callback);
  if (lastValues.has(path)) callback(lastValues.get(path));
  return () => {
    const current = subscribers.get(path);
    if (!current?.delete(callback) || current.size > 0) return;
    subscribers.delete(path);
    lastValues.delete(path);
    queueReconnect();
  };
}

/** For tests: drop every subscription and close the connection. */
export function resetLive(): void {
  subscribers.clear();
  lastValues.clear();
  source?.close();
  source = null;
  connectedPaths = '';
  reconnectQueued = false;
}

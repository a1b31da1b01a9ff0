// Live data (ARCHITECTURE §4): ONE Server-Sent Events connection per tab to
// `/api/live?paths=a,b`, each message `{"path": string, "value": unknown}`. Subscribers
// share it; when the set of paths changes the connection is replaced.
//
// The connection's state. 'reconnecting' while the stream is down (the browser
// retries) or while the server says its database is out of reach (`event: status`); 'live'
// again once it is back, and the server then sends every watched value afresh, so a price
// settled meanwhile is never missed.
//
// Values are handed to the subscribers at most once per animation frame, all that arrived
// since the last frame together and in the order they came (one React render for the stream's
// first burst of a list's twenty prices, not twenty). Where frames do not run (a hidden tab)
// they go out after DELIVERY_FALLBACK_MS. Tests hand them out at once with flushLive().

export type LiveCallback = (value: unknown) => void;
export type LiveStatus = 'live' | 'reconnecting';

export const LIVE_ENDPOINT = '/api/live';

const subscribers = new Map<string, Set<LiveCallback>>();
const lastValues = new Map<string, unknown>();
let source: EventSource | null = null;
let connectedPaths = '';
let reconnectQueued = false;
let status: LiveStatus = 'live';
const statusListeners = new Set<(status: LiveStatus) => void>();
/** A stream the server refused (EventSource then gives up) is retried after this long. */
const firstRetryMs = 3_000;
const maxRetryMs = 30_000;
let retryMs = firstRetryMs;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
/** Values received and not yet handed out, in order. */
let pending: Array<{ path: string; value: unknown }> = [];
let deliveryFrame: number | null = null;
let deliveryTimer: ReturnType<typeof setTimeout> | null = null;
/** The longest a received value waits when no animation frame comes. */
export const DELIVERY_FALLBACK_MS = 100;

function setStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener(next);
}

function handleStatus(event: MessageEvent) {
  try {
    const { state } = JSON.parse(String(event.data)) as { state?: unknown };
    if (state === 'live' || state === 'reconnecting') setStatus(state);
  } catch {
    // not a status message of ours
  }
}

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
  pending.push({ path, value });
  queueDelivery();
}

function queueDelivery() {
  if (deliveryTimer !== null) return;
  deliveryTimer = setTimeout(flushLive, DELIVERY_FALLBACK_MS);
  if (typeof requestAnimationFrame === 'function') {
    deliveryFrame = requestAnimationFrame(flushLive);
  }
}

function cancelDelivery() {
  if (deliveryTimer !== null) clearTimeout(deliveryTimer);
  if (deliveryFrame !== null && typeof cancelAnimationFrame === 'function') {
    cancelAnimationFrame(deliveryFrame);
  }
  deliveryTimer = null;
  deliveryFrame = null;
}

/**
 * Hands every value received so far to its subscribers now, in the order they came (the
 * next animation frame does it by itself; tests call it after pushing a value).
 */
export function flushLive(): void {
  cancelDelivery();
  const batch = pending;
  pending = [];
  for (const { path, value } of batch) {
    const callbacks = subscribers.get(path);
    // A path no one watches any more keeps no value.
    if (!callbacks) continue;
    lastValues.set(path, value);
    for (const callback of [...callbacks]) {
      if (callbacks.has(callback)) callback(value);
    }
  }
}

function reconnect() {
  reconnectQueued = false;
  const paths = currentPaths();
  if (paths === connectedPaths && (source !== null || paths === '')) return;
  source?.close();
  source = null;
  connectedPaths = paths;
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  if (paths === '' || typeof EventSource === 'undefined') {
    setStatus('live');
    return;
  }
  const opened = new EventSource(`${LIVE_ENDPOINT}?paths=${encodeURIComponent(paths)}`);
  source = opened;
  opened.onmessage = handleMessage;
  opened.addEventListener('status', handleStatus as EventListener);
  opened.onopen = () => {
    retryMs = firstRetryMs;
    setStatus('live');
  };
  opened.onerror = () => {
    if (source !== opened) return;
    setStatus('reconnecting');
    // A dropped stream is retried by EventSource itself; one the server refused (an error
    // status while its database is away) is closed for good, so it is retried from here.
    if (opened.readyState !== EventSource.CLOSED) return;
    source = null;
    connectedPaths = '';
    retryTimer = setTimeout(() => {
      retryTimer = null;
      queueReconnect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };
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

/** The connection's state now. */
export function liveStatus(): LiveStatus {
  return status;
}

/** Calls `listener` whenever the connection's state changes. Returns the unsubscribe function. */
export function subscribeLiveStatus(listener: (status: LiveStatus) => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/** For tests: drop every subscription and close the connection. */
export function resetLive(): void {
  cancelDelivery();
  pending = [];
  subscribers.clear();
  lastValues.clear();
  source?.close();
  source = null;
  connectedPaths = '';
  reconnectQueued = false;
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  retryMs = firstRetryMs;
  status = 'live';
}

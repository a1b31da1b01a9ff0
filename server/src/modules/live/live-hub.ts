import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/connection';
import type { NotificationSource } from './live-notifications';
import type { LivePath } from './live-paths';
import { type LoadedValues, loadLiveValues } from './live-repository';
import {
  encodeFrame,
  type Frame,
  HeartbeatRota,
  heartbeatFrame,
  heartbeatSlices,
  type LiveStreamState,
  statusFrames,
  type Topic,
  type Watcher,
} from './live-streams';

export interface LiveHubSettings {
  /**
   * Shortest gap between two re-reads of changed values. The first change after a quiet
   * spell is read at once; changes arriving while a read runs or within this gap are folded
   * into one more read, so a burst of bids on one auction costs a few reads, not one per bid.
   */
  tickMs: number;
  /**
   * Longest silence on a stream (the contract says a heartbeat every 15 s); keeps proxies from
   * timing out. Streams that carried data recently are skipped, and the rest are visited in
   * slices spread over the interval, so thousands of streams never get their comment at once.
   */
  heartbeatMs: number;
  /** A watcher whose unsent data grows past this is too slow to keep; it is disconnected. */
  maxBufferedBytes: number;
  /** Wait before retrying reads that failed (database unreachable). */
  retryMs: number;
}

/**
 * Writes one turn of the event loop makes to streams before it lets other work in. A change
 * watched by thousands goes out in slices of this many sockets, so the answer to the request
 * that caused it (or any other request) waits for one slice, not for the whole fan-out.
 */
const writesPerTurn = 128;

/** Frames waiting for their turn, in the order they were decided. */
interface Outgoing {
  targets: Watcher[];
  frame: Frame;
  next: number;
}

export interface LiveLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * The per-instance fan-out: every path watched here is one topic, read from the database once
 * per change burst and encoded once; the same bytes then go to every watcher of that path.
 */
export class LiveHub {
  private readonly topics = new Map<string, Topic>();
  private readonly queued = new Set<Topic>();
  private readonly watchers = new Set<Watcher>();
  private flushTimer: { cancel(): void } | null = null;
  private lastFlushAt = 0;
  /** Bumped whenever notifications stop: reads started before cannot be called fresh. */
  private epoch = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly rota = new HeartbeatRota();
  private closed = false;
  /** The database or its notifications are out of reach; watchers have been told. */
  private degraded = false;
  /** Fan-outs still being written; one queue keeps every watcher's frames in order. */
  private readonly outbox: Outgoing[] = [];
  private draining: NodeJS.Immediate | null = null;

  constructor(
    private readonly db: Db,
    private readonly source: NotificationSource,
    private readonly settings: LiveHubSettings,
    private readonly log: LiveLogger,
  ) {
    this.heartbeat = setInterval(
      () => this.beat(),
      Math.max(1, Math.floor(settings.heartbeatMs / heartbeatSlices)),
    );
    this.heartbeat.unref();
  }

  get connectionCount(): number {
    return this.watchers.size;
  }

  /** A writer published `path`; only paths someone here watches cost a read. */
  notify(path: string): void {
    const topic = this.topics.get(path);
    if (topic !== undefined) this.markChanged(topic);
  }

  /** Notifications may have been lost: re-read everything watched. */
  resync(): void {
    for (const topic of this.topics.values()) this.markChanged(topic);
  }

  /** Notifications stopped: cached frames can go stale from now on. */
  notificationsDown(): void {
    this.epoch += 1;
    for (const topic of this.topics.values()) topic.fresh = false;
    this.setState('reconnecting');
  }

  /** Whether watchers are being told the values may be stale. */
  get state(): LiveStreamState {
    return this.degraded ? 'reconnecting' : 'live';
  }

  /** Tells every watcher when the state changes. */
  private setState(state: LiveStreamState): void {
    const degraded = state === 'reconnecting';
    if (degraded === this.degraded || this.closed) return;
    this.degraded = degraded;
    this.send([...this.watchers], statusFrames[state]);
  }

  /** Registers an open stream (headers already sent) and starts its values. */
  attach(response: ServerResponse, ip: string, paths: readonly LivePath[]): Watcher {
    const socket = response.chunkedEncoding ? response.socket : null;
    const slice = this.rota.takeSlice();
    const watcher: Watcher = {
      response,
      socket,
      ip,
      topics: [],
      slice,
      lastWriteAt: Date.now(),
      closed: false,
    };
    this.watchers.add(watcher);
    this.rota.add(watcher);
    if (this.degraded) this.write(watcher, statusFrames.reconnecting, Date.now());
    for (const path of paths) {
      let topic = this.topics.get(path.path);
      if (topic === undefined) {
        topic = {
          path,
          watchers: new Set(),
          awaiting: new Set(),
          frame: null,
          fresh: false,
          dirty: false,
          reading: false,
          readAgain: false,
        };
        this.topics.set(path.path, topic);
      }
      topic.watchers.add(watcher);
      watcher.topics.push(topic);
      if (topic.frame !== null && topic.fresh) {
        this.write(watcher, topic.frame, Date.now());
      } else {
        topic.awaiting.add(watcher);
        this.markChanged(topic);
      }
    }
    return watcher;
  }

  /** Forgets a stream (idempotent); the caller or the client closed it. */
  detach(watcher: Watcher): void {
    if (watcher.closed) return;
    watcher.closed = true;
    this.watchers.delete(watcher);
    this.rota.remove(watcher);
    for (const topic of watcher.topics) {
      topic.watchers.delete(watcher);
      topic.awaiting.delete(watcher);
      if (topic.watchers.size === 0) {
        this.topics.delete(topic.path.path);
        this.queued.delete(topic);
      }
    }
  }

  /** Ends every stream and stops; the app is closing. */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.flushTimer?.cancel();
    this.flushTimer = null;
    if (this.draining !== null) clearImmediate(this.draining);
    this.draining = null;
    this.outbox.length = 0;
    for (const watcher of [...this.watchers]) {
      this.detach(watcher);
      watcher.response.end();
    }
  }

  private markChanged(topic: Topic): void {
    if (this.closed) return;
    if (topic.reading) {
      topic.readAgain = true;
      return;
    }
    if (topic.dirty) return;
    topic.dirty = true;
    this.queued.add(topic);
    this.scheduleFlush(Math.max(0, this.lastFlushAt + this.settings.tickMs - Date.now()));
  }

  private scheduleFlush(delayMs: number): void {
    if (this.flushTimer !== null || this.closed) return;
    const run = () => {
      this.flushTimer = null;
      void this.flush();
    };
    // setTimeout(0) waits at least a millisecond; after a quiet spell read at once, yet still
    // after the other notifications that arrived in the same socket read.
    if (delayMs <= 0) {
      const immediate = setImmediate(run);
      this.flushTimer = { cancel: () => clearImmediate(immediate) };
    } else {
      const timeout = setTimeout(run, delayMs);
      this.flushTimer = { cancel: () => clearTimeout(timeout) };
    }
  }

  private async flush(): Promise<void> {
    this.lastFlushAt = Date.now();
    const batch = [...this.queued];
    this.queued.clear();
    if (batch.length === 0) return;
    for (const topic of batch) {
      topic.dirty = false;
      topic.reading = true;
    }
    const epoch = this.epoch;
    const fresh = this.source.connected;
    let values: LoadedValues | null = null;
    try {
      values = await loadLiveValues(
        this.db,
        batch.map((topic) => topic.path),
      );
    } catch (error) {
      if (!this.closed) this.log.error({ err: error }, 'Canlı veri okunamadı');
    }
    // Unreadable: watchers hear the values may be stale.
    if (values === null) this.setState('reconnecting');
    for (const topic of batch) {
      topic.reading = false;
      const again = topic.readAgain;
      topic.readAgain = false;
      // Nobody watches it any more: the topic was dropped while it was being read.
      if (this.topics.get(topic.path.path) !== topic) continue;
      if (values === null) {
        this.retryLater(topic);
        continue;
      }
      this.deliver(topic, values.get(topic.path.path) ?? 'null', fresh && epoch === this.epoch);
      if (again) this.markChanged(topic);
    }
    // Read while notifications flow, after the new values went out: watchers hear it is over.
    if (values !== null && fresh && epoch === this.epoch && this.source.connected) {
      this.setState('live');
    }
  }

  private retryLater(topic: Topic): void {
    const timer = setTimeout(() => {
      if (this.topics.get(topic.path.path) === topic) this.markChanged(topic);
    }, this.settings.retryMs);
    timer.unref();
  }

  private deliver(topic: Topic, valueJson: string, fresh: boolean): void {
    const frame = encodeFrame(topic.path.path, valueJson);
    const unchanged = topic.frame?.data.equals(frame.data) === true;
    topic.frame = frame;
    topic.fresh = fresh;
    const targets = unchanged ? [...topic.awaiting] : [...topic.watchers];
    topic.awaiting.clear();
    this.send(targets, frame);
  }

  /**
   * Writes `frame` to `targets`: at once when nothing waits and they fit in one turn, else
   * queued behind the fan-outs already waiting and written a slice per turn of the loop.
   */
  private send(targets: Watcher[], frame: Frame): void {
    if (targets.length === 0 || this.closed) return;
    this.outbox.push({ targets, frame, next: 0 });
    if (this.draining === null) this.drain();
  }

  private drain(): void {
    this.draining = null;
    const now = Date.now();
    let budget = writesPerTurn;
    while (budget > 0) {
      const job = this.outbox[0];
      if (job === undefined) return;
      const end = Math.min(job.targets.length, job.next + budget);
      for (let i = job.next; i < end; i++) this.write(job.targets[i] as Watcher, job.frame, now);
      budget -= end - job.next;
      job.next = end;
      if (job.next === job.targets.length) this.outbox.shift();
    }
    if (this.outbox.length > 0) this.draining = setImmediate(() => this.drain());
  }

  private write(watcher: Watcher, frame: Frame, now: number): void {
    if (watcher.closed) return;
    const response = watcher.response;
    if (response.writableLength > this.settings.maxBufferedBytes) {
      this.log.warn({ ip: watcher.ip }, 'Canlı veri izleyicisi çok yavaş, bağlantı kesildi');
      this.detach(watcher);
      response.destroy();
      return;
    }
    watcher.lastWriteAt = now;
    if (watcher.socket !== null) watcher.socket.write(frame.chunk);
    else response.write(frame.data);
  }

  private beat(): void {
    const now = Date.now();
    for (const watcher of this.rota.due(now, this.settings.heartbeatMs)) {
      this.write(watcher, heartbeatFrame, now);
    }
  }
}

import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { LivePath } from './live-paths';

// What the hub writes and to whom: open streams, the paths they watch, and SSE frames
// encoded once for all of them.

/** One open event stream. */
export interface Watcher {
  readonly response: ServerResponse;
  /**
   * The connection itself when the response is HTTP/1.1 chunked: frames then go out as
   * pre-encoded chunks in one socket write each, skipping the per-write framing and corking
   * of ServerResponse (the bulk of the cost when one change goes to thousands of watchers).
   */
  readonly socket: Socket | null;
  readonly ip: string;
  readonly topics: Topic[];
  /** Which heartbeat slice visits this stream. */
  readonly slice: number;
  /** When data last went out (ms epoch, taken once per broadcast). */
  lastWriteAt: number;
  closed: boolean;
}

/** Everyone watching one path on this instance, and the last frame sent to them. */
export interface Topic {
  readonly path: LivePath;
  readonly watchers: Set<Watcher>;
  /** Joined before the topic had a trustworthy frame: they get the next read's frame. */
  readonly awaiting: Set<Watcher>;
  /** The encoded SSE message last delivered (also handed to newcomers while fresh). */
  frame: Frame | null;
  /** The frame was read while notifications flowed, so no change can have been missed since. */
  fresh: boolean;
  /** Queued for the next read. */
  dirty: boolean;
  reading: boolean;
  /** Changed again while being read: read once more afterwards. */
  readAgain: boolean;
}

/** One SSE message, encoded once: as is, and as an HTTP/1.1 chunk. */
export interface Frame {
  data: Buffer;
  chunk: Buffer;
}

export function frameOf(text: string): Frame {
  const data = Buffer.from(text);
  const chunk = Buffer.concat([
    Buffer.from(`${data.length.toString(16)}\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
  return { data, chunk };
}

export const heartbeatFrame = frameOf(':\n\n');

/**
 * The stream's own state, as an SSE event of its own (`event: status`): 'reconnecting' while
 * the database or its notifications are out of reach (values may be stale; the browser shows
 * a quiet notice), 'live' once they are back and every watched value has been re-read.
 */
export type LiveStreamState = 'live' | 'reconnecting';
export const statusFrames: Record<LiveStreamState, Frame> = {
  live: frameOf('event: status\ndata: {"state":"live"}\n\n'),
  reconnecting: frameOf('event: status\ndata: {"state":"reconnecting"}\n\n'),
};
/** The heartbeat interval is walked in this many steps. */
export const heartbeatSlices = 15;

/**
 * Spreads the heartbeats over their interval: each stream belongs to one slice, and each step
 * of the interval visits the next slice.
 */
export class HeartbeatRota {
  private readonly slices: Array<Set<Watcher>> = Array.from(
    { length: heartbeatSlices },
    () => new Set(),
  );
  private nextSlice = 0;
  private beatSlice = 0;

  /** The slice the next stream joins, round the rota. */
  takeSlice(): number {
    const slice = this.nextSlice;
    this.nextSlice = (slice + 1) % heartbeatSlices;
    return slice;
  }

  add(watcher: Watcher): void {
    this.slices[watcher.slice]?.add(watcher);
  }

  remove(watcher: Watcher): void {
    this.slices[watcher.slice]?.delete(watcher);
  }

  /**
   * This step's streams that need a heartbeat. Each stream is visited once per interval.
   * Skipping it now is safe only if it carried data within the last step: then its silence
   * at the next visit stays within one interval plus one step.
   */
  due(now: number, heartbeatMs: number): Watcher[] {
    const slice = this.slices[this.beatSlice];
    this.beatSlice = (this.beatSlice + 1) % heartbeatSlices;
    if (slice === undefined) return [];
    const quietSince = now - heartbeatMs / heartbeatSlices;
    return [...slice].filter((watcher) => watcher.lastWriteAt <= quietSince);
  }
}

export function encodeFrame(path: string, valueJson: string): Frame {
  return frameOf(`data: {"path":${JSON.stringify(path)},"value":${valueJson}}\n\n`);
}

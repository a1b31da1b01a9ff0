import { flushLive, resetLive } from '@kanat/shared/live';
import { act } from '@testing-library/react';

// The live stream's test double, for the unit tests of shared and of every app.

/**
 * A stand-in for the browser's EventSource (jsdom has none): the test plays the server of
 * `/api/live` and pushes `{path, value}` messages to the open connection.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  /** Delivers one raw server message (`data`) to the page. */
  emit(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  /** Delivers one named event (`event: <type>`), e.g. the stream's `status`. */
  emitEvent(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent);
  }
  /** The stream opened (the server answered 200). */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  /** The stream dropped (`retrying`: the browser retries) or was refused (closed for good). */
  fail(retrying: boolean) {
    this.readyState = retrying ? FakeEventSource.CONNECTING : FakeEventSource.CLOSED;
    if (!retrying) this.closed = true;
    this.onerror?.();
  }
  get paths(): string[] {
    const paths = new URL(this.url, 'http://localhost').searchParams.get('paths') ?? '';
    return paths.split(',').filter(Boolean);
  }
}

export interface LiveServer {
  /** Paths of the open connection. */
  paths(): string[];
  /** Sends one value for `path` over the open connection. */
  push(path: string, value: unknown): void;
  restore(): void;
}

export function fakeLive(): LiveServer {
  FakeEventSource.instances = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
  const open = () => FakeEventSource.instances.filter((source) => !source.closed);
  return {
    paths: () => open().flatMap((source) => source.paths),
    push(path, value) {
      const source = open().find((s) => s.paths.includes(path));
      if (!source) throw new Error(`no live connection for ${path}`);
      act(() => {
        source.emit(JSON.stringify({ path, value }));
        // Values go out once per animation frame; a test sees each push at once.
        flushLive();
      });
    },
    restore() {
      resetLive();
      Reflect.deleteProperty(globalThis, 'EventSource');
    },
  };
}

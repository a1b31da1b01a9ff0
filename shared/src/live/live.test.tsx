import {
  DELIVERY_FALLBACK_MS,
  flushLive,
  type LiveStatus,
  liveStatus,
  resetLive,
  subscribeLive,
  subscribeLiveStatus,
  useLive,
  useLiveStatus,
} from '@kanat/shared/live';
import { act, render, screen } from '@testing-library/react';
import { FakeEventSource } from '../../test/fake-live';

const open = () => FakeEventSource.instances.filter((source) => !source.closed);
const flush = () => Promise.resolve();
/** The server sends one message and the next frame hands it out. */
const deliver = (source: FakeEventSource, data: string) => {
  source.emit(data);
  flushLive();
};

beforeEach(() => {
  FakeEventSource.instances = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
});
afterEach(() => {
  resetLive();
  Reflect.deleteProperty(globalThis, 'EventSource');
});

describe('subscribeLive', () => {
  it('opens one connection for all paths subscribed together', async () => {
    subscribeLive('auctions/a1', () => {});
    subscribeLive('auctions/a2', () => {});
    subscribeLive('auctions/a1', () => {});
    await flush();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]!.url.startsWith('/api/live?paths=')).toBe(true);
    expect(FakeEventSource.instances[0]!.paths).toEqual(['auctions/a1', 'auctions/a2']);
  });

  it('delivers each value to the subscribers of its path only', async () => {
    const a1: unknown[] = [];
    const a2: unknown[] = [];
    subscribeLive('auctions/a1', (v) => a1.push(v));
    subscribeLive('auctions/a2', (v) => a2.push(v));
    await flush();
    const source = open()[0]!;
    source.emit(JSON.stringify({ path: 'auctions/a1', value: { bidCount: 3 } }));
    source.emit(JSON.stringify({ path: 'banner', value: 'x' }));
    source.emit('not json');
    source.emit(JSON.stringify({ value: 'no path' }));
    flushLive();
    expect(a1).toEqual([{ bidCount: 3 }]);
    expect(a2).toEqual([]);
  });

  it('reconnects with the new set when paths come and go, and closes when none are left', async () => {
    const stopA = subscribeLive('auctions/a1', () => {});
    await flush();
    const stopB = subscribeLive('pigeons/p1', () => {});
    await flush();
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    expect(open()[0]!.paths).toEqual(['auctions/a1', 'pigeons/p1']);
    stopA();
    await flush();
    expect(open()).toHaveLength(1);
    expect(open()[0]!.paths).toEqual(['pigeons/p1']);
    stopB();
    await flush();
    expect(open()).toHaveLength(0);
  });

  it('does not reconnect when another subscriber joins a path already open', async () => {
    subscribeLive('banner', () => {});
    await flush();
    const stop = subscribeLive('banner', () => {});
    stop();
    await flush();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('gives a late subscriber the last known value at once', async () => {
    subscribeLive('banner', () => {});
    await flush();
    deliver(open()[0]!, JSON.stringify({ path: 'banner', value: { message: 'Merhaba' } }));
    const late: unknown[] = [];
    subscribeLive('banner', (v) => late.push(v));
    expect(late).toEqual([{ message: 'Merhaba' }]);
  });
});

describe('handing values out', () => {
  afterEach(() => jest.useRealTimers());

  it('hands out everything that arrived before a frame together, in order, on that frame', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const seen: unknown[] = [];
    subscribeLive('auctions/a1', (v) => seen.push(['a1', v]));
    subscribeLive('auctions/a2', (v) => seen.push(['a2', v]));
    await flush();
    const source = open()[0]!;
    source.emit(JSON.stringify({ path: 'auctions/a1', value: 1 }));
    source.emit(JSON.stringify({ path: 'auctions/a2', value: 2 }));
    source.emit(JSON.stringify({ path: 'auctions/a1', value: 3 }));
    expect(seen).toEqual([]);
    jest.advanceTimersToNextFrame();
    expect(seen).toEqual([
      ['a1', 1],
      ['a2', 2],
      ['a1', 3],
    ]);
  });

  it('hands values out after a short wait when no frame comes (a hidden tab)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const seen: unknown[] = [];
    subscribeLive('banner', (v) => seen.push(v));
    await flush();
    open()[0]!.emit(JSON.stringify({ path: 'banner', value: 'x' }));
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(DELIVERY_FALLBACK_MS);
    expect(seen).toEqual(['x']);
    frames.mockRestore();
  });

  it('gives nothing to a subscriber gone before the frame', async () => {
    const seen: unknown[] = [];
    const stop = subscribeLive('banner', (v) => seen.push(v));
    await flush();
    open()[0]!.emit(JSON.stringify({ path: 'banner', value: 'x' }));
    stop();
    flushLive();
    expect(seen).toEqual([]);
    const late: unknown[] = [];
    subscribeLive('banner', (v) => late.push(v));
    expect(late).toEqual([]);
  });
});

function BidCount(props: { id: string | null }) {
  const auction = useLive<{ bidCount: number }>(props.id ? `auctions/${props.id}` : null);
  return <p>{auction ? `teklif ${auction.bidCount}` : 'bekleniyor'}</p>;
}

describe('useLive', () => {
  it('renders live values and unsubscribes on unmount', async () => {
    const view = render(<BidCount id="a1" />);
    await act(flush);
    expect(screen.getByText('bekleniyor')).toBeTruthy();
    act(() => deliver(open()[0]!, JSON.stringify({ path: 'auctions/a1', value: { bidCount: 7 } })));
    expect(screen.getByText('teklif 7')).toBeTruthy();
    view.unmount();
    await flush();
    expect(open()).toHaveLength(0);
  });

  it('switches paths without showing the old value', async () => {
    const view = render(<BidCount id="a1" />);
    await act(flush);
    act(() => deliver(open()[0]!, JSON.stringify({ path: 'auctions/a1', value: { bidCount: 7 } })));
    view.rerender(<BidCount id="a2" />);
    expect(screen.getByText('bekleniyor')).toBeTruthy();
    await act(flush);
    expect(open()[0]!.paths).toEqual(['auctions/a2']);
  });

  it('subscribes to nothing for a null path', async () => {
    render(<BidCount id={null} />);
    await act(flush);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});

function Status() {
  return <p>{useLiveStatus() === 'live' ? 'canlı' : 'yeniden kuruluyor'}</p>;
}

describe('the connection state', () => {
  it('follows the server: reconnecting while its database is away, live when it is back', async () => {
    render(
      <>
        <Status />
        <BidCount id="a1" />
      </>,
    );
    await act(flush);
    const source = open()[0]!;
    act(() => source.open());
    expect(screen.getByText('canlı')).toBeTruthy();
    act(() => source.emitEvent('status', JSON.stringify({ state: 'reconnecting' })));
    expect(screen.getByText('yeniden kuruluyor')).toBeTruthy();
    // Back: the server re-reads and sends the value that changed meanwhile, then says so.
    act(() => deliver(source, JSON.stringify({ path: 'auctions/a1', value: { bidCount: 9 } })));
    act(() => source.emitEvent('status', JSON.stringify({ state: 'live' })));
    expect(screen.getByText('canlı')).toBeTruthy();
    expect(screen.getByText('teklif 9')).toBeTruthy();
    act(() => source.emitEvent('status', 'not json'));
    expect(screen.getByText('canlı')).toBeTruthy();
  });

  it('shows a dropped stream as reconnecting until the browser has it open again', async () => {
    render(<Status />);
    subscribeLive('banner', () => {});
    await act(flush);
    const source = open()[0]!;
    act(() => source.open());
    act(() => source.fail(true));
    expect(screen.getByText('yeniden kuruluyor')).toBeTruthy();
    expect(liveStatus()).toBe('reconnecting');
    // EventSource retries by itself: the same connection opens again.
    act(() => source.open());
    expect(screen.getByText('canlı')).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('retries a stream the server refused, with the same paths, after a pause', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      const seen: LiveStatus[] = [];
      const stop = subscribeLiveStatus((s) => seen.push(s));
      subscribeLive('auctions/a1', () => {});
      await act(flush);
      act(() => open()[0]!.fail(false));
      expect(seen).toEqual(['reconnecting']);
      expect(open()).toHaveLength(0);
      act(() => jest.advanceTimersByTime(2_999));
      await act(flush);
      expect(FakeEventSource.instances).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      await act(flush);
      expect(open()).toHaveLength(1);
      expect(open()[0]!.paths).toEqual(['auctions/a1']);
      // Refused again: the pause doubles.
      act(() => open()[0]!.fail(false));
      act(() => jest.advanceTimersByTime(3_000));
      await act(flush);
      expect(open()).toHaveLength(0);
      act(() => jest.advanceTimersByTime(3_000));
      await act(flush);
      act(() => open()[0]!.open());
      expect(seen).toEqual(['reconnecting', 'live']);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});

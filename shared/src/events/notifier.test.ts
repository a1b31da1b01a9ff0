import { createNotifier, NOTIFIER_EXTRA_MS } from '@kanat/shared/events';

describe('createNotifier (SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts empty', () => {
    expect(createNotifier().getState()).toEqual({ message: null, messageColor: null, count: 0 });
  });

  it('push sets the text and colour and increments the counter', () => {
    const notifier = createNotifier();
    notifier.push('Kayıt başarılı', 'green', 3);
    expect(notifier.getState()).toEqual({
      message: 'Kayıt başarılı',
      messageColor: 'green',
      count: 1,
    });
    notifier.push('Sayfa yüklenemedi.', 'red', 3);
    expect(notifier.getState()).toEqual({
      message: 'Sayfa yüklenemedi.',
      messageColor: 'red',
      count: 2,
    });
  });

  it('keeps a message for its seconds plus 0.4 s, then clears it at zero', () => {
    const notifier = createNotifier();
    notifier.push('Mesaj gönderildi', 'green', 2);
    jest.advanceTimersByTime(2000 + NOTIFIER_EXTRA_MS - 1);
    expect(notifier.getState().count).toBe(1);
    expect(notifier.getState().message).toBe('Mesaj gönderildi');
    jest.advanceTimersByTime(1);
    expect(notifier.getState()).toEqual({ message: null, messageColor: null, count: 0 });
  });

  it('keeps showing the latest text until every pushed message has run out', () => {
    const notifier = createNotifier();
    notifier.push('birinci', 'green', 1);
    jest.advanceTimersByTime(500);
    notifier.push('ikinci', 'red', 3);
    jest.advanceTimersByTime(1000);
    expect(notifier.getState()).toEqual({ message: 'ikinci', messageColor: 'red', count: 1 });
    jest.advanceTimersByTime(3400);
    expect(notifier.getState().count).toBe(0);
    expect(notifier.getState().message).toBeNull();
  });

  it('removeAll sets the counter to 0 and old countdowns do not touch later messages', () => {
    const notifier = createNotifier();
    notifier.push('a', 'green', 1);
    notifier.push('b', 'green', 1);
    notifier.removeAll();
    expect(notifier.getState()).toEqual({ message: null, messageColor: null, count: 0 });
    notifier.push('c', 'orange', 5);
    jest.advanceTimersByTime(1400);
    expect(notifier.getState()).toEqual({ message: 'c', messageColor: 'orange', count: 1 });
    jest.advanceTimersByTime(5400 - 1400);
    expect(notifier.getState().count).toBe(0);
  });

  it('uses the injected schedule with seconds * 1000 + 400 ms', () => {
    const scheduled: { ms: number; run: () => void }[] = [];
    const notifier = createNotifier({ schedule: (run, ms) => scheduled.push({ run, ms }) });
    notifier.push('x', 'blue', 4);
    expect(scheduled.map((s) => s.ms)).toEqual([4400]);
    scheduled[0]!.run();
    expect(notifier.getState().count).toBe(0);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const notifier = createNotifier();
    const seen: number[] = [];
    const unsubscribe = notifier.subscribe((state) => seen.push(state.count));
    notifier.push('x', 'green', 1);
    jest.advanceTimersByTime(1400);
    unsubscribe();
    notifier.push('y', 'green', 1);
    expect(seen).toEqual([1, 0]);
  });

  it('gives a new state object on each change (safe for useSyncExternalStore)', () => {
    const notifier = createNotifier();
    const before = notifier.getState();
    expect(notifier.getState()).toBe(before);
    notifier.push('x', 'green', 1);
    expect(notifier.getState()).not.toBe(before);
  });
});

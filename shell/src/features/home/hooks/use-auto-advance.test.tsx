import { act, renderHook } from '@testing-library/react';
import { useAutoAdvance } from './use-auto-advance';

describe('useAutoAdvance', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });

  it('moves forward every 3 s and wraps around', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 3 }));
    expect(result.current.index).toBe(0);
    advance(2999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(3000);
    expect(result.current.index).toBe(2);
    advance(3000);
    expect(result.current.index).toBe(0);
  });

  it('stands still while hovered and resumes 3 s after the pointer leaves', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 3 }));
    advance(1000);
    act(() => result.current.hold());
    advance(20000);
    expect(result.current.index).toBe(0);
    act(() => result.current.release());
    advance(2999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it('waits a full pause after a manual move instead of jumping right after it', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 4 }));
    advance(2500);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    advance(2999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
    act(() => result.current.previous());
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    act(() => result.current.goTo(1));
    expect(result.current.index).toBe(1);
  });

  it('never moves with fewer than two positions', () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 1 }));
    advance(10000);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('stays in range when the number of positions shrinks', () => {
    const { result, rerender } = renderHook(({ count }) => useAutoAdvance({ count }), {
      initialProps: { count: 5 },
    });
    act(() => result.current.goTo(4));
    rerender({ count: 2 });
    expect(result.current.index).toBe(1);
  });
});

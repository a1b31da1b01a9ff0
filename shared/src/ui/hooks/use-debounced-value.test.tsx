import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('answers the latest value only once it has stopped changing for the delay', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 400), {
      initialProps: { value: 'g' },
    });
    rerender({ value: 'gü' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: 'güv' });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe('g');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('güv');
  });
});

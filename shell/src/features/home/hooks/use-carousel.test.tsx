import { theme } from '@kanat/shared/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { carouselPositions, NARROW_VISIBLE, useCarousel, WIDE_VISIBLE } from './use-carousel';

function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>{children}</ThemeProvider>
);

describe('carouselPositions', () => {
  it('counts the start positions of a strip', () => {
    expect(carouselPositions(6, 4)).toBe(3);
    expect(carouselPositions(4, 4)).toBe(1);
    expect(carouselPositions(2, 4)).toBe(1);
  });
});

describe('useCarousel', () => {
  afterEach(() => jest.useRealTimers());

  it('shows more sponsors at once from the 1100 px breakpoint', () => {
    setViewportWidth(1100);
    expect(renderHook(() => useCarousel(8), { wrapper }).result.current.visible).toBe(WIDE_VISIBLE);
    setViewportWidth(1099);
    expect(renderHook(() => useCarousel(8), { wrapper }).result.current.visible).toBe(
      NARROW_VISIBLE,
    );
  });

  it('steps one sponsor every 3 s and starts over after the last position', () => {
    jest.useFakeTimers();
    setViewportWidth(1280);
    const { result } = renderHook(() => useCarousel(6), { wrapper });
    expect(result.current.positions).toBe(3);
    const step = () =>
      act(() => {
        jest.advanceTimersByTime(3000);
      });
    step();
    expect(result.current.index).toBe(1);
    step();
    expect(result.current.index).toBe(2);
    step();
    expect(result.current.index).toBe(0);
  });

  it('does not move when every sponsor already fits', () => {
    jest.useFakeTimers();
    setViewportWidth(1280);
    const { result } = renderHook(() => useCarousel(3), { wrapper });
    act(() => {
      jest.advanceTimersByTime(9000);
    });
    expect(result.current.index).toBe(0);
    expect(result.current.visible).toBe(3);
  });
});

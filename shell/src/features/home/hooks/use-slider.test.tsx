import { theme } from '@kanat/shared/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { pickSlides, useSlider } from './use-slider';

const pictures = { full: ['/f1.jpg', '/f2.jpg'], mobile: ['/m1.jpg', '/m2.jpg'] };

/** A matchMedia that answers by comparing min-width queries with `width`. */
function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = min ? width >= Number(min[1]) : false;
    return {
      matches,
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

describe('pickSlides', () => {
  it('uses full pictures on wide screens and mobile ones otherwise', () => {
    expect(pickSlides(pictures, true)).toEqual(pictures.full);
    expect(pickSlides(pictures, false)).toEqual(pictures.mobile);
  });

  it('falls back to the other list when one is empty', () => {
    expect(pickSlides({ full: [], mobile: ['/m.jpg'] }, true)).toEqual(['/m.jpg']);
    expect(pickSlides({ full: ['/f.jpg'], mobile: [] }, false)).toEqual(['/f.jpg']);
  });
});

describe('useSlider', () => {
  it.each([
    [1280, pictures.full],
    [601, pictures.full],
    [600, pictures.mobile],
    [390, pictures.mobile],
  ])('at %i px shows %j', (width, expected) => {
    setViewportWidth(width);
    const { result } = renderHook(() => useSlider(pictures), { wrapper });
    expect(result.current.slides).toEqual(expected);
  });

  it('auto-advances through the pictures', () => {
    jest.useFakeTimers();
    setViewportWidth(1280);
    const { result } = renderHook(() => useSlider(pictures), { wrapper });
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(result.current.index).toBe(1);
    jest.useRealTimers();
  });
});

import { theme } from '@kanat/shared/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ImageSlider } from './image-slider';

const pictures = {
  full: ['/f1.jpg', '/f2.jpg', '/f3.jpg'],
  mobile: ['/m1.jpg', '/m2.jpg', '/m3.jpg'],
};

/** A wide screen: every min-width query matches. */
function wideScreen() {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// jsdom has no PointerEvent; without one the pointer type of a test event would be lost.
if (!('PointerEvent' in window)) {
  class TestPointerEvent extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.assign(window, { PointerEvent: TestPointerEvent });
}

const WIDTH = 1000;

function renderSlider() {
  render(
    <ThemeProvider theme={theme}>
      <ImageSlider pictures={pictures} loading={false} />
    </ThemeProvider>,
  );
  const slider = screen.getByTestId('image-slider');
  slider.getBoundingClientRect = () => ({ width: WIDTH, height: 375 }) as DOMRect;
  return slider;
}

const index = () => screen.getByTestId('image-slider').getAttribute('data-index');
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

function swipe(slider: HTMLElement, dx: number) {
  fireEvent.touchStart(slider, { touches: [{ clientX: 500, clientY: 100 }] });
  fireEvent.touchEnd(slider, { changedTouches: [{ clientX: 500 + dx, clientY: 104 }] });
}

beforeEach(() => {
  wideScreen();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('ImageSlider', () => {
  it('shows the full pictures and moves on every 3 s', () => {
    renderSlider();
    const shown = () =>
      screen
        .getAllByRole('presentation', { hidden: true })
        .filter((img) => img.getAttribute('aria-hidden') === 'false')
        .map((img) => img.getAttribute('src'));
    expect(shown()).toEqual(['/f1.jpg']);
    wait(3000);
    expect(index()).toBe('1');
    expect(shown()).toEqual(['/f2.jpg']);
  });

  it('holds while the mouse is over it and goes on 3 s after it leaves', () => {
    const slider = renderSlider();
    fireEvent.pointerEnter(slider, { pointerType: 'mouse' });
    wait(10000);
    expect(index()).toBe('0');
    fireEvent.pointerLeave(slider, { pointerType: 'mouse' });
    wait(2999);
    expect(index()).toBe('0');
    wait(1);
    expect(index()).toBe('1');
  });

  it('holds while touched and counts a swipe only past 10% of its width', () => {
    const slider = renderSlider();
    swipe(slider, -(WIDTH * 0.1 - 1));
    expect(index()).toBe('0');
    swipe(slider, -WIDTH * 0.1);
    expect(index()).toBe('1');
    swipe(slider, WIDTH * 0.3);
    expect(index()).toBe('0');
    swipe(slider, WIDTH * 0.3);
    expect(index()).toBe('2');

    fireEvent.touchStart(slider, { touches: [{ clientX: 500, clientY: 100 }] });
    wait(10000);
    expect(index()).toBe('2');
    fireEvent.touchEnd(slider, { changedTouches: [{ clientX: 500, clientY: 100 }] });
    wait(3000);
    expect(index()).toBe('0');
  });

  it('is not held by the mouse events a tap fakes', () => {
    const slider = renderSlider();
    fireEvent.pointerEnter(slider, { pointerType: 'touch' });
    wait(3000);
    expect(index()).toBe('1');
  });
});

import type { SliderPictures } from '@kanat/shared/api';
import { theme } from '@kanat/shared/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { intersection } from '../../../../../shared/test/intersection-observer';
import { setViewportWidth } from '../../../test/jsdom-layout';
import { ImageSlider, pickSlides, slideImage } from './image-slider';

/** `n` full-size pictures /f1.jpg… and as many mobile ones /m1.jpg…. */
const pictureSet = (n: number): SliderPictures => ({
  full: Array.from({ length: n }, (_, i) => `/f${i + 1}.jpg`),
  mobile: Array.from({ length: n }, (_, i) => `/m${i + 1}.jpg`),
});

const pictures = pictureSet(3);

/** A wide screen: every min-width query matches. */
const wideScreen = () => setViewportWidth(10_000);

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

async function renderSlider(shown = pictures) {
  const view = (p: SliderPictures) => (
    <ThemeProvider theme={theme}>
      <ImageSlider pictures={p} loading={false} />
    </ThemeProvider>
  );
  const { rerender } = render(view(shown));
  // Embla arrives by a dynamic import: let it land inside act.
  await act(async () => {});
  const slider = screen.getByTestId('image-slider');
  slider.getBoundingClientRect = () => ({ width: WIDTH, height: 375 }) as DOMRect;
  return Object.assign(slider, { rerenderWith: (p: SliderPictures) => rerender(view(p)) });
}

const shownPictures = () =>
  screen.getAllByRole('presentation', { hidden: true }).map((img) => img.getAttribute('src'));
// The arrows are hidden on narrow screens by CSS, which jsdom applies without media queries.
const click = (label: string) => fireEvent.click(screen.getByLabelText(label));
const dots = () =>
  Array.from(screen.getByTestId('image-slider').querySelectorAll('[aria-hidden="true"] > button'));

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
  it('shows the full pictures and moves on every 3 s', async () => {
    await renderSlider();
    const shown = () =>
      screen
        .getAllByRole('presentation', { hidden: true })
        .filter((img) => !img.hasAttribute('aria-hidden'))
        .map((img) => img.getAttribute('src'));
    expect(shown()).toEqual(['/f1.jpg']);
    wait(3000);
    expect(index()).toBe('1');
    expect(shown()).toEqual(['/f2.jpg']);
  });

  it('holds while the mouse is over it and goes on 3 s after it leaves', async () => {
    const slider = await renderSlider();
    wait(1000);
    fireEvent.pointerEnter(slider, { pointerType: 'mouse' });
    wait(10000);
    expect(index()).toBe('0');
    fireEvent.pointerLeave(slider, { pointerType: 'mouse' });
    wait(2999);
    expect(index()).toBe('0');
    wait(1);
    expect(index()).toBe('1');
  });

  it('holds while touched and counts a swipe only past 10% of its width', async () => {
    const slider = await renderSlider();
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

  it('is not held by the mouse events a tap fakes', async () => {
    const slider = await renderSlider();
    fireEvent.pointerEnter(slider, { pointerType: 'touch' });
    wait(3000);
    expect(index()).toBe('1');
  });
});

describe('ImageSlider rotation', () => {
  it('moves forward every 3 s and wraps around', async () => {
    await renderSlider();
    wait(2999);
    expect(index()).toBe('0');
    wait(1);
    expect(index()).toBe('1');
    wait(3000);
    expect(index()).toBe('2');
    wait(3000);
    expect(index()).toBe('0');
  });

  it('moves with the arrows and dots, and waits a full pause after a manual move', async () => {
    await renderSlider(pictureSet(4));
    wait(2500);
    click('Sonraki görsel');
    expect(index()).toBe('1');
    wait(2999);
    expect(index()).toBe('1');
    wait(1);
    expect(index()).toBe('2');
    click('Önceki görsel');
    click('Önceki görsel');
    click('Önceki görsel');
    expect(index()).toBe('3');
    fireEvent.click(dots()[1] as Element);
    expect(index()).toBe('1');
  });

  it('never moves with fewer than two pictures, and shows no arrows then', async () => {
    await renderSlider(pictureSet(1));
    wait(10000);
    expect(index()).toBe('0');
    expect(screen.queryByLabelText('Sonraki görsel')).toBeNull();
    expect(dots()).toEqual([]);
  });

  it('stands still while off the screen and goes on a full interval after it is back', async () => {
    await renderSlider();
    wait(1000);
    act(() => intersection.setInView(false));
    wait(10000);
    expect(index()).toBe('0');
    act(() => intersection.setInView(true));
    wait(2999);
    expect(index()).toBe('0');
    wait(1);
    expect(index()).toBe('1');
  });

  it('stands still while the tab is hidden', async () => {
    await renderSlider();
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    try {
      setHidden(true);
      wait(10000);
      expect(index()).toBe('0');
      setHidden(false);
      wait(3000);
      expect(index()).toBe('1');
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('stays in range when the number of pictures shrinks', async () => {
    const slider = await renderSlider(pictureSet(5));
    fireEvent.click(dots()[4] as Element);
    expect(index()).toBe('4');
    slider.rerenderWith(pictureSet(2));
    expect(index()).toBe('1');
  });
});

describe('pickSlides', () => {
  const two = { full: ['/f1.jpg', '/f2.jpg'], mobile: ['/m1.jpg', '/m2.jpg'] };

  it('uses full pictures on wide screens and mobile ones otherwise', () => {
    expect(pickSlides(two, true)).toEqual(two.full);
    expect(pickSlides(two, false)).toEqual(two.mobile);
  });

  it('falls back to the other list when one is empty', () => {
    expect(pickSlides({ full: [], mobile: ['/m.jpg'] }, true)).toEqual(['/m.jpg']);
    expect(pickSlides({ full: ['/f.jpg'], mobile: [] }, false)).toEqual(['/f.jpg']);
  });

  it.each([
    [1280, pictures.full],
    [601, pictures.full],
    [600, pictures.mobile],
    [390, pictures.mobile],
  ])('at %i px the slider shows %j', async (width, expected) => {
    setViewportWidth(width);
    await renderSlider();
    expect(shownPictures()).toEqual(expected);
  });
});

describe('slide pictures', () => {
  const media = {
    full: ['/media/demo/slider/slayt-01-genis.jpg', '/media/demo/slider/slayt-02-genis.jpg'],
    mobile: ['/media/demo/slider/slayt-01-mobil.jpg', '/media/demo/slider/slayt-02-mobil.jpg'],
  };
  const slides = () => screen.getAllByRole('presentation', { hidden: true });

  it('offers WebP copies for the whole viewport width, the frame shape reserved', async () => {
    await renderSlider(media);
    const [first, second] = slides() as [HTMLElement, HTMLElement];
    expect(first.getAttribute('src')).toBe('/img/1280/demo/slider/slayt-01-genis.jpg');
    expect(first.getAttribute('srcset')).toContain('/img/480/demo/slider/slayt-01-genis.jpg 480w');
    expect(first.getAttribute('sizes')).toBe('100vw');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1600', '600']);
    expect(second.getAttribute('srcset')).toContain('/img/800/demo/slider/slayt-02-genis.jpg 800w');
  });

  it('fetches the first slide at once and first, the others lazily', async () => {
    await renderSlider(media);
    const [first, second] = slides() as [HTMLElement, HTMLElement];
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('decoding')).toBeNull();
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('decoding')).toBe('async');
    expect(second.getAttribute('fetchpriority')).toBe('auto');
  });

  it('reserves a square on phones, where the mobile pictures show', async () => {
    setViewportWidth(390);
    await renderSlider(media);
    const [first] = slides() as [HTMLElement];
    expect(first.getAttribute('src')).toBe('/img/1280/demo/slider/slayt-01-mobil.jpg');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['600', '600']);
  });

  it('leaves pictures from elsewhere as they are', () => {
    expect(slideImage('https://cdn.example.com/a.jpg', 0, true)).toMatchObject({
      src: 'https://cdn.example.com/a.jpg',
      loading: 'eager',
    });
    expect(slideImage('https://cdn.example.com/a.jpg', 0, true)).not.toHaveProperty('srcSet');
  });
});

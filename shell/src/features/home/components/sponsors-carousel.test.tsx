import { IMAGE_SIZES } from '@kanat/shared/format';
import { theme } from '@kanat/shared/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { intersection } from '../../../../../shared/test/intersection-observer';
import { setViewportWidth } from '../../../test/jsdom-layout';
import { carouselPositions, SponsorsCarousel } from './sponsors-carousel';

const sponsors = (n: number, folder = '') =>
  Array.from({ length: n }, (_, i) => ({
    image: `${folder}/sp${i + 1}.png`,
    name: `Sponsor ${i + 1}`,
  }));

async function renderCarousel(count: number, folder = '') {
  render(
    <ThemeProvider theme={theme}>
      <SponsorsCarousel sponsors={sponsors(count, folder)} />
    </ThemeProvider>,
  );
  // Embla arrives by a dynamic import: let it land inside act.
  await act(async () => {});
}

/** The first sponsor shown. */
const index = () =>
  screen.getByTestId('sponsors').querySelector('[data-index]')?.getAttribute('data-index');

/** The first sponsors shown at each 3 s step. */
function steps(n: number): string[] {
  return Array.from({ length: n }, () => {
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    return index() ?? '';
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('carouselPositions', () => {
  it('counts the start positions of a strip', () => {
    expect(carouselPositions(6, 4)).toBe(3);
    expect(carouselPositions(4, 4)).toBe(1);
    expect(carouselPositions(2, 4)).toBe(1);
  });
});

describe('SponsorsCarousel', () => {
  it('steps one sponsor every 3 s and starts over after the last position', async () => {
    setViewportWidth(1280);
    await renderCarousel(6);
    expect(index()).toBe('0');
    expect(steps(3)).toEqual(['1', '2', '0']);
  });

  it('shows four sponsors at once from the 1100 px breakpoint', async () => {
    setViewportWidth(1100);
    await renderCarousel(6);
    // Four of six at once leave three start positions.
    expect(steps(3)).toEqual(['1', '2', '0']);
  });

  it('shows two sponsors at once below the 1100 px breakpoint', async () => {
    setViewportWidth(1099);
    await renderCarousel(6);
    // Two of six at once leave five start positions.
    expect(steps(5)).toEqual(['1', '2', '3', '4', '0']);
  });

  it('does not move, and has no arrows, when every sponsor already fits', async () => {
    setViewportWidth(1280);
    await renderCarousel(3);
    act(() => {
      jest.advanceTimersByTime(9000);
    });
    expect(index()).toBe('0');
    expect(screen.queryByRole('button', { name: 'Sonraki' })).toBeNull();
  });

  it('stands still while off the screen', async () => {
    setViewportWidth(1280);
    await renderCarousel(6);
    act(() => intersection.setInView(false));
    expect(steps(3)).toEqual(['0', '0', '0']);
    act(() => intersection.setInView(true));
    expect(steps(2)).toEqual(['1', '2']);
    // Embla, fetched with the first step, lands inside act.
    await act(async () => {});
  });

  it('moves with its arrows and holds while the mouse is over it', async () => {
    setViewportWidth(1280);
    await renderCarousel(6);
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(index()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(index()).toBe('0');

    const row = screen.getByRole('button', { name: 'Sonraki' }).parentElement as HTMLElement;
    fireEvent.pointerEnter(row, { pointerType: 'mouse' });
    expect(steps(4)).toEqual(['0', '0', '0', '0']);
    fireEvent.pointerLeave(row, { pointerType: 'mouse' });
    expect(steps(1)).toEqual(['1']);
  });
});

describe('sponsor logos', () => {
  it('are small WebP copies, loaded lazily', async () => {
    setViewportWidth(1280);
    await renderCarousel(2, '/media/demo/sponsorlar');
    const logo = screen.getByRole('img', { name: 'Sponsor 1' });
    expect(logo.getAttribute('src')).toBe('/img/480/demo/sponsorlar/sp1.png');
    expect(logo.getAttribute('srcset')).toBe(
      '/img/160/demo/sponsorlar/sp1.png 160w, /img/320/demo/sponsorlar/sp1.png 320w, ' +
        '/img/480/demo/sponsorlar/sp1.png 480w',
    );
    expect(logo.getAttribute('sizes')).toBe(IMAGE_SIZES.sponsor);
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect(logo.getAttribute('decoding')).toBe('async');
  });
});

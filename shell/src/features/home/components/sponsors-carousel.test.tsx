import { theme } from '@kanat/shared/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { setViewportWidth } from '../../../test/jsdom-layout';
import { carouselPositions, SponsorsCarousel } from './sponsors-carousel';

const sponsors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ image: `/sp${i + 1}.png`, name: `Sponsor ${i + 1}` }));

function renderCarousel(count: number) {
  render(
    <ThemeProvider theme={theme}>
      <SponsorsCarousel sponsors={sponsors(count)} />
    </ThemeProvider>,
  );
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
  it('steps one sponsor every 3 s and starts over after the last position', () => {
    setViewportWidth(1280);
    renderCarousel(6);
    expect(index()).toBe('0');
    expect(steps(3)).toEqual(['1', '2', '0']);
  });

  it('shows four sponsors at once from the 1100 px breakpoint', () => {
    setViewportWidth(1100);
    renderCarousel(6);
    // Four of six at once leave three start positions.
    expect(steps(3)).toEqual(['1', '2', '0']);
  });

  it('shows two sponsors at once below the 1100 px breakpoint', () => {
    setViewportWidth(1099);
    renderCarousel(6);
    // Two of six at once leave five start positions.
    expect(steps(5)).toEqual(['1', '2', '3', '4', '0']);
  });

  it('does not move, and has no arrows, when every sponsor already fits', () => {
    setViewportWidth(1280);
    renderCarousel(3);
    act(() => {
      jest.advanceTimersByTime(9000);
    });
    expect(index()).toBe('0');
    expect(screen.queryByRole('button', { name: 'Sonraki' })).toBeNull();
  });

  it('moves with its arrows and holds while the mouse is over it', () => {
    setViewportWidth(1280);
    renderCarousel(6);
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

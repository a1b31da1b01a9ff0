import { mediaQuery } from '@kanat/shared/ui';
import { useTheme } from 'styled-components';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { type AutoAdvance, useAutoAdvance } from './use-auto-advance';

/** Sponsors per view from the 1100 px carousel breakpoint up, and below it. */
export const WIDE_VISIBLE = 4;
export const NARROW_VISIBLE = 2;

/** Start positions a strip of `count` items has when `visible` show at once. */
export function carouselPositions(count: number, visible: number): number {
  return Math.max(1, count - visible + 1);
}

/** The sponsors carousel: how many show, and the first one shown; moves every 3 s. */
export function useCarousel(count: number): AutoAdvance & { visible: number; positions: number } {
  const theme = useTheme();
  const wide = useMediaQuery(mediaQuery.up(theme, 'carousel'));
  const visible = Math.min(count, wide ? WIDE_VISIBLE : NARROW_VISIBLE) || 1;
  const positions = carouselPositions(count, visible);
  return { ...useAutoAdvance({ count: positions }), visible, positions };
}

import type { SliderPictures } from '@kanat/shared/api';
import { useTheme } from 'styled-components';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { type AutoAdvance, useAutoAdvance } from './use-auto-advance';

/** SPEC §2: full-size pictures above 600 px wide, mobile pictures otherwise. */
export function pickSlides(pictures: SliderPictures, wide: boolean): string[] {
  const preferred = wide ? pictures.full : pictures.mobile;
  return preferred.length > 0 ? preferred : wide ? pictures.mobile : pictures.full;
}

/** The home image slider: which pictures fit the screen, and which one shows. */
export function useSlider(pictures: SliderPictures): AutoAdvance & { slides: string[] } {
  const theme = useTheme();
  // "Above 600 px" is strict: exactly 600 px still gets the mobile pictures.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.mobile + 1}px)`);
  const slides = pickSlides(pictures, wide);
  return { ...useAutoAdvance({ count: slides.length }), slides };
}

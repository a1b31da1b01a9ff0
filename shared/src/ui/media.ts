import type { DefaultTheme } from 'styled-components';
import type { Breakpoint } from './theme';

type ThemeProps = { theme: DefaultTheme };

/** Subtracting a fraction keeps `up` and `down` of the same breakpoint from overlapping. */
const maxWidth = (theme: DefaultTheme, bp: Breakpoint) => `${theme.breakpoints[bp] - 0.02}px`;

/** Media queries as plain strings, for `window.matchMedia` and `useMediaQuery`. */
export const mediaQuery = {
  up: (theme: DefaultTheme, bp: Breakpoint) => `(min-width: ${theme.breakpoints[bp]}px)`,
  down: (theme: DefaultTheme, bp: Breakpoint) => `(max-width: ${maxWidth(theme, bp)})`,
};

/**
 * At-rule interpolations keyed by the SPEC §9 breakpoints, reading widths from the theme:
 *
 *   const Grid = styled.div`
 *     display: block;
 *     ${media.up('mobile')} { display: grid; }
 *   `;
 */
export const media = {
  /** From the breakpoint width up. */
  up:
    (bp: Breakpoint) =>
    ({ theme }: ThemeProps) =>
      `@media ${mediaQuery.up(theme, bp)}`,
  /** Below the breakpoint width. */
  down:
    (bp: Breakpoint) =>
    ({ theme }: ThemeProps) =>
      `@media ${mediaQuery.down(theme, bp)}`,
};

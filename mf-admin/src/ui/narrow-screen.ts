/**
 * Phones, large ones in portrait included: below this width the console stacks table rows
 * into cards and puts its section list behind a button. Wider than the site's `mobile`
 * breakpoint on purpose: a console table with five columns needs more room than a page.
 */
export const NARROW_SCREEN_MAX_PX = 639.98;

/** The at-rule for styled-components: `${narrowScreen} { ... }`. */
export const narrowScreen = `@media (max-width: ${NARROW_SCREEN_MAX_PX}px)`;

/** The opposite range: `${wideScreen} { ... }`. */
export const wideScreen = `@media (min-width: ${NARROW_SCREEN_MAX_PX + 0.02}px)`;

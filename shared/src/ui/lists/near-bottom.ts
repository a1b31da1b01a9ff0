/** How close to the end of the page (px) counts as 'near the bottom' (SPEC §2). */
export const NEAR_BOTTOM_PX = 600;

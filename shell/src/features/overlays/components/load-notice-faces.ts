import { lazy } from 'react';

/**
 * The toasts' and the loading cover's looks (notice-faces.tsx), fetched the first time one is
 * shown, or ahead of it for a signed-in member once the page is idle (site-overlays.tsx).
 */
export const loadNoticeFaces = () =>
  import(/* webpackChunkName: "on-demand-notices" */ './notice-faces');

export const ToastFace = lazy(() => loadNoticeFaces().then((m) => ({ default: m.ToastFace })));
export const SpinnerCover = lazy(() =>
  loadNoticeFaces().then((m) => ({ default: m.SpinnerCover })),
);

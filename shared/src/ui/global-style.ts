import { useInsertionEffect } from 'react';

/** Marks the page's one `<style>` of resets and base typography (global-css.ts). */
export const GLOBAL_STYLE_ATTRIBUTE = 'data-km-global';

/**
 * The page's resets (global-css.ts), put at the top of its head unless the server already
 * wrote them there (shell/src/ssr.tsx). Their text is a chunk of its own, fetched only then:
 * a page the server drew never needs it. The shell waits for it before drawing a page the
 * server did not draw, so nothing is ever drawn without them.
 */
export function ensureGlobalStyle(): Promise<void> {
  if (document.head.querySelector(`style[${GLOBAL_STYLE_ATTRIBUTE}]`)) return Promise.resolve();
  return import(/* webpackChunkName: "on-demand-global-css" */ './global-css').then((module) =>
    module.insertGlobalStyle(GLOBAL_STYLE_ATTRIBUTE),
  );
}

/** Mounted once by SiteProviders (the shell, a remote running alone). Draws nothing. */
export function GlobalStyle(): null {
  useInsertionEffect(() => {
    ensureGlobalStyle().catch(() => {});
  }, []);
  return null;
}

// How the server's render writes HTML that pages show through SafeHtml (news bodies): the
// server installs its own allow-list cleaner here (server/src/modules/web/ssr.ts), so the
// first view it sends already holds the article, and nothing below it moves when the browser
// takes over. In the browser nothing is installed: SafeHtml cleans with DOMPurify there.
// A subpath of its own, `@kanat/shared/server-html`: every app's server build requires it (one
// instance on the server), while the rest of `ui` is bundled into each server build. The
// browser never installs a cleaner, so it is not a singleton there (NOT_SHARED).

let cleaner: ((html: string) => string) | null = null;

/** Installs (or, with null, removes) the server render's HTML cleaner. */
export function setServerHtmlCleaner(clean: ((html: string) => string) | null): void {
  cleaner = clean;
}

/** The HTML cleaned for the server's render; null in the browser or when none is installed. */
export function serverCleanHtml(html: string): string | null {
  if (typeof document !== 'undefined' || cleaner === null) return null;
  return cleaner(html);
}

import { useEffect } from 'react';

/**
 * Shows `title` (pageTitle() of @kanat/shared/i18n) as the document's title while the page
 * that calls it is on screen; null while the page does not know its name yet (its data is on
 * the way), the last title staying until then. The server writes the first page's <title>
 * (page-head.ts); moving inside the site changes only what React draws, so each page names
 * itself, for the tab, the history list and screen readers. One page calls it once: a parent's
 * effect runs after its children's and would win.
 *
 * An effect rather than React's own <title>: a server render of a part of the page (the
 * root's content) writes the <title> first in that part, a second one in the body beside the
 * head's, and unmounting one takes the document's title away until the next page draws its
 * own. The effect draws nothing, so hydration compares nothing, and the server's title is
 * already the same text.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

import { fill } from './fill';
import { messages } from './messages';

/**
 * A page's whole `<title>`: its name and the site's, or the site's name alone (the home page,
 * and the pages the server does not name). The server writes it into the page it sends
 * (page-head.ts) and the browser sets it when a page is shown (useDocumentTitle of
 * @kanat/shared/ui), so the two cannot drift apart.
 */
export function pageTitle(name: string | null = null): string {
  return name === null
    ? messages.documentTitle.siteName
    : fill(messages.documentTitle.page, { page: name });
}

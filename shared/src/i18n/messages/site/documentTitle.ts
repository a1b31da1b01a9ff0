// The site area's `documentTitle` texts (messages.documentTitle; see ../../messages.ts): the
// page's <title>, which the server writes into the page it sends (page-head.ts) and the
// browser keeps up to date as the visitor moves on. Both build it with pageTitle()
// (../../page-title.ts).
export const siteName = 'Kanat Mezat';
/** Every page's title but the home page's. */
export const page = '{page} | Kanat Mezat';

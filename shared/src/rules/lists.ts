/**
 * Page sizes of the paged lists (SPEC §9): `size` is what a page asks for and the server's
 * default, `max` the most the server gives in one page. The browser and the server read the
 * same numbers.
 */
export const LIST_PAGE_SIZES = {
  auctions: { size: 20, max: 20 },
  containers: { size: 20, max: 20 },
  pigeons: { size: 20, max: 20 },
  myBids: { size: 20, max: 50 },
  myPigeons: { size: 20, max: 50 },
  myWatches: { size: 20, max: 50 },
  news: { size: 10, max: 50 },
  newsSearch: { size: 3, max: 20 },
  newsSidePanel: { size: 5, max: 20 },
  comments: { size: 10, max: 50 },
  gallery: { size: 10, max: 50 },
} as const;

/** The longest news comment, in characters after trimming (SPEC §7 `makeComment`). */
export const COMMENT_MAX_LENGTH = 1000;

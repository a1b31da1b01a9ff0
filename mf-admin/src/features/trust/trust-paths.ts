/** The signals page: `guven-sinyalleri` (area `members`). */
export const SIGNALS_ROOT = '/yonetim/guven-sinyalleri';

/** A lot's bids: `teklifler/:auctionId` (area `auctions`, part of the groups section). */
export const lotBidsPath = (auctionId: string) =>
  `/yonetim/teklifler/${encodeURIComponent(auctionId)}`;

/** A member's console page (the members area). */
export const memberPath = (uid: string) => `/yonetim/uyeler/${encodeURIComponent(uid)}`;

/** Query keys of the feature; a review or an annulled bid makes every one of them stale. */
export const trustKeys = {
  all: ['admin', 'trust'] as const,
  signals: (show: 'open' | 'all') => ['admin', 'trust', 'signals', show] as const,
  lot: (auctionId: string) => ['admin', 'trust', 'lot', auctionId] as const,
};

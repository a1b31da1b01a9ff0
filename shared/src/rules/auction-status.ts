/**
 * SPEC §4 auction status integers: 2 ongoing, 3 expired (sealed), 4 cancelled by staff; list
 * filters span 0..5.
 */
export const AUCTION_STATUS = { first: 0, ongoing: 2, expired: 3, cancelled: 4, last: 5 } as const;

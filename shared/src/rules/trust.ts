// Bidder trust (issue 35, shill bidding): the signals the console computes and the periods
// they look back over. The server computes them (server/src/modules/trust); the console lists
// them with their evidence and staff mark each as reviewed.

/**
 * - `shared-device-owner` / `shared-ip-owner`: a bidder on a lot used a browser (device id) or,
 *   recently, an IP address that the lot's owner used too;
 * - `shared-device-bidder` / `shared-ip-bidder`: two bidders on the same lot did;
 * - `new-account-one-owner`: an account that bid soon after it was made, only on one owner's lots;
 * - `raise-never-win`: a member who bid on several ended lots and won none;
 * - `banned-device`: a member who used a browser a disabled (banned) member used.
 */
export const TRUST_SIGNAL_KINDS = [
  'shared-device-owner',
  'shared-ip-owner',
  'shared-device-bidder',
  'shared-ip-bidder',
  'new-account-one-owner',
  'raise-never-win',
  'banned-device',
] as const;
export type TrustSignalKind = (typeof TRUST_SIGNAL_KINDS)[number];

export const TRUST = {
  /** Lots whose bids are this recent are looked at (days). */
  lookbackDays: 60,
  /** An account is new when its first bid came within this many days of its registration. */
  newAccountDays: 7,
  /** The fewest bids a new account places, all on one owner's lots, to be a signal. */
  newAccountBids: 2,
  /** The fewest ended lots a member bid on without winning any, to be a signal. */
  raiseNeverWinLots: 3,
  /** The longest note a review mark keeps. */
  reviewNoteMax: 500,
} as const;

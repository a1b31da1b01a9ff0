/**
 * What a member's device signs for a bid (signature form v2; the request says so with
 * `sig: 'v2'`). SPEC §7 has the device sign the 32 nonce bytes alone, which let a signed
 * request be sent again for another auction or amount; v2 signs what the bid is.
 *
 * The signed bytes are the UTF-8 of five lines joined by `\n` (no trailing newline):
 *   kanat-bid-v2
 *   <the nonce: standard base64 with padding, as the request carries it>
 *   <the auction id, decimal, as the request's `for`>
 *   <the amount in whole lira, decimal>
 *   <`bid` for a single bid, `maximum` for a maximum (proxy bid)>
 */
export const BID_SIGNATURE_V2 = 'v2';

export interface SignedBid {
  /** base64 (standard, padded) of the 32 nonce bytes. */
  nonce: string;
  auctionId: string;
  amount: number;
  maximum: boolean;
}

/** The v2 text (see above). */
export function bidSignedText(bid: SignedBid): string {
  return [
    'kanat-bid-v2',
    bid.nonce,
    bid.auctionId,
    String(bid.amount),
    bid.maximum ? 'maximum' : 'bid',
  ].join('\n');
}

/** The v2 bytes a device signs and the server verifies. */
export function bidSignedBytes(bid: SignedBid): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(bidSignedText(bid)) as Uint8Array<ArrayBuffer>;
}

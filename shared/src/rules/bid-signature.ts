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

/**
 * A hall mezat bid or absentee maximum (issue 32), signed the same way with its own first line,
 * so a timed auction's signature is never good for a hall lot with the same number:
 *   kanat-hall-bid-v1
 *   <the nonce: standard base64 with padding>
 *   <the hall lot's id, decimal>
 *   <the amount in whole lira, decimal>
 *   <`bid` for a bid at the asking price, `maximum` for an absentee maximum>
 */
export interface SignedHallBid {
  nonce: string;
  lotId: number;
  amount: number;
  maximum: boolean;
}

export function hallBidSignedText(bid: SignedHallBid): string {
  return [
    'kanat-hall-bid-v1',
    bid.nonce,
    String(bid.lotId),
    String(bid.amount),
    bid.maximum ? 'maximum' : 'bid',
  ].join('\n');
}

export function hallBidSignedBytes(bid: SignedHallBid): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(hallBidSignedText(bid)) as Uint8Array<ArrayBuffer>;
}

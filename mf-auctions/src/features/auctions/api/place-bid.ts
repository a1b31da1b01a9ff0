import { callFunction, type FunctionResult } from '@kanat/shared/api';

/** SPEC §3 bid request, as the server receives it. */
export interface BidRequest {
  /** base64 of 32 random bytes; the signature covers the decoded bytes. */
  nonce: string;
  /** Whole Turkish lira. */
  amount: number;
  /** ms epoch, server clock. */
  createdOn: number;
  device: string;
  /** Auction id. */
  for: string;
  /** Bidder uid. */
  user: string;
}

export interface BidCall {
  BidRequest: BidRequest;
  /** base64 of the 132-byte ECDSA P-521/SHA-256 signature over the nonce bytes. */
  signature: string;
  mfaToken: string;
}

export interface BidResult extends FunctionResult {
  bidId: number;
  amount: number;
  bidCount: number;
  /** The auction's end after this bid (moved by a soft close). */
  expiry: number;
}

/** `POST /api/fn/bid`. Refusals come back as ApiError with the server's Turkish reason. */
export function placeBid(call: BidCall): Promise<BidResult> {
  return callFunction<BidCall, BidResult>('bid', call);
}

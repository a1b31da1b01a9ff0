import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { BidData, BidResult as ContractBidResult } from '@kanat/shared/contracts';

/**
 * SPEC §3 bid request. The server takes amount and time loosely to answer them with its own
 * message; the site always sends both.
 */
export type BidRequest = Omit<BidData['BidRequest'], 'amount' | 'createdOn' | 'maximum'> & {
  /** Whole Turkish lira. */
  amount: number;
  /** ms epoch, server clock. */
  createdOn: number;
  /**
   * True when `amount` is a maximum (proxy bid) rather than a single bid; left out
   * for a single bid.
   */
  maximum?: true;
};

/** The bid call: the request, its device signature and the second-factor token, all sent. */
export type BidCall = Omit<BidData, 'BidRequest' | 'signature' | 'mfaToken'> & {
  BidRequest: BidRequest;
  signature: string;
  mfaToken: string;
};

export type BidResult = ContractBidResult & FunctionResult;

/** `POST /api/fn/bid`. Refusals come back as ApiError with the server's Turkish reason. */
export function placeBid(call: BidCall): Promise<BidResult> {
  return callFunction('bid', call);
}

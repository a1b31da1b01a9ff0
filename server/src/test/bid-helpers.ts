import { randomBytes } from 'node:crypto';
import { bidSignedBytes } from '@kanat/shared/rules';
import type { FastifyInstance } from 'fastify';
import { acceptSaleContracts } from './auction-fixtures';
import type { SignedInMember } from './auth-fixtures';

/** What a bid call answered: the result on 200, the callable error otherwise. */
export interface BidAnswer {
  status: number;
  result?: {
    code: number;
    bidId: number | null;
    amount: number;
    bidCount: number;
    expiry: number;
    leading: boolean;
    maximum: number | null;
  };
  error?: {
    status: string;
    message: string;
    details?: { minimum?: number; maximum?: number; currentMaximum?: number };
  };
}

export interface BidOptions {
  nonce?: Buffer;
  /** Replaces the nonce text as sent (malformed nonces). */
  nonceText?: string;
  signature?: string | null;
  mfaToken?: string | null;
  user?: string;
  device?: string;
  auctionId?: string;
  cookie?: string | null;
  /** Sends `amount` as a maximum (proxy bid). */
  maximum?: boolean;
  /**
   * SPEC §7's signature over the nonce alone, without `sig: 'v2'` (an old client); by default
   * the bid is signed as the site's pages sign it (v2: nonce, auction, amount and kind).
   */
  legacy?: boolean;
  /**
   * Whether the member accepted the sale's contract first (issue 35); by default they did
   * (`acceptSaleContracts`), so only the contract's own tests bid without it.
   */
  contract?: boolean;
}

/** The v2 bytes of a bid (`bidSignedBytes`), for a test that signs them itself. */
export function signedBidBytes(
  nonce: Buffer,
  auctionId: number | string,
  amount: number,
  maximum = false,
): Buffer {
  return Buffer.from(
    bidSignedBytes({
      nonce: nonce.toString('base64'),
      auctionId: String(auctionId),
      amount,
      maximum,
    }),
  );
}

/** Calls `POST /api/fn/bid` the way the browser does: a fresh nonce per bid, signed with it. */
export async function callBid(
  app: FastifyInstance,
  member: SignedInMember,
  auctionId: number | string,
  amount: unknown,
  options: BidOptions = {},
): Promise<BidAnswer> {
  if (options.contract !== false && /^[0-9]{1,9}$/.test(String(auctionId))) {
    await acceptSaleContracts(app.db, [member.user.uid], [Number(auctionId)]);
  }
  const nonce = options.nonce ?? randomBytes(32);
  const data: Record<string, unknown> = {
    BidRequest: {
      nonce: options.nonceText ?? nonce.toString('base64'),
      amount,
      createdOn: Date.now(),
      device: options.device ?? member.deviceId,
      for: options.auctionId ?? String(auctionId),
      user: options.user ?? member.user.uid,
      ...(options.maximum === undefined ? {} : { maximum: options.maximum }),
    },
  };
  if (options.legacy !== true) data.sig = 'v2';
  // The bytes the server will check: for an amount that is no number, the nonce's (refused
  // before any signature is looked at).
  const signed =
    options.legacy === true || typeof amount !== 'number'
      ? nonce
      : signedBidBytes(nonce, options.auctionId ?? auctionId, amount, options.maximum === true);
  if (options.signature !== null) data.signature = options.signature ?? member.sign(signed);
  if (options.mfaToken !== null) data.mfaToken = options.mfaToken ?? member.mfaToken;
  const headers: Record<string, string> = {};
  const cookie = options.cookie === undefined ? member.cookie : options.cookie;
  if (cookie !== null) headers.cookie = cookie;
  const response = await app.inject({
    method: 'POST',
    url: '/api/fn/bid',
    headers,
    payload: { data },
  });
  const body = response.json<{ result?: BidAnswer['result']; error?: BidAnswer['error'] }>();
  return { status: response.statusCode, result: body.result, error: body.error };
}

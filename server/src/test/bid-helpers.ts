import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
}

/** Calls `POST /api/fn/bid` the way the browser does: a fresh signed nonce per bid. */
export async function callBid(
  app: FastifyInstance,
  member: SignedInMember,
  auctionId: number | string,
  amount: unknown,
  options: BidOptions = {},
): Promise<BidAnswer> {
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
  if (options.signature !== null) data.signature = options.signature ?? member.sign(nonce);
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

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Db } from '../../../server/src/db/connection';
import { createSignedInMember, type SignedInMember } from '../../../server/src/test/auth-fixtures';

/**
 * Approved members with a session, a registered P-521 device key and a second-factor token,
 * made by the auth module's own test fixtures (straight into the database, no SMS round trip).
 */
export async function createBidders(db: Db, count: number): Promise<SignedInMember[]> {
  // The fixture only reads `app.db`; a benchmark has the database but no app of its own.
  const appLike = { db } as unknown as Parameters<typeof createSignedInMember>[0];
  const members: SignedInMember[] = [];
  for (let i = 0; i < count; i++) members.push(await createSignedInMember(appLike));
  return members;
}

/** Tokens live 60 s; long runs renew them all. */
export async function renewTokens(members: SignedInMember[]): Promise<void> {
  for (const member of members) member.mfaToken = await member.freshMfaToken();
}

export interface BidAnswer {
  status: number;
  body: {
    result?: { code: number; bidCount: number; amount: number };
    error?: { status: string; message: string; details?: { minimum?: number } };
  };
}

/** A fresh 32-byte nonce and the device's signature over it. */
export interface SignedNonce {
  nonce: Buffer;
  signature: string;
}

export function signNonce(member: SignedInMember): SignedNonce {
  const nonce = randomBytes(32);
  return { nonce, signature: member.sign(nonce) };
}

/**
 * `POST /api/fn/bid` exactly as the browser sends it: signed nonce, token, session cookie.
 * `signed` may come from a stock made before the clock starts: signing with P-521 costs the
 * client as much CPU as verifying costs the server, and both share this machine.
 */
export function httpBid(
  baseUrl: string,
  agent: http.Agent,
  member: SignedInMember,
  auctionId: number,
  amount: number,
  signed: SignedNonce = signNonce(member),
  /** Send `amount` as a maximum (proxy bid, issue 12). */
  maximum = false,
): Promise<BidAnswer> {
  const body = JSON.stringify({
    data: {
      BidRequest: {
        nonce: signed.nonce.toString('base64'),
        amount,
        createdOn: Date.now(),
        device: member.deviceId,
        for: String(auctionId),
        user: member.user.uid,
        ...(maximum ? { maximum: true } : {}),
      },
      signature: signed.signature,
      mfaToken: member.mfaToken,
    },
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/fn/bid`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: member.cookie,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(text) as BidAnswer['body'],
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Whether the server has the bid function (it answers 404 for unknown functions). */
export async function bidFunctionAvailable(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/fn/bid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  });
  return response.status !== 404;
}

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { bidSignedBytes } from '@kanat/shared/rules';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { AuctionStatus, users } from '../db/schema';
import { createSignedInMember, type SignedInMember } from './auth-fixtures';

/**
 * Bidders for tests and benchmarks that speak to a real server process over HTTP: approved
 * members with a session, a registered P-521 device key and a second-factor token, made by
 * the auth fixtures straight in the database (no SMS round trip).
 */
export async function createBidders(db: Db, count: number): Promise<SignedInMember[]> {
  // The fixture only reads `app.db`; a caller with its own server process has no app here.
  const appLike = { db } as unknown as Parameters<typeof createSignedInMember>[0];
  const members: SignedInMember[] = [];
  for (let i = 0; i < count; i++) members.push(await createSignedInMember(appLike));
  // They have read and accepted the contract of every sale open now (issue 35), so the load
  // measured is bidding, not the refusal before the first bid.
  await db.execute(sql`
    insert into sale_contract_acceptances (user_id, sale_kind, sale_id, text_version)
    select users.id, s.kind, s.id, 1
    from users cross join (
      select distinct case when a.parent_id is null then 'auction' else 'group' end as kind,
        coalesce(a.parent_id, a.id) as id
      from auctions a where a.status = ${AuctionStatus.ongoing}
      union
      select 'hall', h.id from hall_sales h where h.status <> 'ended') s
    where ${inArray(
      users.id,
      members.map((member) => member.user.uid),
    )}
    on conflict do nothing`);
  return members;
}

/** Tokens live 60 s; long runs renew them all. */
export async function renewTokens(members: SignedInMember[]): Promise<void> {
  for (const member of members) member.mfaToken = await member.freshMfaToken();
}

export interface BidAnswer {
  status: number;
  body: {
    result?: { code: number; bidCount: number; amount: number; bidId?: number; expiry?: number };
    error?: { status: string; message: string; details?: { minimum?: number } };
  };
}

/** A fresh 32-byte nonce and the device's signature over it with the bid (form v2). */
export interface SignedNonce {
  nonce: Buffer;
  signature: string;
}

/** What a v2 signature covers besides the nonce (`bidSignedBytes`). */
export interface BidToSign {
  auctionId: number;
  amount: number;
  maximum?: boolean;
}

/** Signs a new nonce with the bid, as the browser does (`sig: 'v2'`). */
export function signBid(member: SignedInMember, bid: BidToSign): SignedNonce {
  const nonce = randomBytes(32);
  const bytes = bidSignedBytes({
    nonce: nonce.toString('base64'),
    auctionId: String(bid.auctionId),
    amount: bid.amount,
    maximum: bid.maximum === true,
  });
  return { nonce, signature: member.sign(Buffer.from(bytes)) };
}

/**
 * `POST /api/fn/bid` exactly as the browser sends it: signed nonce (v2: with the auction,
 * amount and kind, so `signed` must have been made for this very bid), token, session cookie.
 * `signed` may come from a stock made before the clock starts: signing with P-521 costs the
 * client as much CPU as verifying costs the server, and both share this machine. A connection
 * error or a `timeoutMs` without an answer rejects (the bid's fate is then unknown).
 */
export function httpBid(
  baseUrl: string,
  agent: http.Agent,
  member: SignedInMember,
  auctionId: number,
  amount: number,
  signed: SignedNonce | null = null,
  /** Send `amount` as a maximum (a proxy bid). */
  maximum = false,
  timeoutMs?: number,
): Promise<BidAnswer> {
  const { nonce, signature } = signed ?? signBid(member, { auctionId, amount, maximum });
  const body = JSON.stringify({
    data: {
      BidRequest: {
        nonce: nonce.toString('base64'),
        amount,
        createdOn: Date.now(),
        device: member.deviceId,
        for: String(auctionId),
        user: member.user.uid,
        ...(maximum ? { maximum: true } : {}),
      },
      signature,
      sig: 'v2',
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
        response.on('error', reject);
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
    if (timeoutMs !== undefined) {
      request.setTimeout(timeoutMs, () => request.destroy(new Error('bid request timed out')));
    }
    request.on('error', reject);
    request.end(body);
  });
}

async function callFunction<R>(
  baseUrl: string,
  member: SignedInMember,
  name: string,
  data: unknown,
) {
  const response = await fetch(`${baseUrl}/api/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: member.cookie, origin: baseUrl },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: R; error?: { message: string } };
  if (response.status !== 200 || body.result === undefined) {
    throw new Error(`${name}: ${response.status} ${body.error?.message ?? ''}`);
  }
  return body.result;
}

/**
 * A new second-factor token as the browser gets one, over HTTP: the server's challenge for
 * the device (`requestKeyedMFA`), signed with the device key (`resolveKeyedMFA`). For runs
 * that outlive the 60 s token while the server owns the database (the embedded one above all).
 */
export async function renewTokenOverHttp(baseUrl: string, member: SignedInMember): Promise<void> {
  const { challenge } = await callFunction<{ challenge: string }>(
    baseUrl,
    member,
    'requestKeyedMFA',
    { deviceId: member.deviceId },
  );
  const signature = member.sign(Buffer.from(challenge, 'base64'));
  const { token } = await callFunction<{ token: string }>(baseUrl, member, 'resolveKeyedMFA', {
    signature,
    deviceId: member.deviceId,
  });
  member.mfaToken = token;
}

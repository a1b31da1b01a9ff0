import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WAIT_MS } from './limits';

/**
 * A local push service for tests: it takes Web Push requests (RFC 8030) like a
 * browser vendor's service, checks their VAPID signature (RFC 8292) and decrypts the
 * aes128gcm body (RFC 8291 over RFC 8188) with the private key of a subscription the test
 * made. Written from the RFCs with node:crypto, independently of the `web-push` library.
 */

/** One subscription the test owns: what `subscribePush` is given, and the private half. */
export interface LocalSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The status the endpoint answers for it (201 by default; 410 = gone). */
  status: number;
}

/** A push message as received and decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  /** The decrypted body as text. */
  text: string;
  headers: IncomingMessage['headers'];
  /** The VAPID JWT's claims, after its signature was checked. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key (base64url) the request was signed with. */
  vapidKey: string;
}

interface SubscriptionState {
  public: LocalSubscription;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** The JWK of an uncompressed P-256 point (0x04 | x | y). */
function p256Jwk(point: Buffer) {
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('not an uncompressed P-256 key');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: b64(point.subarray(1, 33)),
    y: b64(point.subarray(33, 65)),
  };
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292 §3) and answers its claims. */
export function checkVapid(
  header: string | undefined,
  audience: string,
  now = Date.now(),
): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (match === null) throw new Error(`bad Authorization header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.');
  if (head === undefined || body === undefined || signature === undefined) {
    throw new Error('bad JWT');
  }
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  if (header64.alg !== 'ES256') throw new Error(`JWT alg ${header64.alg}`);
  const publicKey = createPublicKey({
    key: p256Jwk(Buffer.from(key, 'base64url')),
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.aud !== audience) throw new Error(`JWT aud ${claims.aud}, expected ${audience}`);
  const seconds = Math.floor(now / 1000);
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 3600)) {
    throw new Error(`JWT exp ${claims.exp} out of range`);
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Error(`JWT sub ${claims.sub}`);
  }
  return { claims, key };
}

/**
 * Decrypts an aes128gcm Web Push body (RFC 8291 §3.4, RFC 8188 §2) with the receiver's key
 * pair and auth secret.
 */
export function decryptAes128gcm(
  body: Buffer,
  receiver: { ecdh: ReturnType<typeof createECDH>; auth: Buffer },
): Buffer {
  // Header: salt (16) | record size (4) | idlen (1) | keyid (the sender's public key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] as number;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes`);
  const receiverKey = receiver.ecdh.getPublicKey();
  const sharedSecret = receiver.ecdh.computeSecret(senderKey);
  // RFC 8291 §3.3: IKM = HKDF(auth, ecdh_secret, "WebPush: info" 0 ua_public as_public, 32).
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, receiver.auth, keyInfo, 32));
  // RFC 8188 §2.2-2.3: the content key and the nonce, from the salt.
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const plain: Buffer[] = [];
  const count = Math.ceil(records.length / recordSize);
  for (let i = 0; i < count; i++) {
    const record = records.subarray(i * recordSize, (i + 1) * recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record sequence number XORed into the nonce (RFC 8188 §2.3; few records: 32 bits).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ i) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    // Padding: a delimiter (2 for the last record, 1 before) and then zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const delimiter = padded[end];
    if (delimiter !== (i === count - 1 ? 2 : 1)) throw new Error('bad padding delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

export interface LocalPushEndpoint {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** A new subscription with keys of its own, at `<origin>/push/<id>`. */
  subscribe(): LocalSubscription;
  /** Every message received so far, in order. */
  received: ReceivedPush[];
  /** Requests the endpoint refused (bad signature, undecryptable...), with why. */
  rejected: Array<{ path: string; reason: string }>;
  /** Waits until `count` messages have been received (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Listens on 127.0.0.1, on `port` when given (the browser tests' server was told that origin
 * as PUSH_TEST_ENDPOINT_ORIGIN before this starts), else on a free one.
 */
export async function startLocalPushEndpoint(port = 0): Promise<LocalPushEndpoint> {
  const subscriptions = new Map<string, SubscriptionState>();
  const received: ReceivedPush[] = [];
  const rejected: LocalPushEndpoint['rejected'] = [];
  let origin = '';
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '';
    try {
      const body = await readBody(request);
      const id = /^\/push\/([\w-]+)$/.exec(path)?.[1];
      const state = id === undefined ? undefined : subscriptions.get(id);
      if (request.method !== 'POST' || state === undefined) {
        response.writeHead(404).end();
        return;
      }
      if (state.public.status === 404 || state.public.status === 410) {
        response.writeHead(state.public.status).end();
        return;
      }
      const { claims, key } = checkVapid(request.headers.authorization, origin);
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
      }
      if (!/^\d+$/.test(String(request.headers.ttl))) throw new Error('no TTL header');
      const text = decryptAes128gcm(body, state).toString('utf8');
      if (state.public.status >= 300) {
        response.writeHead(state.public.status).end();
        return;
      }
      received.push({
        subscriptionId: state.public.id,
        payload: JSON.parse(text),
        text,
        headers: request.headers,
        claims,
        vapidKey: key,
      });
      response.writeHead(state.public.status, { location: `${origin}/message/${received.length}` });
      response.end();
    } catch (error) {
      rejected.push({ path, reason: error instanceof Error ? error.message : String(error) });
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = b64(randomBytes(9));
      const subscription: LocalSubscription = {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
        status: 201,
      };
      subscriptions.set(id, { public: subscription, ecdh, auth });
      return subscription;
    },
    async waitFor(count, timeoutMs = WAIT_MS) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) {
          throw new Error(
            `${received.length} of ${count} push messages; rejected: ${JSON.stringify(rejected)}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

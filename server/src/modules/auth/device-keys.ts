import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { devices } from '../../db/schema';

/** The public half of a device key as stored: an EC P-521 JWK with only the public fields. */
export interface DevicePublicJwk {
  kty: 'EC';
  crv: 'P-521';
  x: string;
  y: string;
}

/** IEEE P1363 signature length for P-521: r and s of 66 bytes each. */
export const signatureBytes = 132;

const base64url66 = /^[A-Za-z0-9_-]{88}$/;
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Reads `pk` (the JWK JSON string the browser exported) and checks it is a P-521 public
 * key whose point lies on the curve. Returns null for anything else.
 */
export function parseDevicePublicKey(pk: string): DevicePublicJwk | null {
  let value: unknown;
  try {
    value = JSON.parse(pk);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kty, crv, x, y, d } = value as Record<string, unknown>;
  // A private component means the browser leaked its private key: refuse rather than store it.
  if (d !== undefined) return null;
  if (kty !== 'EC' || crv !== 'P-521') return null;
  if (typeof x !== 'string' || typeof y !== 'string') return null;
  if (!base64url66.test(x) || !base64url66.test(y)) return null;
  const jwk: DevicePublicJwk = { kty, crv, x, y };
  try {
    keyObjectFor(jwk);
  } catch {
    return null;
  }
  return jwk;
}

// Building a KeyObject from a JWK costs more than the lookup; keys are few and long-lived.
const keyCache = new Map<string, KeyObject>();
const keyCacheLimit = 2000;

function keyObjectFor(jwk: DevicePublicJwk): KeyObject {
  const cacheKey = `${jwk.x}.${jwk.y}`;
  const cached = keyCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const key = createPublicKey({ key: { ...jwk }, format: 'jwk' });
  if (keyCache.size >= keyCacheLimit) keyCache.clear();
  keyCache.set(cacheKey, key);
  return key;
}

/** Strict base64 to bytes; null for text that is not canonical base64. */
export function decodeBase64(text: string): Buffer | null {
  if (!base64Pattern.test(text)) return null;
  return Buffer.from(text, 'base64');
}

/**
 * ECDSA P-521 / SHA-256 over `data`, signature as base64 of the 132-byte IEEE P1363 form.
 * A P-521 check costs about as much CPU as a bid's database work (about 1.1 ms here), so it
 * never runs on the event loop: node:crypto's callback form runs it on libuv's thread pool.
 */
export async function signatureValid(
  jwk: DevicePublicJwk,
  data: Uint8Array,
  signature: string,
): Promise<boolean> {
  const bytes = decodeBase64(signature);
  if (bytes === null || bytes.length !== signatureBytes) return false;
  return new Promise((resolve) => {
    try {
      const key = { key: keyObjectFor(jwk), dsaEncoding: 'ieee-p1363' as const };
      verify('sha256', data, key, bytes, (error, ok) => resolve(error === null && ok));
    } catch {
      resolve(false);
    }
  });
}

/** Registers (or replaces) the key of one user's device. */
export async function saveDeviceKey(
  db: Db,
  userId: string,
  deviceId: string,
  jwk: DevicePublicJwk,
  now = Date.now(),
): Promise<void> {
  const at = new Date(now);
  await db
    .insert(devices)
    .values({ userId, deviceId, publicKey: { ...jwk }, keyRegisteredAt: at, lastUsedAt: at })
    .onConflictDoUpdate({
      target: [devices.userId, devices.deviceId],
      set: { publicKey: sql`excluded.public_key`, keyRegisteredAt: at, lastUsedAt: at },
    });
}

export async function findDeviceKey(
  db: Db,
  userId: string,
  deviceId: string,
): Promise<DevicePublicJwk | null> {
  const [row] = await db
    .select({ publicKey: devices.publicKey })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.deviceId, deviceId)))
    .limit(1);
  return storedDeviceKey(row?.publicKey);
}

/** Notes that the device just signed in with its key. */
export async function markDeviceUsed(db: Db, userId: string, deviceId: string): Promise<void> {
  await db
    .update(devices)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(devices.userId, userId), eq(devices.deviceId, deviceId)));
}

/** The key as the `public_key` column holds it (JSON or its text), checked; null for none. */
export function storedDeviceKey(stored: unknown): DevicePublicJwk | null {
  if (stored === null || stored === undefined) return null;
  return parseDevicePublicKey(typeof stored === 'string' ? stored : JSON.stringify(stored));
}

import { bytesToBase64 } from './base64';

// The device signing key of SPEC §3 / ARCHITECTURE §6: ECDSA P-521 with SHA-256, made by
// WebCrypto with a non-extractable private key. IndexedDB can hold a CryptoKey itself
// (structured clone), so the private key material never exists as bytes script can read.

const DB_NAME = 'kanat-mezat-security';
const DB_VERSION = 1;
const STORE = 'device-keys';
const RECORD_KEY = 'device';

export const DEVICE_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-521' } as const;
export const DEVICE_SIGN_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** IEEE P1363 signature length for P-521: r and s of 66 bytes each. */
export const DEVICE_SIGNATURE_BYTES = 132;

interface StoredDeviceKey {
  privateKey: CryptoKey;
  /** The public half as JWK, the form the server receives in `pk`. */
  publicJwk: JsonWebKey;
  createdAt: number;
}

/** Raised when signing is asked of a device that has no key. */
export class MissingDeviceKeyError extends Error {
  override readonly name = 'MissingDeviceKeyError';
  constructor() {
    super('no device key');
  }
}

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) {
        request.result.createObjectStore(STORE);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('device key database is blocked'));
  });
}

/**
 * Runs one request in its own short transaction. The connection is closed afterwards so a
 * second tab (or a test) is never blocked by a connection left open here.
 */
async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDatabase();
  try {
    const transaction = db.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
    });
    const result = await promisify(work(transaction.objectStore(STORE)));
    await done;
    return result;
  } finally {
    db.close();
  }
}

// Checked by shape, not `instanceof CryptoKey`: a key read back from IndexedDB may come from
// another realm's CryptoKey class.
function isStoredDeviceKey(value: unknown): value is StoredDeviceKey {
  if (!value || typeof value !== 'object') return false;
  const record = value as { privateKey?: unknown; publicJwk?: unknown };
  const key = record.privateKey as { type?: unknown } | null | undefined;
  return (
    typeof key === 'object' &&
    key !== null &&
    key.type === 'private' &&
    typeof record.publicJwk === 'object' &&
    record.publicJwk !== null
  );
}

async function readKey(): Promise<StoredDeviceKey | null> {
  const value: unknown = await withStore('readonly', (store) => store.get(RECORD_KEY));
  return isStoredDeviceKey(value) ? value : null;
}

/** Whether this browser holds a device key. Any storage failure counts as no key. */
export async function hasDeviceKey(): Promise<boolean> {
  try {
    return (await readKey()) !== null;
  } catch {
    return false;
  }
}

/** A key pair made but not yet stored, so a flow can store it only once it is wanted. */
export interface PendingDeviceKey {
  /** The public key as the JWK JSON string the server expects in `pk`. */
  readonly pk: string;
  /** Stores the pair as this device's key, replacing any earlier one. */
  save(): Promise<void>;
}

export async function generateDeviceKey(): Promise<PendingDeviceKey> {
  const pair = await crypto.subtle.generateKey(DEVICE_KEY_ALGORITHM, false, ['sign', 'verify']);
  // Public keys stay exportable even when the pair is made non-extractable.
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const record: StoredDeviceKey = {
    privateKey: pair.privateKey,
    publicJwk: { kty, crv, x, y },
    createdAt: Date.now(),
  };
  return {
    pk: JSON.stringify(record.publicJwk),
    async save() {
      await withStore('readwrite', (store) => store.put(record, RECORD_KEY));
    },
  };
}

/**
 * Makes a new device key pair, replacing any earlier one, and returns the public key as the
 * JWK JSON string the server expects in `pk`.
 */
export async function createDeviceKey(): Promise<string> {
  const key = await generateDeviceKey();
  await key.save();
  return key.pk;
}

/** The stored public key as a JWK JSON string, or null without a key. */
export async function getDevicePublicKey(): Promise<string | null> {
  const record = await readKey();
  return record ? JSON.stringify(record.publicJwk) : null;
}

/**
 * Signs `data` with the device key (ECDSA P-521, SHA-256) and returns base64 of the
 * 132-byte IEEE P1363 signature (r || s), which is what WebCrypto produces.
 */
export async function signWithDeviceKey(
  data: Uint8Array<ArrayBuffer> | ArrayBuffer,
): Promise<string> {
  const record = await readKey();
  if (!record) throw new MissingDeviceKeyError();
  const signature = await crypto.subtle.sign(DEVICE_SIGN_ALGORITHM, record.privateKey, data);
  return bytesToBase64(new Uint8Array(signature));
}

/** Forgets the device key (the server's copy of the public key is left alone). */
export async function clearDeviceKey(): Promise<void> {
  await withStore('readwrite', (store) => store.delete(RECORD_KEY));
}

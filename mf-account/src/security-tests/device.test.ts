import { createPublicKey, verify } from 'node:crypto';
import {
  base64ToBytes,
  clearDeviceKey,
  createDeviceKey,
  DEVICE_ID_STORAGE_KEY,
  getDeviceId,
  getDevicePublicKey,
  hasDeviceKey,
  MissingDeviceKeyError,
  signWithDeviceKey,
} from '@kanat/shared/security';
import { installWebPlatform, resetIndexedDb } from '../test/web-platform';

installWebPlatform();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function verifies(pk: string, data: Uint8Array, signatureBase64: string): boolean {
  const key = createPublicKey({ key: JSON.parse(pk), format: 'jwk' });
  return verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, base64ToBytes(signatureBase64));
}

describe('device id', () => {
  beforeEach(() => localStorage.clear());

  it('is a random UUID stored under deviceId and reused afterwards', () => {
    const first = getDeviceId();
    expect(first).toMatch(UUID);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first);
    expect(getDeviceId()).toBe(first);
  });

  it('keeps an id that is already stored', () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, '0b7f4f2e-3c1d-4e8a-9f00-1234567890ab');
    expect(getDeviceId()).toBe('0b7f4f2e-3c1d-4e8a-9f00-1234567890ab');
  });

  it('differs between browsers (fresh storage)', () => {
    const first = getDeviceId();
    localStorage.clear();
    expect(getDeviceId()).not.toBe(first);
  });
});

describe('device key', () => {
  beforeEach(() => resetIndexedDb());

  it('does not exist until created', async () => {
    expect(await hasDeviceKey()).toBe(false);
    expect(await getDevicePublicKey()).toBeNull();
    await expect(signWithDeviceKey(new Uint8Array(32))).rejects.toBeInstanceOf(
      MissingDeviceKeyError,
    );
  });

  it('is a P-521 key whose public half is returned as JWK JSON without private parts', async () => {
    const pk = await createDeviceKey();
    const jwk = JSON.parse(pk) as JsonWebKey;
    expect(jwk).toEqual({ kty: 'EC', crv: 'P-521', x: expect.any(String), y: expect.any(String) });
    expect(jwk.d).toBeUndefined();
    expect(await hasDeviceKey()).toBe(true);
    expect(await getDevicePublicKey()).toBe(pk);
  });

  it('signs with a 132-byte IEEE P1363 ECDSA/SHA-256 signature that node:crypto verifies', async () => {
    const pk = await createDeviceKey();
    const nonce = crypto.getRandomValues(new Uint8Array(32));
    const signature = await signWithDeviceKey(nonce);
    expect(base64ToBytes(signature)).toHaveLength(132);
    expect(verifies(pk, nonce, signature)).toBe(true);

    const other = new Uint8Array(nonce);
    other[0] = (other[0]! + 1) % 256;
    expect(verifies(pk, other, signature)).toBe(false);
  });

  it('keeps the private key non-extractable in IndexedDB', async () => {
    await createDeviceKey();
    const stored = await new Promise<{ privateKey: CryptoKey }>((resolve, reject) => {
      const open = indexedDB.open('kanat-mezat-security');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const request = open.result
          .transaction('device-keys')
          .objectStore('device-keys')
          .get('device');
        request.onsuccess = () => {
          open.result.close();
          resolve(request.result);
        };
        request.onerror = () => reject(request.error);
      };
    });
    expect(stored.privateKey.type).toBe('private');
    expect(stored.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', stored.privateKey)).rejects.toThrow();
  });

  it('survives across reads: a later signature verifies with the key made earlier', async () => {
    const pk = await createDeviceKey();
    const first = new TextEncoder().encode('first');
    const second = new TextEncoder().encode('second');
    expect(verifies(pk, first, await signWithDeviceKey(first))).toBe(true);
    expect(verifies(pk, second, await signWithDeviceKey(second.buffer))).toBe(true);
  });

  it('is replaced by a new key, and gone after clearDeviceKey', async () => {
    const oldPk = await createDeviceKey();
    const newPk = await createDeviceKey();
    expect(newPk).not.toBe(oldPk);
    const data = new Uint8Array([1, 2, 3]);
    const signature = await signWithDeviceKey(data);
    expect(verifies(newPk, data, signature)).toBe(true);
    expect(verifies(oldPk, data, signature)).toBe(false);

    await clearDeviceKey();
    expect(await hasDeviceKey()).toBe(false);
    await expect(signWithDeviceKey(data)).rejects.toBeInstanceOf(MissingDeviceKeyError);
  });
});

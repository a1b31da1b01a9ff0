import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { newDeviceKeyPair, signWith } from '../../test/auth-fixtures';
import { parseDevicePublicKey, signatureValid } from './device-keys';

/** A device key pair; `sign` gives the raw 132-byte signature, for tests that alter it. */
function member() {
  const { privateKey, jwk } = newDeviceKeyPair();
  return { jwk, sign: (data: Uint8Array) => Buffer.from(signWith(privateKey, data), 'base64') };
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('device signatures (ECDSA P-521, node:crypto on the thread pool)', () => {
  test('accepts the good signature and refuses every altered one', async () => {
    const alice = member();
    const bob = member();
    for (let i = 0; i < 10; i++) {
      const data = randomBytes(32);
      const good = alice.sign(data);
      expect(await signatureValid(alice.jwk, data, b64(good))).toBe(true);
      // Someone else's key, other bytes, one flipped bit, r and s swapped, all zeros.
      expect(await signatureValid(alice.jwk, data, b64(bob.sign(data)))).toBe(false);
      expect(await signatureValid(alice.jwk, randomBytes(32), b64(good))).toBe(false);
      const flipped = Buffer.from(good);
      flipped[i * 13] = (flipped[i * 13] ?? 0) ^ 0x10;
      expect(await signatureValid(alice.jwk, data, b64(flipped))).toBe(false);
      const swapped = Buffer.concat([good.subarray(66), good.subarray(0, 66)]);
      expect(await signatureValid(alice.jwk, data, b64(swapped))).toBe(false);
      expect(await signatureValid(alice.jwk, data, b64(Buffer.alloc(132)))).toBe(false);
    }
  });

  test('refuses inputs of the wrong shape instead of failing', async () => {
    const alice = member();
    const data = randomBytes(32);
    const good = alice.sign(data);
    expect(await signatureValid(alice.jwk, data, b64(good.subarray(0, 131)))).toBe(false);
    expect(await signatureValid(alice.jwk, data, 'kısa')).toBe(false);
    // A point that is not on the curve is refused when the key is read, before any check.
    const y = Buffer.from(alice.jwk.y, 'base64url');
    y[65] = (y[65] ?? 0) ^ 1;
    const offCurve = JSON.stringify({ ...alice.jwk, y: y.toString('base64url') });
    expect(parseDevicePublicKey(offCurve)).toBeNull();
    expect(await signatureValid(alice.jwk, Buffer.alloc(0), b64(alice.sign(Buffer.alloc(0))))).toBe(
      true,
    );
  });

  test('refuses a key that carries its private part, or is not P-521', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-521' });
    expect(parseDevicePublicKey(JSON.stringify(privateKey.export({ format: 'jwk' })))).toBeNull();
    const p256 = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    expect(parseDevicePublicKey(JSON.stringify(p256.export({ format: 'jwk' })))).toBeNull();
    expect(parseDevicePublicKey('not json')).toBeNull();
  });

  test('takes base64 signatures and plain Uint8Array data', async () => {
    const alice = member();
    const data = new Uint8Array(randomBytes(32));
    const good = alice.sign(data).toString('base64');
    expect(await signatureValid(alice.jwk, data, good)).toBe(true);
    expect(await signatureValid(alice.jwk, new Uint8Array(32), good)).toBe(false);
  });
});

import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { existsSync } from 'node:fs';
import { signatureValid } from './device-keys';
import { nativeP521, nativeP521Path, publicPoint } from './native-p521';

function member() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-521' });
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    jwk: { kty: 'EC' as const, crv: 'P-521' as const, x: String(jwk.x), y: String(jwk.y) },
    sign: (data: Uint8Array) =>
      sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' }),
  };
}

describe('P-521 checks through the system libcrypto', () => {
  test('the checker is built on this machine and passes its self-test', async () => {
    const native = await nativeP521();
    expect(native).not.toBeNull();
    expect(existsSync(nativeP521Path)).toBe(true);
  });

  test('judges signatures exactly as node:crypto does', async () => {
    const native = await nativeP521();
    if (native === null) throw new Error('the system-libcrypto checker did not load');
    const alice = member();
    const bob = member();
    const point = publicPoint(alice.jwk.x, alice.jwk.y);
    for (let i = 0; i < 10; i++) {
      const data = randomBytes(32);
      const good = alice.sign(data);
      expect(await native.verify(point, data, good)).toBe(true);
      // Someone else's key, other bytes, one flipped bit, r and s swapped, all zeros.
      expect(await native.verify(point, data, bob.sign(data))).toBe(false);
      expect(await native.verify(point, randomBytes(32), good)).toBe(false);
      const flipped = Buffer.from(good);
      flipped[i * 13] = (flipped[i * 13] ?? 0) ^ 0x10;
      expect(await native.verify(point, data, flipped)).toBe(false);
      const swapped = Buffer.concat([good.subarray(66), good.subarray(0, 66)]);
      expect(await native.verify(point, data, swapped)).toBe(false);
      expect(await native.verify(point, data, Buffer.alloc(132))).toBe(false);
    }
  });

  test('refuses inputs of the wrong shape instead of failing', async () => {
    const native = await nativeP521();
    if (native === null) throw new Error('the system-libcrypto checker did not load');
    const alice = member();
    const data = randomBytes(32);
    const good = alice.sign(data);
    const point = publicPoint(alice.jwk.x, alice.jwk.y);
    expect(await native.verify(point.subarray(1), data, good)).toBe(false);
    expect(await native.verify(point, data, good.subarray(0, 131))).toBe(false);
    // A point that is not on the curve.
    const offCurve = Buffer.from(point);
    offCurve[132] = (offCurve[132] ?? 0) ^ 1;
    expect(await native.verify(offCurve, data, good)).toBe(false);
    expect(await native.verify(point, Buffer.alloc(0), alice.sign(Buffer.alloc(0)))).toBe(true);
  });

  test('signatureValid takes base64 signatures and plain Uint8Array data', async () => {
    const alice = member();
    const data = new Uint8Array(randomBytes(32));
    const good = alice.sign(data).toString('base64');
    expect(await signatureValid(alice.jwk, data, good)).toBe(true);
    expect(await signatureValid(alice.jwk, new Uint8Array(32), good)).toBe(false);
    expect(await signatureValid(alice.jwk, data, 'kısa')).toBe(false);
  });
});

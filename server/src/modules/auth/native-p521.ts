import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

// The P-521 signature check through the system's libcrypto (server/native/p521-verify.c), about
// 2.4 times the speed of Node's bundled OpenSSL for this curve. Built with the machine's C
// compiler the first time the server needs it; anywhere it cannot be built or loaded, or does
// not agree with node:crypto on a self-test, the server uses node:crypto instead.

export interface NativeP521 {
  /** `point`: 133-byte uncompressed public point; `signature`: 132-byte IEEE P1363 r||s. */
  verify(point: Buffer, data: Buffer, signature: Buffer): Promise<boolean>;
}

const nativeDir = path.resolve(__dirname, '..', '..', '..', 'native');
const source = path.join(nativeDir, 'p521-verify.c');
export const nativeP521Path = path.join(nativeDir, 'build', 'p521-verify.node');

function nodeIncludeDir(): string | null {
  const candidates = [
    path.join(path.dirname(path.dirname(process.execPath)), 'include', 'node'),
    process.env.npm_config_nodedir && path.join(process.env.npm_config_nodedir, 'include', 'node'),
    '/usr/include/node',
  ];
  for (const dir of candidates) {
    if (dir && existsSync(path.join(dir, 'node_api.h'))) return dir;
  }
  return null;
}

/** Compiles the addon when it is missing or older than its source; false when it cannot. */
export function buildNativeP521(): boolean {
  if (existsSync(nativeP521Path) && statSync(nativeP521Path).mtimeMs >= statSync(source).mtimeMs) {
    return true;
  }
  const include = nodeIncludeDir();
  if (include === null) return false;
  mkdirSync(path.dirname(nativeP521Path), { recursive: true });
  // Several server instances may start at once: each builds its own file and renames it in.
  const partial = `${nativeP521Path}.${process.pid}.tmp`;
  const compiler = process.env.CC ?? 'cc';
  const args = ['-O2', '-shared', '-fPIC', '-I', include, '-o', partial, source, '-ldl'];
  const result = spawnSync(compiler, args, { stdio: 'pipe' });
  if (result.status !== 0) {
    rmSync(partial, { force: true });
    return false;
  }
  renameSync(partial, nativeP521Path);
  return true;
}

/** A fresh key, one good signature and three bad ones: the addon must judge them as node:crypto does. */
async function agreesWithNodeCrypto(native: NativeP521): Promise<boolean> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-521' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = publicPoint(String(jwk.x), String(jwk.y));
  const data = randomBytes(32);
  const signature = sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });
  const flipped = Buffer.from(signature);
  flipped[70] = (flipped[70] ?? 0) ^ 1;
  const verdicts = await Promise.all([
    native.verify(point, data, signature),
    native.verify(point, randomBytes(32), signature),
    native.verify(point, data, flipped),
    native.verify(Buffer.alloc(133, 4), data, signature),
  ]);
  return verdicts.join() === 'true,false,false,false';
}

/** The uncompressed point 0x04 || X || Y of a P-521 JWK's base64url coordinates. */
export function publicPoint(x: string, y: string): Buffer {
  return Buffer.concat([Buffer.of(4), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]);
}

async function load(): Promise<NativeP521 | null> {
  // KM_NATIVE_VERIFY=0 keeps node:crypto, e.g. to compare the two in bench/.
  if (process.env.KM_NATIVE_VERIFY === '0') return null;
  try {
    if (!buildNativeP521()) return null;
    const addon = { exports: {} as NativeP521 };
    process.dlopen(addon, nativeP521Path);
    return (await agreesWithNodeCrypto(addon.exports)) ? addon.exports : null;
  } catch {
    return null;
  }
}

let ready: Promise<NativeP521 | null> | undefined;

/** The addon, loaded (and built if needed) once per process; null: use node:crypto. */
export function nativeP521(): Promise<NativeP521 | null> {
  ready ??= load();
  return ready;
}

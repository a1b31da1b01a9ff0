import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { PushConfig } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  /^[A-Za-z0-9_-]{87}$/.test((value as VapidKeys).publicKey) &&
  /^[A-Za-z0-9_-]{43}$/.test((value as VapidKeys).privateKey);

/**
 * The VAPID key pair: the configured one (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY), else the one
 * kept in `DATA_DIR/vapid.json` (mode 0600), made on the first start. Keeping it matters: the
 * browsers' subscriptions are bound to the public key, and a new key would orphan them all.
 */
export async function loadVapidKeys(config: PushConfig, dataDir: string): Promise<VapidKeys> {
  if (config.keys !== null) return config.keys;
  const file = path.join(dataDir, 'vapid.json');
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isKeyPair(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const made = webpush.generateVAPIDKeys();
  const keys = { publicKey: made.publicKey, privateKey: made.privateKey };
  await mkdir(dataDir, { recursive: true });
  // 'wx': two instances starting together on one DATA_DIR keep the first one's pair.
  try {
    await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadVapidKeys(config, dataDir);
  }
  return keys;
}

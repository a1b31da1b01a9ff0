import { callFunction } from '@kanat/shared/api';
import type { WatchData } from '@kanat/shared/contracts';

/** `POST /api/fn/unwatch`: stops watching; idempotent. Resolves to false. */
export async function unwatch(target: WatchData): Promise<boolean> {
  const { watching } = await callFunction('unwatch', target);
  return watching;
}

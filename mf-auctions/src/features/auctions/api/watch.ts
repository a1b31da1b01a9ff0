import { callFunction } from '@kanat/shared/api';
import type { WatchData } from '@kanat/shared/contracts';

export type { WatchData, WatchKind } from '@kanat/shared/contracts';

/**
 * `POST /api/fn/watch`: the member starts watching an auction or a whole group.
 * Idempotent; resolves to whether it is watched now.
 */
export async function watch(target: WatchData): Promise<boolean> {
  const { watching } = await callFunction('watch', target);
  return watching;
}

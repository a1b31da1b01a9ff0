import { callFunction } from '@kanat/shared/api';
import type { WatchData } from '@kanat/shared/contracts';

/** `POST /api/fn/unwatch`: stops watching an auction or a group; idempotent. */
export async function unwatch(target: WatchData): Promise<void> {
  await callFunction('unwatch', target);
}

import { callFunction } from '@kanat/shared/api';
import type { HallMyStatus } from '@kanat/shared/contracts';

export type { HallMyStatus } from '@kanat/shared/contracts';

/** `POST /api/fn/hallMyStatus`: the signed-in member's own standing in a sale, never anyone else's. */
export function getHallMyStatus(saleId: number): Promise<HallMyStatus> {
  return callFunction('hallMyStatus', { saleId });
}

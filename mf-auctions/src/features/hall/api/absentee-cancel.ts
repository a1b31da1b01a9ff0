import { callFunction } from '@kanat/shared/api';

/** `POST /api/fn/hallAbsenteeCancel`: takes the member's maximum off a waiting lot. */
export async function cancelHallAbsentee(lotId: string): Promise<boolean> {
  const { cancelled } = await callFunction('hallAbsenteeCancel', { lotId });
  return cancelled;
}

import { callFunction } from '@kanat/shared/api';
import type { HallAbsenteeRow } from '@kanat/shared/contracts';

/** `POST /api/fn/hallAbsenteeMine`: the member's own absentee maximums on a sale's lots. */
export async function getMyHallAbsentees(saleId: string): Promise<HallAbsenteeRow[]> {
  const { rows } = await callFunction('hallAbsenteeMine', { saleId });
  return rows;
}

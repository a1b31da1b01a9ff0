import { callFunction } from '@kanat/shared/api';
import type { HallAbsenteeRow, HallAbsenteeSetData } from '@kanat/shared/contracts';

/** `POST /api/fn/hallAbsenteeSet`: the most the member will pay for a waiting lot, signed. */
export function setHallAbsentee(data: HallAbsenteeSetData): Promise<HallAbsenteeRow> {
  return callFunction('hallAbsenteeSet', data);
}

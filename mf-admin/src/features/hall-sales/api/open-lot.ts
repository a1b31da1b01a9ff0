import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallOpenLot` (clerks): puts a waiting lot on the block. */
export async function openHallLot(
  data: CallableData<'adminHallOpenLot'>,
): Promise<CallableResultOf<'adminHallOpenLot'>> {
  const { code: _code, ...result } = await callFunction('adminHallOpenLot', data);
  return result;
}

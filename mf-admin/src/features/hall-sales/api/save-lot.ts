import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallLotSave` (clerks): a waiting lot's starting price or place. */
export async function saveHallLot(
  data: CallableData<'adminHallLotSave'>,
): Promise<CallableResultOf<'adminHallLotSave'>> {
  const { code: _code, ...result } = await callFunction('adminHallLotSave', data);
  return result;
}

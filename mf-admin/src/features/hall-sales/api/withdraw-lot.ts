import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallLotWithdraw` (clerks): takes a waiting lot out of the sale. */
export async function withdrawHallLot(
  data: CallableData<'adminHallLotWithdraw'>,
): Promise<CallableResultOf<'adminHallLotWithdraw'>> {
  const { code: _code, ...result } = await callFunction('adminHallLotWithdraw', data);
  return result;
}

import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminLotsAdd` (staff): adds one or several lots at once. */
export async function addLots(
  data: CallableData<'adminLotsAdd'>,
): Promise<CallableResultOf<'adminLotsAdd'>> {
  const { code: _code, ...result } = await callFunction('adminLotsAdd', data);
  return result;
}

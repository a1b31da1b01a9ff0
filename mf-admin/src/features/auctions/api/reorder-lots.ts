import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminLotsReorder` (staff): a group's lots in a new catalogue order; staggered ends follow. */
export async function reorderLots(
  data: CallableData<'adminLotsReorder'>,
): Promise<CallableResultOf<'adminLotsReorder'>> {
  const { code: _code, ...result } = await callFunction('adminLotsReorder', data);
  return result;
}

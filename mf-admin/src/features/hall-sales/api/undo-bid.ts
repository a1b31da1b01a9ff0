import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallUndo` (clerks): the standing bid undone, with a reason. */
export async function undoHallBid(
  data: CallableData<'adminHallUndo'>,
): Promise<CallableResultOf<'adminHallUndo'>> {
  const { code: _code, ...result } = await callFunction('adminHallUndo', data);
  return result;
}

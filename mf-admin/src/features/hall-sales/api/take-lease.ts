import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallLeaseTake` (clerks): the clerk's lease on a sale (takeOver: on purpose, audited). */
export async function takeHallLease(
  data: CallableData<'adminHallLeaseTake'>,
): Promise<CallableResultOf<'adminHallLeaseTake'>> {
  const { code: _code, ...result } = await callFunction('adminHallLeaseTake', data);
  return result;
}

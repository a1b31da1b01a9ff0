import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallWarn` (clerks): fair warning ("Satıyorum…"). */
export async function warnHallLot(
  data: CallableData<'adminHallWarn'>,
): Promise<CallableResultOf<'adminHallWarn'>> {
  const { code: _code, ...result } = await callFunction('adminHallWarn', data);
  return result;
}

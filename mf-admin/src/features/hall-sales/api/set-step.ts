import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallSetStep` (clerks): the current lot's step (null: SPEC §9's). */
export async function setHallStep(
  data: CallableData<'adminHallSetStep'>,
): Promise<CallableResultOf<'adminHallSetStep'>> {
  const { code: _code, ...result } = await callFunction('adminHallSetStep', data);
  return result;
}

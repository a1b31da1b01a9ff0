import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallSaleSave` (clerks): creates a draft sale or edits a draft or scheduled one. */
export async function saveHallSale(
  data: CallableData<'adminHallSaleSave'>,
): Promise<CallableResultOf<'adminHallSaleSave'>> {
  const { code: _code, ...result } = await callFunction('adminHallSaleSave', data);
  return result;
}

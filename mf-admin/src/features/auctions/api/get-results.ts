import { callFunction } from '@kanat/shared/api';
import type { AdminGroupResults, CallableData } from '@kanat/shared/contracts';

/** `adminGroupResults` (staff): hammer prices, winners, underbidders and totals. */
export async function getResults(
  data: CallableData<'adminGroupResults'>,
): Promise<AdminGroupResults> {
  const { code: _code, ...result } = await callFunction('adminGroupResults', data);
  return result;
}

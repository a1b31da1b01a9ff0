import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallSalePublish` (clerks): a draft with lots becomes scheduled (public). */
export async function publishHallSale(
  data: CallableData<'adminHallSalePublish'>,
): Promise<CallableResultOf<'adminHallSalePublish'>> {
  const { code: _code, ...result } = await callFunction('adminHallSalePublish', data);
  return result;
}

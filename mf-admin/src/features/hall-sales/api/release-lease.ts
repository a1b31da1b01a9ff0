import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallLeaseRelease` (clerks): frees the sale for any clerk at once. */
export async function releaseHallLease(
  data: CallableData<'adminHallLeaseRelease'>,
): Promise<CallableResultOf<'adminHallLeaseRelease'>> {
  const { code: _code, ...result } = await callFunction('adminHallLeaseRelease', data);
  return result;
}

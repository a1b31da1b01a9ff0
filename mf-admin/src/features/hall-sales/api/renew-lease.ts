import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallLeaseRenew` (clerks): another full term for the lease held. */
export async function renewHallLease(
  data: CallableData<'adminHallLeaseRenew'>,
): Promise<CallableResultOf<'adminHallLeaseRenew'>> {
  const { code: _code, ...result } = await callFunction('adminHallLeaseRenew', data);
  return result;
}

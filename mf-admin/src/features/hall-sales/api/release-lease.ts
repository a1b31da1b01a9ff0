import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminHallLeaseRelease` (clerks): frees the sale for any clerk at once. */
export async function releaseHallLease(
  data: CallableData<'adminHallLeaseRelease'>,
): Promise<CallableResultOf<'adminHallLeaseRelease'>> {
  const { code: _code, ...result } = await callFunction('adminHallLeaseRelease', data);
  return result;
}

/**
 * The same release while the tab closes or the clerk leaves the site: a plain `keepalive`
 * request with the session's cookie, which the browser still sends after the page is gone
 * (another clerk then need not wait for the lease to run out).
 */
export function releaseHallLeaseOnExit(data: CallableData<'adminHallLeaseRelease'>): void {
  void fetch('/api/fn/adminHallLeaseRelease', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  }).catch(() => undefined);
}

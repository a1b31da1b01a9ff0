import { callFunction } from '@kanat/shared/api';
import type { AdminRetentionView } from '@kanat/shared/contracts';

/**
 * `adminRetention` (staff, area `siteSettings`: administrators): the retention periods in
 * force, their defaults and bounds, and the retention pass's latest reports.
 */
export async function getRetention(): Promise<AdminRetentionView> {
  const { code: _code, ...view } = await callFunction('adminRetention', {});
  return view;
}

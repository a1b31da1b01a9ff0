import { callFunction } from '@kanat/shared/api';
import type { AdminDashboardResult } from '@kanat/shared/contracts';

/** `adminDashboard` (staff): counts of what waits for staff and the last audit entries. */
export async function getDashboard(): Promise<AdminDashboardResult> {
  const { code: _code, ...summary } = await callFunction('adminDashboard', null);
  return summary;
}

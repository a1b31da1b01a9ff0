import { callFunction } from '@kanat/shared/api';
import type { AdminPrivacyRequestsData, AdminPrivacyRequestsResult } from '@kanat/shared/contracts';

/**
 * `adminPrivacyRequests` (staff, area `members`): the open applications by due day, the most
 * urgent first ('open'), or every one, newest first ('all'); with the open and overdue counts.
 */
export async function listPrivacyRequests(
  data: AdminPrivacyRequestsData,
): Promise<AdminPrivacyRequestsResult> {
  const { code: _code, ...result } = await callFunction('adminPrivacyRequests', data);
  return result;
}

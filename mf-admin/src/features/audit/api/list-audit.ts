import { callFunction } from '@kanat/shared/api';
import type { AdminAuditListData, AdminAuditListResult } from '@kanat/shared/contracts';

/** `adminAuditList` (staff): one page of audit entries, newest first. */
export async function listAudit(filters: AdminAuditListData): Promise<AdminAuditListResult> {
  const { code: _code, ...page } = await callFunction('adminAuditList', filters);
  return page;
}

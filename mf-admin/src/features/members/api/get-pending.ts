import { callFunction } from '@kanat/shared/api';
import type { AdminMembersPendingResult } from '@kanat/shared/contracts';

/** `adminMembersPending` (staff): registrations and profile changes waiting for a decision. */
export async function getPending(): Promise<AdminMembersPendingResult> {
  const { code: _code, ...pending } = await callFunction('adminMembersPending', null);
  return pending;
}

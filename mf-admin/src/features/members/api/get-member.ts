import { callFunction } from '@kanat/shared/api';
import type { AdminMemberDetailResult } from '@kanat/shared/contracts';

/** `adminMemberDetail` (staff): a member with their pigeons, bids, wins and audit entries. */
export async function getMember(uid: string): Promise<AdminMemberDetailResult> {
  const { code: _code, ...detail } = await callFunction('adminMemberDetail', { uid });
  return detail;
}

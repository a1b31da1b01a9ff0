import { callFunction } from '@kanat/shared/api';
import type { MemberActionResult } from '@kanat/shared/contracts';

/** `adminMembersSetStaff` (staff): grants or revokes the staff role. */
export async function setMemberStaff(uid: string, staff: boolean): Promise<MemberActionResult> {
  const { code: _code, ...result } = await callFunction('adminMembersSetStaff', { uid, staff });
  return result;
}

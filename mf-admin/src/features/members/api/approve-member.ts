import { callFunction } from '@kanat/shared/api';
import type { MemberActionResult } from '@kanat/shared/contracts';

/** `adminMembersApprove` (staff): approves the waiting registration or profile change. */
export async function approveMember(uid: string): Promise<MemberActionResult> {
  const { code: _code, ...result } = await callFunction('adminMembersApprove', { uid });
  return result;
}

import { callFunction } from '@kanat/shared/api';
import type { MemberActionResult } from '@kanat/shared/contracts';

/** `adminMembersReject` (staff): rejects the waiting registration or profile change. */
export async function rejectMember(uid: string, reason: string): Promise<MemberActionResult> {
  const { code: _code, ...result } = await callFunction('adminMembersReject', { uid, reason });
  return result;
}

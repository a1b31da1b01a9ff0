import { callFunction } from '@kanat/shared/api';
import type { MemberActionResult } from '@kanat/shared/contracts';

/** `adminMembersDisable` (staff): the reason shows in the member's banner. */
export async function disableMember(uid: string, reason: string): Promise<MemberActionResult> {
  const { code: _code, ...result } = await callFunction('adminMembersDisable', { uid, reason });
  return result;
}

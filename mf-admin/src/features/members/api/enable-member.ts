import { callFunction } from '@kanat/shared/api';
import type { MemberActionResult } from '@kanat/shared/contracts';

/** `adminMembersEnable` (staff). */
export async function enableMember(uid: string): Promise<MemberActionResult> {
  const { code: _code, ...result } = await callFunction('adminMembersEnable', { uid });
  return result;
}

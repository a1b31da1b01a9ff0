import { callFunction } from '@kanat/shared/api';
import type { MemberActionResult } from '@kanat/shared/contracts';

/** `adminMembersSetSpendingLimit` (staff): sets a member's spending limit (TL), or lifts it (null). */
export async function setSpendingLimit(
  uid: string,
  limit: number | null,
): Promise<MemberActionResult> {
  const { code: _code, ...result } = await callFunction('adminMembersSetSpendingLimit', {
    uid,
    limit,
  });
  return result;
}

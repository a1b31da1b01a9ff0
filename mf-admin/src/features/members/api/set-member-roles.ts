import { callFunction } from '@kanat/shared/api';
import type { MemberActionResult, MemberSetRolesData } from '@kanat/shared/contracts';
import { getDeviceId } from '@kanat/shared/security';

/**
 * `adminMembersSetRoles` (administrators): the staff roles the member holds from now on,
 * confirmed with the caller's second factor (`mfaToken` from getMfaToken).
 */
export async function setMemberRoles(
  input: Omit<MemberSetRolesData, 'deviceId'>,
): Promise<MemberActionResult> {
  const { code: _code, ...result } = await callFunction('adminMembersSetRoles', {
    ...input,
    deviceId: getDeviceId(),
  });
  return result;
}

import { callFunction } from '@kanat/shared/api';
import type { AdminGroupsListResult, CallableData } from '@kanat/shared/contracts';

/** `adminGroupsList` (staff): one folder's groups, or a name search. */
export async function listGroups(
  data: CallableData<'adminGroupsList'>,
): Promise<AdminGroupsListResult> {
  const { code: _code, ...result } = await callFunction('adminGroupsList', data);
  return result;
}

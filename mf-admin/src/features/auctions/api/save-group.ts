import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminGroupSave` (staff): creates or edits a group; answers its id. */
export async function saveGroup(
  data: CallableData<'adminGroupSave'>,
): Promise<CallableResultOf<'adminGroupSave'>> {
  const { code: _code, ...result } = await callFunction('adminGroupSave', data);
  return result;
}

import { callFunction } from '@kanat/shared/api';
import type { AdminGroupDetail, CallableData } from '@kanat/shared/contracts';

/** `adminGroupGet` (staff): a group with its way from the root and its lots. */
export async function getGroup(data: CallableData<'adminGroupGet'>): Promise<AdminGroupDetail> {
  const { code: _code, ...result } = await callFunction('adminGroupGet', data);
  return result;
}

import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminGroupPublish` (staff): puts a draft or scheduled group on the site now. */
export async function publishGroup(
  data: CallableData<'adminGroupPublish'>,
): Promise<CallableResultOf<'adminGroupPublish'>> {
  const { code: _code, ...result } = await callFunction('adminGroupPublish', data);
  return result;
}

import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminGroupMessageSend` (staff): queues the previewed message for its members. */
export async function sendGroupMessage(
  data: CallableData<'adminGroupMessageSend'>,
): Promise<CallableResultOf<'adminGroupMessageSend'>> {
  const { code: _code, ...result } = await callFunction('adminGroupMessageSend', data);
  return result;
}

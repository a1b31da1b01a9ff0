import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminGroupMessagePreview` (staff): a message's texts and how many members it reaches. */
export async function previewGroupMessage(
  data: CallableData<'adminGroupMessagePreview'>,
): Promise<CallableResultOf<'adminGroupMessagePreview'>> {
  const { code: _code, ...result } = await callFunction('adminGroupMessagePreview', data);
  return result;
}

import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminGroupArchive` (staff): moves a finished group to the archive. */
export async function archiveGroup(
  data: CallableData<'adminGroupArchive'>,
): Promise<CallableResultOf<'adminGroupArchive'>> {
  const { code: _code, ...result } = await callFunction('adminGroupArchive', data);
  return result;
}

import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminSettingsGet` (staff): the archive delay. */
export async function getSettings(
  data: CallableData<'adminSettingsGet'>,
): Promise<CallableResultOf<'adminSettingsGet'>> {
  const { code: _code, ...result } = await callFunction('adminSettingsGet', data);
  return result;
}

import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminSettingsSave` (staff): saves the archive delay. */
export async function saveSettings(
  data: CallableData<'adminSettingsSave'>,
): Promise<CallableResultOf<'adminSettingsSave'>> {
  const { code: _code, ...result } = await callFunction('adminSettingsSave', data);
  return result;
}

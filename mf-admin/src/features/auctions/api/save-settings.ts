import { callFunction } from '@kanat/shared/api';
import type { CallableData, CallableResultOf } from '@kanat/shared/contracts';

/** `adminSettingsSave` (staff): saves the archive delay and the soft close. */
export async function saveSettings(
  data: CallableData<'adminSettingsSave'>,
): Promise<CallableResultOf<'adminSettingsSave'>> {
  const { code: _code, ...result } = await callFunction('adminSettingsSave', data);
  return result;
}

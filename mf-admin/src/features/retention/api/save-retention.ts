import { callFunction } from '@kanat/shared/api';
import type { AdminRetentionView } from '@kanat/shared/contracts';
import type { RetentionSettings } from '@kanat/shared/rules';

/**
 * `adminRetentionSave` (staff, area `siteSettings`: administrators): all five periods at once;
 * a period out of its bounds is refused (400) with the field's Turkish name and bounds.
 */
export async function saveRetention(settings: RetentionSettings): Promise<AdminRetentionView> {
  const { code: _code, ...view } = await callFunction('adminRetentionSave', settings);
  return view;
}

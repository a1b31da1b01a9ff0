import { callFunction } from '@kanat/shared/api';
import type { AdminSiteInfo } from '@kanat/shared/contracts';

/** `adminSiteInfoGet` (staff): the whole form, with the corporate pages' HTML. */
export async function getSiteInfo(): Promise<AdminSiteInfo> {
  const { code: _code, ...info } = await callFunction('adminSiteInfoGet', null);
  return info;
}

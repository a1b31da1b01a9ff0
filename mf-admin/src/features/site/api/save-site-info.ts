import { callFunction } from '@kanat/shared/api';
import type { AdminSiteInfo, AdminSiteInfoSaveData } from '@kanat/shared/contracts';

/** `adminSiteInfoSave` (staff): the whole form; the site shows it with the next request. */
export async function saveSiteInfo(data: AdminSiteInfoSaveData): Promise<AdminSiteInfo> {
  const { code: _code, ...info } = await callFunction('adminSiteInfoSave', data);
  return info;
}

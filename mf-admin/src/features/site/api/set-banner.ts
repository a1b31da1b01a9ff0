import { callFunction } from '@kanat/shared/api';
import type { Banner } from '@kanat/shared/contracts';
import type { BannerColor } from '@kanat/shared/rules';

/** `adminBannerSet` (staff): sets the banner, or clears it with null. */
export async function setBanner(message: string | null, color: BannerColor): Promise<Banner> {
  const { code: _code, ...banner } = await callFunction('adminBannerSet', { message, color });
  return banner;
}

import { emptySiteInfo, type SiteInfo } from '@kanat/shared/api';
import { type SiteInfoValue, useSiteInfo } from '@kanat/shared/session';

const EMPTY = emptySiteInfo();

/** Site info with every field present ('' or [] until loaded), so views need no null checks. */
export function useSite(): { info: SiteInfo; status: SiteInfoValue['status'] } {
  const { info, status } = useSiteInfo();
  return { info: info ?? EMPTY, status };
}

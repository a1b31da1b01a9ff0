import type { SessionUser } from '@kanat/shared/contracts';
import { opensArea } from '@kanat/shared/rules';

// Who sees a group not yet on the site. The public's condition itself (containerOnSite,
// lotOnSite) lives beside the database's clock, where the live module, which this module
// imports, can use it too; every public query of this module takes it from here.
export { containerAlias, containerOnSite, containerSiteFrom, lotOnSite } from '../../db/on-site';

/** Staff who manage groups may open a draft or scheduled group's pages (a preview). */
export function previewsGroups(user: SessionUser | null | undefined): boolean {
  if (user === null || user === undefined) return false;
  return user.accountEnabled && opensArea(user.roles, 'auctions');
}

/** Who opens a group or lot page: whether they may preview, and the clock's now (ms). */
export interface GroupViewer {
  preview: boolean;
  now: number;
}

/** A guest's view at `now`: only what is on the site. */
export const guestViewer = (now: number): GroupViewer => ({ preview: false, now });

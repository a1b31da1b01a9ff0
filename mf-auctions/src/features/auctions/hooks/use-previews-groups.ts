import { opensArea } from '@kanat/shared/rules';
import { useSession } from '@kanat/shared/session';

/**
 * Whether the signed-in user is staff who manage groups: the server answers them a group (or
 * a lot of one) not yet on the site as a preview, where a guest gets "not found". Part of the
 * query keys of those pages, so the guest's answer the server drew the page with is not
 * reused for them.
 */
export function usePreviewsGroups(): boolean {
  const { user } = useSession();
  if (user === null) return false;
  return user.accountEnabled && opensArea(user.roles, 'auctions');
}

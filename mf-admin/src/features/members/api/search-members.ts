import { callFunction } from '@kanat/shared/api';
import type { AdminMembersSearchResult, MemberFilter } from '@kanat/shared/contracts';

/** `adminMembersSearch` (staff): one page of members, newest first. */
export async function searchMembers(search: {
  q: string;
  filter: MemberFilter;
  cursor?: string;
}): Promise<AdminMembersSearchResult> {
  const { code: _code, ...page } = await callFunction('adminMembersSearch', {
    q: search.q,
    filter: search.filter,
    ...(search.cursor === undefined ? {} : { cursor: search.cursor }),
  });
  return page;
}

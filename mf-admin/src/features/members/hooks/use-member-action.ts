import type { MemberActionResult } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notify } from '../../../ui';

/** Query keys of the members area; everything under ['admin'] goes stale after an action. */
export const membersKeys = {
  all: ['admin', 'members'] as const,
  pending: ['admin', 'members', 'pending'] as const,
  search: (q: string, filter: string) => ['admin', 'members', 'search', q, filter] as const,
  detail: (uid: string) => ['admin', 'members', 'detail', uid] as const,
};

/**
 * Runs a staff action on a member, then refreshes every console list (the dashboard counts
 * too) and says how it went. A failure is thrown on, for the dialog to show.
 */
export function useMemberAction() {
  const client = useQueryClient();
  return useCallback(
    async (action: () => Promise<MemberActionResult>, success: string) => {
      const result = await action();
      await client.invalidateQueries({ queryKey: ['admin'] });
      notify.success(success);
      if (result.sms === 'failed') notify.error(messages.adminMembers.smsFailed);
      return result;
    },
    [client],
  );
}

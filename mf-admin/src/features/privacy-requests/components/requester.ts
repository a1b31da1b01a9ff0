import type { AdminPrivacyRequestView } from '@kanat/shared/contracts';

/** Who applied, in words: the member's name, else their username, else their id. */
export const requesterName = (
  request: Pick<AdminPrivacyRequestView, 'memberName' | 'username' | 'memberId'>,
) => request.memberName ?? request.username ?? request.memberId;

const DAY_MS = 86_400_000;

/** Whole days (rounded up, at least 1) until an open application's due time. */
export const daysLeft = (dueAt: number, now: number) =>
  Math.max(1, Math.ceil((dueAt - now) / DAY_MS));

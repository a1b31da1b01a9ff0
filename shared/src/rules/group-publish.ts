import { groupPublish as t } from '@kanat/shared/i18n/lazy';

// When a group and its lots go on the site. A group with no publish time is a draft only staff
// see; a group whose time has not come is scheduled; from its time on, everyone sees it.
// Bids are taken only on lots the public can see, so a draft's lots stay closed to bids even
// after its start (and end unsold if it is never published): a publish time may not fall after
// the start, so a scheduled group is always on the site before its bidding opens.

export type GroupPublishState = 'draft' | 'scheduled' | 'published';

/** The group's state at `now` (ms epoch) from its publish time (null: a draft). */
export function groupPublishState(publishOn: number | null, now: number): GroupPublishState {
  if (publishOn === null) return 'draft';
  return publishOn <= now ? 'published' : 'scheduled';
}

/**
 * A chosen publish time against the group's start: a time still to come may not be after the
 * start. Publishing at once (a time already passed) is always allowed: the lots open to bids
 * then. Answers the Turkish problem, or null.
 */
export function validatePublishTime(
  publishOn: number | null,
  startedOn: number,
  now: number,
): string | null {
  if (publishOn === null || publishOn <= now) return null;
  return publishOn > startedOn ? t.afterStart : null;
}

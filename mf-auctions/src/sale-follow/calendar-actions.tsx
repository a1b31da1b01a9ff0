import type { CalendarKind } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { calendar as texts } from '@kanat/shared/i18n/lazy';
import { calendarFilePath } from '@kanat/shared/rules';
import { AnchorButton } from '@kanat/shared/ui';
import { FollowButton } from './follow-button';

/**
 * A coming sale's two calendar actions, on the calendar and on the sale's own page: its
 * calendar file (.ics) and, while it has not opened, 'Başlayınca haber ver'.
 */
export function CalendarActions({
  kind,
  id,
  title,
  open,
}: {
  kind: CalendarKind;
  id: string;
  title: string;
  /** Under way: nothing left to be told about. */
  open: boolean;
}) {
  return (
    <>
      <AnchorButton
        href={calendarFilePath(kind, id)}
        download
        $variant="ghost"
        aria-label={fill(texts.addToCalendarOf, { title })}
      >
        {texts.addToCalendar}
      </AnchorButton>
      {open ? null : <FollowButton kind={kind} id={id} title={title} />}
    </>
  );
}

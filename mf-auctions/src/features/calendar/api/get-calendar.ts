import { apiFetch } from '@kanat/shared/api';
import type { CalendarResult } from '@kanat/shared/contracts';

export type { CalendarEntry, CalendarResult } from '@kanat/shared/contracts';

/** `GET /api/calendar`: the groups and hall mezats to come and under way, soonest first. */
export function getCalendar(signal?: AbortSignal): Promise<CalendarResult> {
  return apiFetch<CalendarResult>('/api/calendar', { signal });
}

// Times staff type in Turkey time. Turkey keeps UTC+3 all year (no summer time since 2016), so
// a typed day and time convert with a fixed offset, whatever zone the staff member's device
// is in.
const turkeyOffsetMs = 3 * 60 * 60 * 1000;

/** ms epoch -> 'YYYY-MM-DDTHH:mm' in Turkey time, for `<input type="datetime-local">`. */
export function toTurkeyInput(ms: number): string {
  return new Date(ms + turkeyOffsetMs).toISOString().slice(0, 16);
}

/** 'YYYY-MM-DDTHH:mm' typed in Turkey time -> ms epoch; NaN when unreadable. */
export function fromTurkeyInput(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return Number.NaN;
  return Date.parse(`${value}:00+03:00`);
}

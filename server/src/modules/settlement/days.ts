// Calendar days of payments, payouts and bank lines: Turkey's days ('2026-11-28'), typed as
// staff and bank exports write them (28.11.2026 or 2026-11-28).

/** Turkey keeps UTC+3 all year. */
const turkeyOffsetMs = 3 * 60 * 60_000;

/** Today in Turkey, as 'YYYY-MM-DD'. */
export function turkeyToday(now: number = Date.now()): string {
  return new Date(now + turkeyOffsetMs).toISOString().slice(0, 10);
}

/** The day a typed date names ('28.11.2026', '28/11/2026', '2026-11-28'), or null. */
export function parseDay(typed: string): string | null {
  const text = typed.trim();
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = dotted
    ? [dotted[3], dotted[2], dotted[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  // 31.02.2026 rolls over to March: not a day.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return null;
  return value;
}

/** A typed day that is a real day and not after today in Turkey, or null. */
export function parsePastDay(typed: string, now: number = Date.now()): string | null {
  const day = parseDay(typed);
  return day !== null && day <= turkeyToday(now) && day >= '2000-01-01' ? day : null;
}

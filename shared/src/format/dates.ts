// Each formatter is made on first use: making one (with Turkey's time zone data) costs a few
// milliseconds of a slow phone's main thread, which a page that shows no date never pays, and
// a page that does pays inside its (sliced) first render rather than while its scripts load.
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | null = null;
  return () => {
    made ??= new Intl.DateTimeFormat('tr-TR', { ...options, timeZone: 'Europe/Istanbul' });
    return made;
  };
}

const dateFormat = lazyFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = lazyFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const longDateFormat = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Makes the date formats now. The first one loads the time zone's and the language's data (40
 * to 50 ms of a slow phone's main thread): the shell's bootstrap calls this in a task of its own
 * when the server-drawn page shows dates (`<time>`), so that work does not lengthen the task
 * that hydrates the page.
 */
export function prepareDateFormats(): void {
  dateFormat();
  dateTimeFormat();
  longDateFormat();
}

type DateInput = number | string | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Dates are shown in Turkey's time zone whatever the visitor's machine says, so an auction's
// end reads the same for everyone.

/** The moment as ISO 8601, for `<time dateTime>`; '' for an unreadable date. */
export function isoDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toISOString() : '';
}

/** '05.03.2024'; '' for an unreadable date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormat().format(date) : '';
}

/** '05.03.2024 14:30'; '' for an unreadable date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat().format(date).replace(',', '') : '';
}

/** '5 Mart 2024'; '' for an unreadable date. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? longDateFormat().format(date) : '';
}

import type { AdminHallSaleRow } from '@kanat/shared/contracts';
import { formatAmount } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_STARTING_PRICE_MAX, validateHallVideoUrl } from '@kanat/shared/rules';
import type { RuleVerdict } from '@kanat/shared/validation';

const text = messages.adminHallConsole;
const server = messages.adminHallSales;

/** The sale form's fields as typed: the start as a date and a time of day in Turkey. */
export interface SaleFormValues {
  title: string;
  date: string;
  time: string;
  place: string;
  videoUrl: string;
}

// Turkey keeps UTC+3 all year, so the typed day and time are read at that offset whatever
// zone the clerk's device is in.
const TURKEY = '+03:00';
const turkeyOffsetMs = 3 * 60 * 60 * 1000;

/** ms epoch -> the day ('YYYY-MM-DD') and time ('HH:mm') in Turkey. */
export function turkeyParts(ms: number): { date: string; time: string } {
  const iso = new Date(ms + turkeyOffsetMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The typed day and time in Turkey -> ms epoch; NaN when either is unreadable. */
export function fromTurkeyParts(date: string, time: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return Number.NaN;
  return Date.parse(`${date}T${time}:00${TURKEY}`);
}

export function initialSaleValues(sale: AdminHallSaleRow | undefined): SaleFormValues {
  const start = sale === undefined ? { date: '', time: '' } : turkeyParts(sale.startsAt);
  return {
    title: sale?.title ?? '',
    ...start,
    place: sale?.place ?? '',
    videoUrl: sale?.videoUrl ?? '',
  };
}

/** The checks the server makes too, with its words. */
export function validateSaleForm(values: SaleFormValues): RuleVerdict {
  const errors: RuleVerdict['errors'] = {};
  if (values.title.trim() === '') errors.title = fill(server.titleRequired, { max: 400 });
  if (values.place.trim() === '') errors.place = fill(server.placeRequired, { max: 400 });
  if (Number.isNaN(fromTurkeyParts(values.date, values.time))) {
    errors.time = text.startsAtInvalid;
  }
  const video = values.videoUrl.trim();
  if (video !== '') {
    const problem = validateHallVideoUrl(video);
    if (problem !== null) errors.videoUrl = problem;
  }
  return { errors };
}

/** A starting price typed in a field: whole lira, 1 to HALL_STARTING_PRICE_MAX; null when fine. */
export function startingPriceError(value: string): string | null {
  const typed = value.trim();
  const amount = Number(typed);
  return /^\d{1,8}$/.test(typed) && amount >= 1 && amount <= HALL_STARTING_PRICE_MAX
    ? null
    : fill(text.priceInvalid, { max: formatAmount(HALL_STARTING_PRICE_MAX) });
}

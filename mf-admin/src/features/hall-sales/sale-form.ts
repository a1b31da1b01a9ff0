import type { AdminHallSaleRow } from '@kanat/shared/contracts';
import { formatAmount } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_STARTING_PRICE_MAX, validateHallVideoUrl } from '@kanat/shared/rules';
import type { RuleVerdict } from '@kanat/shared/validation';
import { fromTurkeyInput, toTurkeyInput } from '../../ui/turkey-time';

const text = messages.adminHallConsole;
const server = messages.adminHallSales;

/** The sale form's fields as typed: the start as a date and a time of day in Turkey. */
export interface SaleFormValues {
  title: string;
  date: string;
  time: string;
  place: string;
  videoUrl: string;
  /** The catalogue's lots are public before the start (unticked: only once the sale runs). */
  lotsBeforeStart: boolean;
}

/** ms epoch -> the day ('YYYY-MM-DD') and time ('HH:mm') in Turkey. */
export function turkeyParts(ms: number): { date: string; time: string } {
  const [date = '', time = ''] = toTurkeyInput(ms).split('T');
  return { date, time };
}

/** The typed day and time in Turkey -> ms epoch; NaN when either is unreadable. */
export function fromTurkeyParts(date: string, time: string): number {
  return fromTurkeyInput(`${date}T${time}`);
}

export function initialSaleValues(sale: AdminHallSaleRow | undefined): SaleFormValues {
  const start = sale === undefined ? { date: '', time: '' } : turkeyParts(sale.startsAt);
  return {
    title: sale?.title ?? '',
    ...start,
    place: sale?.place ?? '',
    videoUrl: sale?.videoUrl ?? '',
    lotsBeforeStart: sale?.lotsBeforeStart ?? true,
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

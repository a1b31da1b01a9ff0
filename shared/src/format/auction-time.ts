import { fill, messages } from '@kanat/shared/i18n';

/** SPEC §9: under this many seconds left an auction is 'almost done'. */
export const ALMOST_DONE_SECONDS = 3600;
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// Remaining-time text counts in fixed-length months and years; nobody reads '11 ay 30 gün'
// as a calendar claim.
const MONTH_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

export type AuctionTimeStatusName = 'loading' | 'continues' | 'almost_done' | 'expired';
/** Colour names; the theme maps them to its palette (all are valid CSS colours too). */
export type StatusColor = 'grey' | 'green' | 'orange' | 'red';

export interface AuctionTimeStatus {
  status: AuctionTimeStatusName;
  color: StatusColor;
  label: string;
}

type Expiry = number | null | undefined;

/**
 * SPEC §4: over 3600 s left continues (green), 0-3600 s almost done (orange), none left
 * expired (red); an expiry not yet loaded is grey 'Yükleniyor...'.
 */
export function auctionTimeStatus(expiryMs: Expiry, nowMs: number): AuctionTimeStatus {
  if (expiryMs === null || expiryMs === undefined || !Number.isFinite(expiryMs)) {
    return { status: 'loading', color: 'grey', label: messages.auctions.statusLoading };
  }
  const secondsLeft = (expiryMs - nowMs) / SECOND_MS;
  if (secondsLeft > ALMOST_DONE_SECONDS) {
    return { status: 'continues', color: 'green', label: messages.auctions.statusContinues };
  }
  if (secondsLeft > 0) {
    return { status: 'almost_done', color: 'orange', label: messages.auctions.statusAlmostDone };
  }
  return { status: 'expired', color: 'red', label: messages.auctions.statusExpired };
}

/**
 * SPEC §4 remaining-time text: over a year 'N yıldan fazla'; then months and days; days and
 * hours; hours, minutes and seconds; 'Süresi doldu' when nothing is left.
 */
export function remainingTimeText(expiryMs: Expiry, nowMs: number): string {
  if (expiryMs === null || expiryMs === undefined || !Number.isFinite(expiryMs)) {
    return messages.common.loading;
  }
  const left = expiryMs - nowMs;
  if (left <= 0) return messages.auctions.expired;
  if (left > YEAR_MS) {
    return fill(messages.auctions.moreThanYears, { years: Math.floor(left / YEAR_MS) });
  }
  if (left >= MONTH_MS) {
    return fill(messages.auctions.monthsDays, {
      months: Math.floor(left / MONTH_MS),
      days: Math.floor((left % MONTH_MS) / DAY_MS),
    });
  }
  if (left >= DAY_MS) {
    return fill(messages.auctions.daysHours, {
      days: Math.floor(left / DAY_MS),
      hours: Math.floor((left % DAY_MS) / HOUR_MS),
    });
  }
  return fill(messages.auctions.hoursMinutesSeconds, {
    hours: Math.floor(left / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((left % MINUTE_MS) / SECOND_MS),
  });
}

/** SPEC §4: the time text turns red with under an hour left (and once expired). */
export function isUrgent(expiryMs: Expiry, nowMs: number): boolean {
  if (expiryMs === null || expiryMs === undefined || !Number.isFinite(expiryMs)) return false;
  return expiryMs - nowMs < ALMOST_DONE_SECONDS * SECOND_MS;
}

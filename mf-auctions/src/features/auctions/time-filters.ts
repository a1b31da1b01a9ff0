import { ALMOST_DONE_SECONDS } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { AUCTION_STATUS, type AuctionListFilters } from './api/list-auctions';
import type { ContainerListFilters } from './api/list-containers';
import { wholeMs } from './home-filters';

/** The list filters of SPEC §2/§4. */
export type TimeFilter = 'all' | 'continuing' | 'almostDone' | 'expired';

export interface TimeFilterTab {
  id: TimeFilter;
  /** Value of the `durum` query parameter, so a filtered list can be linked to. */
  slug: string;
  label: string;
}

export const timeFilterTabs: readonly TimeFilterTab[] = [
  { id: 'all', slug: 'tumu', label: messages.auctions.filterAll },
  { id: 'continuing', slug: 'devam-edenler', label: messages.auctions.filterContinuing },
  { id: 'almostDone', slug: 'bitmek-uzere', label: messages.auctions.filterAlmostDone },
  { id: 'expired', slug: 'suresi-dolanlar', label: messages.auctions.filterExpired },
];

export const TIME_FILTER_PARAM = 'durum';

export function timeFilterFromSlug(slug: string | null): TimeFilter {
  return timeFilterTabs.find((tab) => tab.slug === slug)?.id ?? 'all';
}

export function slugOf(filter: TimeFilter): string {
  return timeFilterTabs.find((tab) => tab.id === filter)?.slug ?? 'tumu';
}

const ALMOST_DONE_MS = ALMOST_DONE_SECONDS * 1000;

/**
 * SPEC §4 for open auctions: 'all' is status 0-5; continuing is ongoing with more than an
 * hour left; almost ending is ongoing with under an hour left; expired has no time left.
 * `at` is the server clock when the filter was chosen.
 */
export function auctionFilters(filter: TimeFilter, at: number): AuctionListFilters {
  const now = wholeMs(at);
  switch (filter) {
    case 'continuing':
      return {
        statusFrom: AUCTION_STATUS.ongoing,
        statusTo: AUCTION_STATUS.ongoing,
        endingTimeFrom: now + ALMOST_DONE_MS,
        orderBy: 'endingTime',
        orderDir: 'asc',
      };
    case 'almostDone':
      return {
        statusFrom: AUCTION_STATUS.ongoing,
        statusTo: AUCTION_STATUS.ongoing,
        endingTimeFrom: now,
        endingTimeTo: now + ALMOST_DONE_MS,
        orderBy: 'endingTime',
        orderDir: 'asc',
      };
    case 'expired':
      return {
        statusFrom: AUCTION_STATUS.first,
        statusTo: AUCTION_STATUS.last,
        endingTimeTo: now,
        orderBy: 'endingTime',
        orderDir: 'desc',
      };
    default:
      return {
        statusFrom: AUCTION_STATUS.first,
        statusTo: AUCTION_STATUS.last,
        orderBy: 'endingTime',
        orderDir: 'desc',
      };
  }
}

/** SPEC §4 for groups: continuing means the group's end lies ahead, expired that it passed. */
export function groupFilters(filter: TimeFilter, at: number): ContainerListFilters {
  const now = wholeMs(at);
  switch (filter) {
    case 'continuing':
      return { expiryFrom: now + ALMOST_DONE_MS, orderBy: 'expiry', orderDir: 'asc' };
    case 'almostDone':
      return {
        expiryFrom: now,
        expiryTo: now + ALMOST_DONE_MS,
        orderBy: 'expiry',
        orderDir: 'asc',
      };
    case 'expired':
      return { expiryTo: now, orderBy: 'expiry', orderDir: 'desc' };
    default:
      return { orderBy: 'expiry', orderDir: 'desc' };
  }
}

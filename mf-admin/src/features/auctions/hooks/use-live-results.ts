import type { AdminGroupResults, ResultLot } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { useLive } from '@kanat/shared/live';
import { AUCTION_STATUS } from '@kanat/shared/rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from '../../../ui';

const text = messages.adminAuctions;

/** The group's summary on the live stream: it changes with every bid and every lot's end below it. */
const summaryPath = (groupId: string) => `auctionContainers/${groupId}/summaryParams`;

/** What the clerk is told of a lot that has just ended. */
export function lotEndedText(lot: ResultLot): string {
  if (lot.status === AUCTION_STATUS.cancelled)
    return fill(text.lotEndedCancelled, { name: lot.name });
  return lot.hammerPrice === null
    ? fill(text.lotEndedUnsold, { name: lot.name })
    : fill(text.lotEndedSold, {
        name: lot.name,
        price: formatMoney(lot.hammerPrice),
        winner: lot.winner?.fullname ?? '',
      });
}

/**
 * The results page follows the sale by itself: each change of the group's live summary (a bid,
 * a lot's end, below it too) reads the results again, and each lot that was running and has
 * ended since is told to the clerk.
 */
export function useLiveResults(groupId: string, results: UseQueryResult<AdminGroupResults>): void {
  const summary = useLive<unknown>(groupId === '' ? null : summaryPath(groupId));
  const seen = useRef<unknown>(undefined);
  const { refetch, data } = results;

  useEffect(() => {
    if (summary === undefined) return;
    // The first value is the state the page was read in.
    if (seen.current !== undefined && seen.current !== summary) void refetch();
    seen.current = summary;
  }, [summary, refetch]);

  const running = useRef<Map<string, true> | null>(null);
  useEffect(() => {
    if (data === undefined) return;
    const before = running.current;
    if (before !== null) {
      for (const lot of data.lots) {
        if (before.has(lot.id) && lot.status !== AUCTION_STATUS.ongoing)
          notify.info(lotEndedText(lot));
      }
    }
    running.current = new Map(
      data.lots.filter((lot) => lot.status === AUCTION_STATUS.ongoing).map((lot) => [lot.id, true]),
    );
  }, [data]);
}

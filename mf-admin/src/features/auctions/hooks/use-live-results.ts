import type { AdminGroupResults, ResultLot } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { subscribeLive } from '@kanat/shared/live';
import { AUCTION_STATUS } from '@kanat/shared/rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from '../../../ui';

const text = messages.adminAuctions;

/** The group's summary on the live stream: it changes with every bid below it. */
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
 * A console page of a group follows its sale by itself: a change of the group's live summary
 * (a bid below it) or of one of its running lots (a bid, its end) calls `refetch`. The first
 * value of each path is the state the page was read in, and changes nothing.
 */
export function useLiveGroup(
  groupId: string,
  lots: ReadonlyArray<{ id: string; status: number }> | undefined,
  refetch: () => unknown,
): void {
  const running = (lots ?? [])
    .filter((lot) => lot.status === AUCTION_STATUS.ongoing)
    .map((lot) => lot.id)
    .join(',');

  useEffect(() => {
    if (groupId === '') return undefined;
    const paths = [
      summaryPath(groupId),
      ...running
        .split(',')
        .filter(Boolean)
        .map((id) => `auctions/${id}`),
    ];
    const seen = new Set<string>();
    const stops = paths.map((path) =>
      subscribeLive(path, () => {
        if (seen.has(path)) void refetch();
        else seen.add(path);
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [groupId, running, refetch]);
}

/**
 * The results page follows the sale (useLiveGroup) and tells the clerk of each lot that was
 * running and has ended since.
 */
export function useLiveResults(groupId: string, results: UseQueryResult<AdminGroupResults>): void {
  const { refetch, data } = results;
  useLiveGroup(groupId, data?.lots, refetch);

  const before = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (data === undefined) return;
    const was = before.current;
    if (was !== null) {
      for (const lot of data.lots) {
        if (was.has(lot.id) && lot.status !== AUCTION_STATUS.ongoing) {
          notify.info(lotEndedText(lot));
        }
      }
    }
    before.current = new Set(
      data.lots.filter((lot) => lot.status === AUCTION_STATUS.ongoing).map((lot) => lot.id),
    );
  }, [data]);
}

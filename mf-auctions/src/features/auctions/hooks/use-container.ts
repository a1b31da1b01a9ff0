import { useLive } from '@kanat/shared/live';
import { shownStatus } from '@kanat/shared/query';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type ContainerDetail, getContainer } from '../api/get-container';
import { type LiveSummary, liveSummaryPath } from '../api/live-values';
import { usePreviewsGroups } from './use-previews-groups';

function isLiveSummary(value: unknown): value is LiveSummary {
  if (!value || typeof value !== 'object') return false;
  const fields = value as Partial<Record<keyof LiveSummary, unknown>>;
  return typeof fields.totalBidCount === 'number' && typeof fields.expiry === 'number';
}

/**
 * One group or archive container; ready with null when unknown (`retry` after a failure). Its summary figures
 * (counts, total amount, end) follow auctionContainers/{id}/summaryParams live.
 */
export function useContainer(id: string) {
  const preview = usePreviewsGroups();
  const query = useQuery({
    queryKey: ['auctions', 'container', id, ...(preview ? ['preview'] : [])],
    queryFn: ({ signal }) => getContainer(id, signal),
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const loaded = query.data ?? null;
  // Watched only once the container is known to exist: a malformed path would get the one
  // shared live connection refused as a whole.
  const live = useLive<unknown>(loaded ? liveSummaryPath(loaded.id) : null);
  const container = useMemo<ContainerDetail | null>(() => {
    if (!loaded || !isLiveSummary(live)) return loaded;
    const updated: ContainerDetail = {
      ...loaded,
      totalBidCount: live.totalBidCount,
      expiry: live.expiry,
    };
    if (typeof live.childCount === 'number') updated.childCount = live.childCount;
    if (typeof live.totalAuctionsCount === 'number')
      updated.totalAuctionsCount = live.totalAuctionsCount;
    if (typeof live.totalAmount === 'number') updated.totalAmount = live.totalAmount;
    return updated;
  }, [loaded, live]);
  return { status: shownStatus(query), retry, container };
}

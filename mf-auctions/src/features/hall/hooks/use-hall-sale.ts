import { useLive } from '@kanat/shared/live';
import { shownStatus } from '@kanat/shared/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { getHallCatalogue, type HallCatalogue } from '../api/get-hall-catalogue';
import { getHallMyStatus, type HallMyStatus } from '../api/hall-my-status';
import { type HallLiveState, hallLivePath, isHallLiveState } from '../api/live-state';

/** Calls after which the catalogue's lots (statuses, results) are read again. */
const TURNS = new Set(['opened', 'sold', 'passed']);

export const catalogueKey = (id: string) => ['hall', 'catalogue', id];

/** The id of the latest call that opened or closed a lot; 0 before any. */
function lastTurn(live: HallLiveState): number {
  let id = 0;
  for (const call of live.calls) if (TURNS.has(call.kind) && call.id > id) id = call.id;
  return id;
}

/**
 * One hall sale for its public pages: the catalogue (loaded once, read again when a lot opens
 * or closes), the live state at `hallSales/<id>` (the lot on the block, prices, calls) and, for
 * a signed-in member, their own standing (`hallMyStatus`).
 */
export function useHallSale(id: string, uid: string | null) {
  const query = useQuery({
    queryKey: catalogueKey(id),
    queryFn: ({ signal }) => getHallCatalogue(id, signal),
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const catalogue: HallCatalogue | null = query.data ?? null;
  // Watched only once the server has said the sale exists: the one shared live connection is
  // refused as a whole when any of its paths is malformed.
  const value = useLive<unknown>(catalogue ? hallLivePath(catalogue.sale.id) : null);
  const live = isHallLiveState(value) ? value : null;
  const saleStatus = live?.status ?? catalogue?.sale.status ?? null;

  const queryClient = useQueryClient();
  // The catalogue drawn with the page is read again only when a lot opens or closes after the
  // live state first came.
  const turn = live ? lastTurn(live) : null;
  const turnSeen = useRef<number | null>(null);
  useEffect(() => {
    if (turn === null) return;
    const before = turnSeen.current;
    turnSeen.current = turn;
    if (before === null || before === turn) return;
    void queryClient.invalidateQueries({ queryKey: catalogueKey(id), exact: true });
  }, [turn, id, queryClient]);

  // A member's standing is read again when the sale's version moves only while they have a
  // stake on the lot on the block (a bid or an absentee maximum): a thousand watchers who have
  // not bid do not each ask the server after every bid. Otherwise it is read when a lot opens
  // or closes (won, lost), and when they bid (the bid control asks for it).
  const lastMine = useRef<HallMyStatus | null>(null);
  const stake = lastMine.current?.current ?? null;
  const staked =
    stake !== null &&
    stake.lotId === live?.lot?.id &&
    (stake.standing !== 'none' || stake.myMaximum !== null);
  const readAt = staked ? `v${live?.version ?? ''}` : `t${turn ?? ''}:${live?.lot?.id ?? ''}`;
  const mine = useQuery({
    queryKey: ['hall', 'my-status', id, uid, readAt],
    queryFn: () => getHallMyStatus(Number(id)),
    // Asked once the live state has come: it says which lot is on the block.
    enabled: uid !== null && live !== null && saleStatus !== 'scheduled',
    // The last answer stays on screen while the next version's is asked for.
    placeholderData: (previous) => previous,
  });
  lastMine.current = mine.data ?? null;

  return {
    status: shownStatus(query),
    retry,
    catalogue,
    live,
    saleStatus,
    myStatus: uid === null ? null : (mine.data ?? null),
  };
}

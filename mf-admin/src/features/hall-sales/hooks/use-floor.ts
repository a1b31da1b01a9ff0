import type { AdminHallState, HallLiveState } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { useLive } from '@kanat/shared/live';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getHallFloorState } from '../api/get-floor-state';
import { beep } from './beep';

const text = messages.adminHallConsole;

/** The live path of a sale's public state; its `version` tells the console to read again. */
export const hallLivePath = (saleId: number) => `hallSales/${saleId}`;

const floorKey = (saleId: number) => ['admin-hall-floor', saleId] as const;

/**
 * The console's view of a sale (adminHallState), read again whenever the public live state's
 * version moves past it, and replaced by each action's answer. A bid the clerk did not make
 * (online, or an absentee maximum) that appears rings a tone and is announced.
 */
export function useFloor(saleId: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: floorKey(saleId),
    queryFn: () => getHallFloorState({ saleId }),
  });
  const live = useLive<HallLiveState>(hallLivePath(saleId));
  const [arrival, setArrival] = useState<string | null>(null);
  const seen = useRef<Set<number> | null>(null);
  const { data, refetch } = query;

  const liveVersion = live?.version;
  const shownVersion = data?.sale.version;
  useEffect(() => {
    if (liveVersion === undefined || shownVersion === undefined) return;
    if (liveVersion > shownVersion) void refetch();
  }, [liveVersion, shownVersion, refetch]);

  useEffect(() => {
    if (data === undefined) return;
    const bids = data.current?.bids ?? [];
    const known = seen.current;
    seen.current = new Set([...(known ?? []), ...bids.map((bid) => bid.id)]);
    if (known === null) return;
    const fresh = bids.filter((bid) => !known.has(bid.id) && bid.kind !== 'floor' && !bid.undone);
    const newest = fresh[0];
    if (newest === undefined) return;
    beep();
    setArrival(
      fill(text.newOnlineBid, {
        who: newest.username ?? text.bidKind[newest.kind],
        amount: formatMoney(newest.amount),
      }),
    );
  }, [data]);

  const apply = useCallback(
    (next: AdminHallState) => client.setQueryData<AdminHallState>(floorKey(saleId), next),
    [client, saleId],
  );

  return { query, apply, arrival };
}

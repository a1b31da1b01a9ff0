import type { AdminHallChange, AdminHallState, HallLiveState } from '@kanat/shared/contracts';
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
 * The console's view after an action: the answer's view with its changed lot rows put in
 * place of the ones read before (the answer carries no others). An answer older than the view
 * (a read that the live version started came back first) changes nothing.
 */
export function withChange(previous: AdminHallState, change: AdminHallChange): AdminHallState {
  if (change.sale.version < previous.sale.version) return previous;
  const { changedLots, ...view } = change;
  const byId = new Map(changedLots.map((lot) => [lot.id, lot]));
  return { ...view, lots: previous.lots.map((lot) => byId.get(lot.id) ?? lot) };
}

/**
 * The console's view of a sale (adminHallState), read again whenever the public live state's
 * version moves past it, and brought up to date by each action's answer (`withChange`). A bid the clerk did not make
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
    (change: AdminHallChange) => {
      const previous = client.getQueryData<AdminHallState>(floorKey(saleId));
      if (previous === undefined) return void refetch();
      client.setQueryData<AdminHallState>(floorKey(saleId), withChange(previous, change));
    },
    [client, saleId, refetch],
  );

  return { query, apply, arrival };
}

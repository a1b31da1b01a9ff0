import { useRequest } from '../../../lib/use-request';
import { type AuctionRow, listAuctions } from '../api/list-auctions';

/** One auction by id through the list endpoint's id filter; ready with null when unknown. */
export function useAuction(id: string) {
  return useRequest<AuctionRow | null>(`auction:${id}`, (signal) =>
    listAuctions({ id }, { c: 1 }, signal).then((page) => page.r[0] ?? null),
  );
}

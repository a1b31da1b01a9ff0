import { callFunction } from '@kanat/shared/api';
import type { MyWonSummary } from '@kanat/shared/contracts';

export type { MyWonSummary } from '@kanat/shared/contracts';

/**
 * `POST /api/fn/myWonSummary`: what I owe for the lots I won, the hammer prices
 * staff have not yet marked paid, summed by the server over all of them (not only the page of
 * rows loaded so far).
 */
export async function getMyWonSummary(): Promise<MyWonSummary> {
  const { unpaidTotal, unpaidCount } = await callFunction('myWonSummary', null);
  return { unpaidTotal, unpaidCount };
}

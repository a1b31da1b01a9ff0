import { apiFetch } from '@kanat/shared/api';
import type { HallSalesListResult } from '@kanat/shared/contracts';

export type { HallSaleSummary } from '@kanat/shared/contracts';

/** `GET /api/hall-sales`: running hall sales, then the scheduled ones, soonest first. */
export function listHallSales(signal?: AbortSignal): Promise<HallSalesListResult> {
  return apiFetch<HallSalesListResult>('/api/hall-sales', { signal });
}

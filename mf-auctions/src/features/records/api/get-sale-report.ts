import { apiFetch, isApiError } from '@kanat/shared/api';
import type { SaleReport } from '@kanat/shared/contracts';

export type { ReportLot, SaleReport } from '@kanat/shared/contracts';

/**
 * `GET /api/containers/:id/report`: a finished group's sale report; null for no such group;
 * 'not-yet' while it runs.
 */
export async function getSaleReport(
  id: string,
  signal?: AbortSignal,
): Promise<SaleReport | null | 'not-yet'> {
  try {
    return await apiFetch<SaleReport>(`/api/containers/${encodeURIComponent(id)}/report`, {
      signal,
    });
  } catch (error) {
    if (isApiError(error, 'not-found')) return null;
    if (isApiError(error, 'failed-precondition')) return 'not-yet';
    throw error;
  }
}

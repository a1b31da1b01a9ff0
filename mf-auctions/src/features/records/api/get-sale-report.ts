import { apiFetch, isApiError } from '@kanat/shared/api';
import type { SaleReport } from '@kanat/shared/contracts';

export type { ReportLot, SaleReport } from '@kanat/shared/contracts';

/** Whose report: a group's (`/api/containers/:id/report`) or a hall mezat's. */
export type ReportKind = SaleReport['kind'];

const reportPath = (kind: ReportKind, id: string) =>
  kind === 'group'
    ? `/api/containers/${encodeURIComponent(id)}/report`
    : `/api/hall-sales/${encodeURIComponent(id)}/report`;

/**
 * A finished sale's report; null for no such sale; 'not-yet' while it has not ended.
 */
export async function getSaleReport(
  kind: ReportKind,
  id: string,
  signal?: AbortSignal,
): Promise<SaleReport | null | 'not-yet'> {
  try {
    return await apiFetch<SaleReport>(reportPath(kind, id), { signal });
  } catch (error) {
    if (isApiError(error, 'not-found')) return null;
    if (isApiError(error, 'failed-precondition')) return 'not-yet';
    throw error;
  }
}

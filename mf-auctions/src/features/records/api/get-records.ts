import { apiFetch } from '@kanat/shared/api';
import type { RecordsResult } from '@kanat/shared/contracts';

export type { PriceRecord, RecordsResult } from '@kanat/shared/contracts';

/**
 * `GET /api/records`: the highest prices paid, of all time (year null) or of one year, of every
 * bloodline (null) or of one.
 */
export function getRecords(
  year: number | null,
  bloodline: string | null,
  signal?: AbortSignal,
): Promise<RecordsResult> {
  return apiFetch<RecordsResult>(`/api/records${recordsSearch(year, bloodline)}`, { signal });
}

/** The records page's address query for a year and a bloodline ('' for all time, every line). */
export function recordsSearch(year: number | null, bloodline: string | null): string {
  const params = new URLSearchParams();
  if (year !== null) params.set('yil', String(year));
  if (bloodline !== null) params.set('hat', bloodline);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

import { apiFetch } from '@kanat/shared/api';
import type { RecordsResult } from '@kanat/shared/contracts';

export type { PriceRecord, RecordsResult } from '@kanat/shared/contracts';

/** `GET /api/records`: the highest prices paid, of all time (year null) or of one year. */
export function getRecords(year: number | null, signal?: AbortSignal): Promise<RecordsResult> {
  return apiFetch<RecordsResult>(year === null ? '/api/records' : `/api/records?yil=${year}`, {
    signal,
  });
}

import { apiFetch, isApiError } from '@kanat/shared/api';
import type { HallCatalogue } from '@kanat/shared/contracts';

export type { HallCatalogue, HallCatalogueLot } from '@kanat/shared/contracts';

/** `GET /api/hall-sales/:id`: a sale and its lots in order; null for no such (public) sale. */
export async function getHallCatalogue(
  id: string,
  signal?: AbortSignal,
): Promise<HallCatalogue | null> {
  try {
    return await apiFetch<HallCatalogue>(`/api/hall-sales/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    if (isApiError(error, 'not-found')) return null;
    throw error;
  }
}

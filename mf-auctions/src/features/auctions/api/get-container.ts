import { apiFetch, isApiError } from '@kanat/shared/api';
import type { ContainerDetail } from '@kanat/shared/contracts';

/** `GET /api/containers/:id`: a group or archived group. */
export type { ContainerDetail };

/** One group or archive container; null when there is no such container. */
export async function getContainer(
  id: string,
  signal?: AbortSignal,
): Promise<ContainerDetail | null> {
  try {
    return await apiFetch<ContainerDetail>(`/api/containers/${encodeURIComponent(id)}`, {
      signal,
    });
  } catch (error) {
    if (isApiError(error, 'not-found')) return null;
    throw error;
  }
}

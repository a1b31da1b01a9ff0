import { apiFetch, isApiError } from '@kanat/shared/api';
import type { ContainerRow } from './list-containers';

/** `GET /api/containers/:id`: a group or archived group. */
export interface ContainerDetail extends ContainerRow {
  /** The container above this one; null at the top. */
  parent: string | null;
  /** True for a container of the archive. */
  archived: boolean;
}

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

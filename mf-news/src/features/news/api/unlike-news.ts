import { callFunction } from '@kanat/shared/api';
import type { LikeNewsResult } from './like-news';
import type { NewsRow } from './list-news';

/** `unlikeNew {id}` (members only): idempotent; throws ApiError when refused. */
export function unlikeNews(id: NewsRow['id']): Promise<LikeNewsResult> {
  return callFunction('unlikeNew', { id });
}

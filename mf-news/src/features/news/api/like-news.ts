import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { NewsRow } from './list-news';

export type LikeNewsRequest = { id: NewsRow['id'] };

/** The item's like count after the change and whether the caller now likes it. */
export interface LikeNewsResult extends FunctionResult {
  likes: number;
  liked: boolean;
}

/** `likeNew {id}` (members only): idempotent; throws ApiError when refused. */
export function likeNews(id: NewsRow['id']): Promise<LikeNewsResult> {
  return callFunction<LikeNewsRequest, LikeNewsResult>('likeNew', { id });
}

import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { LikeResult } from '@kanat/shared/contracts';
import type { NewsRow } from './list-news';

/** The item's like count after the change and whether the caller now likes it. */
export type LikeNewsResult = LikeResult & FunctionResult;

/** `likeNew {id}` (members only): idempotent; throws ApiError when refused. */
export function likeNews(id: NewsRow['id']): Promise<LikeNewsResult> {
  return callFunction('likeNew', { id });
}

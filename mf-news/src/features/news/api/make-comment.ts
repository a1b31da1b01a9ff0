import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { CommentRow } from './list-comments';
import type { NewsRow } from './list-news';

/** SPEC §7 `makeComment`: the news item's id and the comment text (1 to 1000 characters). */
export type MakeCommentRequest = { postId: NewsRow['id']; comment: string };

export interface MakeCommentResult extends FunctionResult {
  /** Id of the stored comment. */
  id: string;
  /** The stored comment as the list shows it. */
  comment?: CommentRow;
  /** The item's comment count including this one. */
  comment_count?: number;
}

/** The longest comment the server stores. */
export const COMMENT_MAX_LENGTH = 1000;

/** Stores a comment as plain text (members only); throws ApiError when refused. */
export function makeComment(request: MakeCommentRequest): Promise<MakeCommentResult> {
  return callFunction<MakeCommentRequest, MakeCommentResult>('makeComment', request);
}

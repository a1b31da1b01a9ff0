import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { MakeCommentResult as ContractResult, MakeCommentData } from '@kanat/shared/contracts';

/** The stored comment's id, the comment as the list shows it and the item's new comment count. */
export type MakeCommentResult = ContractResult & FunctionResult;

/** The longest comment the server stores (the shared rule). */
export { COMMENT_MAX_LENGTH } from '@kanat/shared/rules';

/**
 * SPEC §7 `makeComment`: stores the comment text (1 to 1000 characters) on the news item, as
 * plain text (members only); throws ApiError when refused.
 */
export function makeComment(request: MakeCommentData): Promise<MakeCommentResult> {
  return callFunction('makeComment', request);
}

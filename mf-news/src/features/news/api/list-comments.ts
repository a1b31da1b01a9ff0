import type { CommentFilters } from '@kanat/shared/contracts';
import { LIST_PAGE_SIZES } from '@kanat/shared/rules';

/** `POST /api/list/comments`: a news item's comments, newest first. */
export const COMMENTS_ENDPOINT = '/api/list/comments';
/** SPEC §9: comments page size. */
export const COMMENTS_PAGE_SIZE = LIST_PAGE_SIZES.comments.size;

export type { CommentRow } from '@kanat/shared/contracts';

/** The news item's id. */
export type CommentListFilters = CommentFilters;

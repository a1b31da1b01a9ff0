import type { CommentFilters } from '@kanat/shared/contracts';

/** `POST /api/list/comments` (the seed's commentsQuery.php): a news item's comments, newest first. */
export const COMMENTS_ENDPOINT = '/api/list/comments';
/** SPEC §9: comments page size. */
export const COMMENTS_PAGE_SIZE = 10;

export type { CommentRow } from '@kanat/shared/contracts';

/** The news item's id. */
export type CommentListFilters = CommentFilters;

import type { PageCursor, PageResponse } from '@kanat/shared/api';

/** `POST /api/list/comments` (the seed's commentsQuery.php): a news item's comments, newest first. */
export const COMMENTS_ENDPOINT = '/api/list/comments';
/** SPEC §9: comments page size. */
export const COMMENTS_PAGE_SIZE = 10;

export interface CommentRow {
  id: string;
  username: string;
  /** Plain text: shown as text, never as HTML. */
  message: string;
  /** ms epoch; absent in older rows. */
  createdOn?: number;
}

export type CommentListFilters = {
  /** The news item's id. */
  id: string;
};

export type CommentListRequest = CommentListFilters & { p: PageCursor; c: number };

export type CommentListResponse = PageResponse<CommentRow>;

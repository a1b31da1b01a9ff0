import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable, type DataTableProps } from './data-table';
import { errorText } from './error-text';
import { Notice } from './notice';

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space.md}px 0;
`;

export interface PagedViewProps {
  /** The list's infinite query (TanStack Query's `useInfiniteQuery` result). */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** How many rows the pages loaded so far hold. */
  rowCount: number;
  /** The failure's title when nothing could be shown, e.g. 'Güvercinler yüklenemedi.'. */
  failedTitle: string;
  /** The text of the button that fetches the next page, e.g. 'Daha fazla'. */
  moreLabel: string;
  /** The rows (a DataTable, a list of cards), shown once the first page is in. */
  children: ReactNode;
}

/**
 * The states of a paged list: a spinner for the first page, the failure with the server's
 * reason and a retry while there is nothing to show, then the rows and a button for the next
 * page. A page that fails later leaves the rows in place and says why under them.
 */
export function PagedView({ query, rowCount, failedTitle, moreLabel, children }: PagedViewProps) {
  if (query.isPending) return <LoadingBlock />;
  if (query.isError && rowCount === 0) {
    return (
      <ErrorState
        title={failedTitle}
        description={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      {children}
      {query.hasNextPage ? (
        <More>
          <Button
            $variant="secondary"
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {moreLabel}
          </Button>
        </More>
      ) : null}
      {query.isFetchNextPageError ? <Notice tone="error">{errorText(query.error)}</Notice> : null}
    </>
  );
}

export interface PagedTableProps<Row>
  extends Omit<PagedViewProps, 'children' | 'rowCount'>,
    DataTableProps<Row> {}

/** A paged list shown as the console's table: PagedView around a DataTable of its rows. */
export function PagedTable<Row>({ query, failedTitle, moreLabel, ...table }: PagedTableProps<Row>) {
  return (
    <PagedView
      query={query}
      failedTitle={failedTitle}
      moreLabel={moreLabel}
      rowCount={table.rows.length}
    >
      <DataTable {...table} />
    </PagedView>
  );
}

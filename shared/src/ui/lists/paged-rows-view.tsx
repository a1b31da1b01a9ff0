import { messages } from '@kanat/shared/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState } from '../components/feedback';
import { LoadingBlock } from '../components/spinner';
import { useNearBottom } from './use-near-bottom';
import type { PagedRows } from './use-paged-rows';

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

export interface PagedRowsViewProps<T> {
  rows: PagedRows<T>;
  /** Shown when the list has no rows at all, e.g. 'Açık arttırma bulunamadı'. */
  emptyText: string;
  /** Title of the error state; defaults to 'Bir Hata Oluştu'. */
  errorText?: string;
  errorDescription?: string;
  /** What stands in for the first page while it loads; defaults to a spinner. */
  placeholder?: ReactNode;
  /** Scroll polling interval (SPEC §9: 100 ms, 50 ms for participants). */
  pollMs?: number;
  children: (items: T[]) => ReactNode;
}

/**
 * The honest states of an infinitely scrolled list: loading, empty, failed (with retry),
 * and rows with a loading or failure footer while more pages come.
 */
export function PagedRowsView<T>({
  rows,
  emptyText,
  errorText = messages.common.error,
  errorDescription,
  placeholder,
  pollMs,
  children,
}: PagedRowsViewProps<T>) {
  // No polling while a page is on its way or after a failure: a broken server is not asked
  // again ten times a second, only when the user presses retry.
  useNearBottom(rows.loadMore, {
    enabled: rows.items.length > 0 && !rows.loading && !rows.loadFinished && !rows.failed,
    intervalMs: pollMs,
  });

  const error = (
    <ErrorState
      title={errorText}
      description={errorDescription}
      onRetry={rows.retry}
      data-testid="list-error"
    />
  );

  if (rows.items.length === 0) {
    if (rows.failed) return error;
    if (rows.loadFinished) return <EmptyState title={emptyText} />;
    return <div aria-busy="true">{placeholder ?? <LoadingBlock />}</div>;
  }

  return (
    <>
      {children(rows.items)}
      {rows.failed ? <Footer>{error}</Footer> : null}
      {rows.loading ? (
        <Footer>
          <LoadingBlock />
        </Footer>
      ) : null}
    </>
  );
}

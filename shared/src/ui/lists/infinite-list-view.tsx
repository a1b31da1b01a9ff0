import { messages } from '@kanat/shared/i18n';
import { EmptyState, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ScrollSentinel } from './scroll-sentinel';

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

/** An infinitely scrolled list as a view shows it; `useInfiniteList` of `@kanat/shared/query` makes one. */
export interface InfiniteList<T> {
  /** Every row loaded so far, in order. */
  items: T[];
  /** A page is on its way: the first, a further one, or the loaded ones again. */
  loading: boolean;
  /** The last page has come: its answer had no cursor or fewer rows than asked for. */
  loadFinished: boolean;
  /** The last load failed; cleared by retry() or by changing the filters. */
  failed: boolean;
  /**
   * Loads the next page (for infinite scroll). Ignored while disabled, while a page is on its
   * way, once finished and after a failure: a broken server is asked again only on retry().
   */
  loadMore(): void;
  /** Tries the failed load again. */
  retry(): void;
}

export interface InfiniteListViewProps<T> {
  list: InfiniteList<T>;
  /** Shown when the list has no rows at all, e.g. 'Açık arttırma bulunamadı'. */
  emptyText: string;
  /** Title of the error state; defaults to 'Bir Hata Oluştu'. */
  errorText?: string;
  errorDescription?: string;
  /** What stands in for the first page while it loads; defaults to a spinner. */
  placeholder?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * The honest states of an infinitely scrolled list: loading, empty, failed (with retry),
 * and rows with a loading or failure footer while more pages come near the bottom.
 */
export function InfiniteListView<T>({
  list,
  emptyText,
  errorText = messages.common.error,
  errorDescription,
  placeholder,
  children,
}: InfiniteListViewProps<T>) {
  const error = (
    <ErrorState
      title={errorText}
      description={errorDescription}
      onRetry={list.retry}
      data-testid="list-error"
    />
  );

  if (list.items.length === 0) {
    if (list.failed) return error;
    if (list.loadFinished) return <EmptyState title={emptyText} />;
    return <div aria-busy="true">{placeholder ?? <LoadingBlock />}</div>;
  }

  return (
    <>
      {children(list.items)}
      {/* Not while a page is on its way or after a failure: only retry asks a broken server again. */}
      <ScrollSentinel
        onReach={list.loadMore}
        rowCount={list.items.length}
        enabled={!list.loading && !list.loadFinished && !list.failed}
      />
      {list.failed ? <Footer>{error}</Footer> : null}
      {list.loading ? (
        <Footer>
          <LoadingBlock />
        </Footer>
      ) : null}
    </>
  );
}

import { messages } from '@kanat/shared/i18n';
import { ErrorState, LoadingBlock, Spinner } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { InfiniteRows } from '../lib/use-infinite-rows';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg}px 0;
`;

/**
 * Everything around the rows of an infinite list: first load, empty list, failure with a
 * retry, and the spinner under the rows while the next page loads.
 */
export function InfiniteListFrame<T>({
  rows,
  empty,
  children,
}: {
  rows: InfiniteRows<T>;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (rows.items.length === 0) {
    if (rows.failed) {
      return <ErrorState title={messages.common.pageLoadFailed} onRetry={rows.retry} />;
    }
    if (rows.finished) return <>{empty}</>;
    return <LoadingBlock />;
  }
  return (
    <>
      {children}
      <Footer>
        {rows.loading ? <Spinner /> : null}
        {rows.failed ? (
          <ErrorState title={messages.common.pageLoadFailed} onRetry={rows.retry} />
        ) : null}
      </Footer>
    </>
  );
}

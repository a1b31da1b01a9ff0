import { serverMessage } from '@kanat/shared/api';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A member's page part read with one query: its failure (with the server's reason and a retry,
 * once no retry is under way), a loading block until the first answer, then `children` with
 * the data.
 */
export function QueryState<T>({
  query,
  loadFailed,
  errorTestId,
  children,
}: {
  query: UseQueryResult<T>;
  /** The failure's title. */
  loadFailed: string;
  errorTestId?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.isFetching) {
    return (
      <ErrorState
        title={loadFailed}
        description={serverMessage(query.error, '') || undefined}
        onRetry={() => void query.refetch()}
        data-testid={errorTestId}
      />
    );
  }
  if (query.data === undefined) return <LoadingBlock />;
  return <>{children(query.data)}</>;
}

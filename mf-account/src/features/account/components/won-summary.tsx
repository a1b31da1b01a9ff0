import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { ErrorState, Skeleton } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getMyWonSummary } from '../api/my-won-summary';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  min-height: 56px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md}px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Total = styled.strong`
  font-size: ${({ theme }) => theme.typography.size.xl}px;
  color: ${({ theme }) => theme.colors.accentStrong};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * At the top of /hesabim/kazanan-arttirmalarim: 'Ödenecek toplam', the hammer
 * prices of the won lots staff have not marked paid. Summed by the server over every won lot,
 * not only the rows of the list loaded so far.
 */
export function WonSummary() {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  // Private: cached per account.
  const query = useQuery({
    queryKey: ['account', 'won-summary', uid],
    queryFn: getMyWonSummary,
    enabled: uid !== null,
  });
  if (query.isError && !query.isFetching) {
    return <ErrorState onRetry={() => void query.refetch()} data-testid="won-summary-error" />;
  }
  const summary = query.data;
  return (
    <Box data-testid="won-summary" aria-busy={!summary}>
      <h2>{messages.account.unpaidTotal}</h2>
      {summary ? (
        <>
          <Total data-testid="unpaid-total">{formatMoney(summary.unpaidTotal)}</Total>
          <Note>
            {summary.unpaidCount > 0
              ? fill(messages.account.unpaidCount, { count: summary.unpaidCount })
              : messages.account.allPaid}
          </Note>
        </>
      ) : (
        <Skeleton $width="8em" $height="1.5em" />
      )}
    </Box>
  );
}

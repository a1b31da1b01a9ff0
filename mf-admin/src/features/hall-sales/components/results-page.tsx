import type { AdminHallResultRow } from '@kanat/shared/contracts';
import { formatMoney, padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { records } from '@kanat/shared/i18n/lazy';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type ConsoleColumn, DataTable, errorText, PageHeader, StatusBadge } from '../../../ui';
import { getHallResults } from '../api/get-results';
import { buyerText, HALL_ROOT, lotStatusTone, lotStatusWord } from '../hall-words';

const text = messages.adminHallConsole;

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

function Buyer({ lot }: { lot: AdminHallResultRow }) {
  const { buyer } = lot;
  if (buyer === null || buyer.kind === 'floor') return <>{buyerText(buyer)}</>;
  return (
    <>
      {buyerText(buyer)}
      {buyer.phoneNumber ? (
        <>
          {' · '}
          <a href={`tel:${buyer.phoneNumber}`}>{buyer.phoneNumber}</a>
        </>
      ) : null}
    </>
  );
}

const columns: readonly ConsoleColumn<AdminHallResultRow>[] = [
  { key: 'position', header: text.position, render: (lot) => lot.position },
  {
    key: 'pigeon',
    header: text.pigeon,
    primary: true,
    render: (lot) => `${padSerial(lot.serial)} · ${lot.tagNum}`,
  },
  { key: 'owner', header: text.owner, render: (lot) => lot.ownerFullName },
  {
    key: 'status',
    header: text.status,
    render: (lot) => (
      <StatusBadge tone={lotStatusTone(lot.status)}>{lotStatusWord(lot.status)}</StatusBadge>
    ),
  },
  {
    key: 'start',
    header: text.startingPrice,
    align: 'right',
    render: (lot) => formatMoney(lot.startingPrice),
  },
  {
    key: 'price',
    header: text.price,
    align: 'right',
    render: (lot) => (lot.soldPrice === null ? text.noBuyer : formatMoney(lot.soldPrice)),
  },
  { key: 'buyer', header: text.buyer, render: (lot) => <Buyer lot={lot} /> },
];

/** canli-mezat/:id/sonuclar: every lot with its buyer and price, and the total sold. */
export function ResultsPage() {
  const { id = '' } = useParams();
  const results = useQuery({
    queryKey: ['admin-hall-results', id],
    queryFn: () => getHallResults({ saleId: id }),
  });
  if (results.isPending) return <LoadingBlock />;
  if (results.isError) {
    return <ErrorState title={errorText(results.error)} onRetry={() => void results.refetch()} />;
  }
  const { sale, lots, totalSold } = results.data;
  return (
    <>
      <PageHeader
        title={fill(text.resultsTitle, { title: sale.title })}
        back={{ to: `${HALL_ROOT}/${id}`, label: sale.title }}
        actions={
          sale.status === 'ended' ? (
            <Link to={`/yonetim/hesaplar/hall/${id}/rapor`}>{records.reportLink}</Link>
          ) : null
        }
      />
      <Total data-testid="hall-total-sold">
        {text.totalSold}: {formatMoney(totalSold)}
      </Total>
      <DataTable
        caption={text.results}
        columns={columns}
        rows={lots}
        rowKey={(lot) => lot.id}
        data-testid="hall-results-table"
      />
    </>
  );
}

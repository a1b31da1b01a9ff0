import type { AdminHallSaleRow } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { ErrorState, LinkButton, LoadingBlock } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  ButtonRow,
  type ConsoleColumn,
  DataTable,
  errorText,
  PageHeader,
  StatusBadge,
} from '../../../ui';
import { listHallSales } from '../api/list-sales';
import { HALL_ROOT, saleStatusTone, saleStatusWord } from '../hall-words';

const text = messages.adminHallConsole;

const columns: readonly ConsoleColumn<AdminHallSaleRow>[] = [
  {
    key: 'title',
    header: text.title,
    primary: true,
    render: (sale) => <Link to={`${HALL_ROOT}/${sale.id}`}>{sale.title}</Link>,
  },
  { key: 'starts', header: text.startsAt, render: (sale) => formatDateTime(sale.startsAt) },
  { key: 'place', header: text.place, render: (sale) => sale.place },
  {
    key: 'status',
    header: text.status,
    render: (sale) => (
      <StatusBadge tone={saleStatusTone(sale.status)}>{saleStatusWord(sale.status)}</StatusBadge>
    ),
  },
  { key: 'lots', header: text.lotCount, align: 'right', render: (sale) => sale.lotCount },
  { key: 'sold', header: text.soldCount, align: 'right', render: (sale) => sale.soldCount },
  {
    key: 'actions',
    header: text.actions,
    render: (sale) => (
      <ButtonRow>
        {sale.status === 'draft' ? null : (
          <LinkButton to={`${HALL_ROOT}/${sale.id}/yonet`} $variant="secondary" $size="sm">
            {text.floor}
          </LinkButton>
        )}
        <LinkButton to={`${HALL_ROOT}/${sale.id}/sonuclar`} $variant="ghost" $size="sm">
          {text.results}
        </LinkButton>
      </ButtonRow>
    ),
  },
];

/** canli-mezat: every hall sale, newest first. */
export function SalesPage() {
  const sales = useQuery({ queryKey: ['admin-hall-sales'], queryFn: () => listHallSales(null) });
  return (
    <>
      <PageHeader
        title={text.listTitle}
        description={text.listIntro}
        actions={
          <LinkButton to={`${HALL_ROOT}/yeni`} $variant="primary">
            {text.newSale}
          </LinkButton>
        }
      />
      {sales.isPending ? (
        <LoadingBlock />
      ) : sales.isError ? (
        <ErrorState title={errorText(sales.error)} onRetry={() => void sales.refetch()} />
      ) : (
        <DataTable
          caption={text.listTitle}
          columns={columns}
          rows={sales.data.rows}
          rowKey={(sale) => sale.id}
          empty={text.noSales}
          data-testid="hall-sales-table"
        />
      )}
    </>
  );
}

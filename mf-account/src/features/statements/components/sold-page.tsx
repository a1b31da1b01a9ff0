import type { SellerStatementSummary } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { memberStatements as t } from '@kanat/shared/i18n/lazy';
import { formatKurus } from '@kanat/shared/rules';
import { EmptyState, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { DataTable, type TableColumn } from '@kanat/shared/ui/controls';
import { Link } from 'react-router-dom';
import { Badge } from './statement-parts';
import { useMyStatements } from './use-my-statements';

export const SOLD_PATH = '/hesabim/satislar';

const columns: readonly TableColumn<SellerStatementSummary>[] = [
  {
    key: 'sale',
    header: t.sale,
    primary: true,
    render: (row) => <Link to={`${SOLD_PATH}/${row.id}`}>{row.sale.title}</Link>,
  },
  { key: 'issued', header: t.issuedAt, render: (row) => formatDate(row.issuedAt) },
  { key: 'lots', header: t.lots, align: 'right', render: (row) => row.soldCount },
  {
    key: 'hammer',
    header: t.hammer,
    align: 'right',
    render: (row) => formatKurus(row.hammerKurus),
  },
  {
    key: 'commission',
    header: t.commission,
    align: 'right',
    render: (row) => formatKurus(row.commissionKurus),
  },
  {
    key: 'vat',
    header: t.vat,
    align: 'right',
    render: (row) => formatKurus(row.commissionVatKurus),
  },
  { key: 'net', header: t.net, align: 'right', render: (row) => formatKurus(row.netKurus) },
  {
    key: 'payout',
    header: t.payout,
    render: (row) =>
      row.paidOutAt === null ? (
        <Badge $tone="wait">{t.payoutWaiting}</Badge>
      ) : (
        <Badge $tone="ok">{`${t.payoutDone} (${formatDate(row.paidOutAt)})`}</Badge>
      ),
  },
];

/** /hesabim/satislar: my seller's statements, with each one's net and payout. */
export function SoldPage() {
  const statements = useMyStatements();
  if (statements.isError) {
    return (
      <ErrorState
        description={messages.common.pageLoadFailed}
        onRetry={() => void statements.refetch()}
      />
    );
  }
  if (!statements.data) return <LoadingBlock />;
  const rows = statements.data.sold;
  if (rows.length === 0) return <EmptyState icon="search" title={t.soldEmpty} />;
  return (
    <>
      <p>{t.soldIntro}</p>
      <DataTable
        caption={t.soldTitle}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        data-testid="sold-statements"
      />
    </>
  );
}

import type { SettlementSaleRow } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { formatKurus } from '@kanat/shared/rules';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Checkbox } from '@kanat/shared/ui/controls';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type ConsoleColumn,
  DataTable,
  errorText,
  FilterBar,
  PageHeader,
  StatusBadge,
  useOpensArea,
} from '../../../ui';
import { listSettlementSales } from '../api/statements';
import { kindWord, salePath } from '../statement-words';
import { MonthExport } from './export-links';

const columns: readonly ConsoleColumn<SettlementSaleRow>[] = [
  {
    key: 'sale',
    header: t.sale,
    primary: true,
    render: (row) => <Link to={salePath(row.sale)}>{row.sale.title}</Link>,
  },
  { key: 'kind', header: t.kind, render: (row) => kindWord[row.sale.kind] },
  { key: 'issued', header: t.issuedAt, render: (row) => formatDate(row.issuedAt) },
  { key: 'buyers', header: t.buyerCount, align: 'right', render: (row) => row.buyerCount },
  { key: 'sellers', header: t.sellerCount, align: 'right', render: (row) => row.sellerCount },
  {
    key: 'total',
    header: t.buyersTotal,
    align: 'right',
    render: (row) => formatKurus(row.buyersTotal),
  },
  {
    key: 'received',
    header: t.received,
    align: 'right',
    render: (row) => formatKurus(row.received),
  },
  {
    key: 'overdue',
    header: t.overdueCount,
    align: 'right',
    render: (row) =>
      row.overdueCount > 0 ? <StatusBadge tone="danger">{row.overdueCount}</StatusBadge> : 0,
  },
  {
    key: 'payouts',
    header: t.payoutsPending,
    align: 'right',
    render: (row) =>
      row.payoutsPending > 0 ? <StatusBadge tone="warning">{row.payoutsPending}</StatusBadge> : 0,
  },
];

/** /yonetim/hesaplar: the sales with statements, or only those with work left. */
export function SettlementSalesPage() {
  const [open, setOpen] = useState(false);
  const accounts = useOpensArea('accounts');
  const sales = useQuery({
    queryKey: ['admin', 'settlement-sales', open],
    queryFn: () => listSettlementSales(open ? { open: true } : {}),
  });
  return (
    <>
      <PageHeader title={t.listTitle} description={t.listIntro} />
      <FilterBar>
        <Checkbox
          label={t.onlyOpen}
          checked={open}
          onChange={(event) => setOpen(event.currentTarget.checked)}
        />
      </FilterBar>
      {sales.isPending ? (
        <LoadingBlock />
      ) : sales.isError ? (
        <ErrorState title={errorText(sales.error)} onRetry={() => void sales.refetch()} />
      ) : (
        <DataTable
          caption={t.listTitle}
          columns={columns}
          rows={sales.data.rows}
          rowKey={(row) => `${row.sale.kind}:${row.sale.id}`}
          empty={open ? t.noOpenSales : t.noSales}
          data-testid="settlement-sales"
        />
      )}
      {accounts ? <MonthExport /> : null}
    </>
  );
}

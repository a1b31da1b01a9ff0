import type { AdminReportLot, ReportSellerLine, SaleReport } from '@kanat/shared/contracts';
import { formatDate, formatMoney } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n/full';
import { records as t } from '@kanat/shared/i18n/lazy';
import { ErrorState, LoadingBlock, SectionNotFound } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useParams } from 'react-router-dom';
import { type ConsoleColumn, DataTable, errorText, PageHeader, PrintButton } from '../../../ui';
import { getAdminSaleReport } from '../api/sale-report';
import { SETTLEMENT_ROOT } from '../statement-words';
import { Block, Figures } from './block';

const money = (amount: number | null) => (amount === null ? '–' : formatMoney(amount));

const lotColumns: readonly ConsoleColumn<AdminReportLot>[] = [
  {
    key: 'lot',
    header: t.consoleLot,
    primary: true,
    render: (row) => (
      <a href={row.href} target="_blank" rel="noopener noreferrer">
        {row.name} · {row.tagNum}
      </a>
    ),
  },
  { key: 'seller', header: t.consoleSeller, render: (row) => row.sellerName },
  { key: 'buyer', header: t.consoleBuyer, render: (row) => row.buyer ?? t.consoleUnsold },
  { key: 'price', header: t.consolePrice, align: 'right', render: (row) => money(row.price) },
];

const sellerColumns: readonly ConsoleColumn<ReportSellerLine>[] = [
  { key: 'seller', header: t.consoleSeller, primary: true, render: (row) => row.sellerName },
  {
    key: 'line',
    header: t.bySeller,
    render: (row) =>
      fill(t.sellerLine, { sold: row.sold, lots: row.lots, total: formatMoney(row.total) }),
  },
];

/** The public report's figures, as the console shows them. */
function ReportFigures({ report }: { report: SaleReport }) {
  const figures: [string, string][] = [
    [t.lotsOffered, String(report.lots)],
    [t.lotsSold, String(report.sold)],
    [t.lotsUnsold, String(report.unsold)],
    [t.total, formatMoney(report.total)],
    [t.average, money(report.average)],
    [t.median, money(report.median)],
  ];
  return (
    <Figures data-testid="report-figures">
      {figures.map(([name, value]) => (
        <Fragment key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Figures>
  );
}

/**
 * /yonetim/hesaplar/:kind/:id/rapor: a finished sale's report for the house (clerks, the
 * accountant): the public figures, every lot with its seller and buyer, and each seller's line;
 * printable.
 */
export function SaleReportCopyPage() {
  const { kind = '', id = '' } = useParams();
  const saleKind = kind === 'group' || kind === 'hall' ? kind : null;
  const query = useQuery({
    queryKey: ['admin', 'sale-report', kind, id],
    queryFn: () => getAdminSaleReport(saleKind ?? 'group', id),
    enabled: saleKind !== null,
  });
  const back = { to: `${SETTLEMENT_ROOT}/${kind}/${id}`, label: t.consoleTitle };
  if (saleKind === null) return <SectionNotFound />;
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={t.consoleTitle} back={{ to: SETTLEMENT_ROOT, label: t.consoleTitle }} />
        <ErrorState title={errorText(query.error)} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { report, lots, sellers } = query.data;
  const publicPath = saleKind === 'group' ? `/arsiv/${id}/rapor` : `/canli-mezat/${id}/rapor`;
  return (
    <div data-testid="sale-report-copy">
      <PageHeader
        title={fill(t.reportTitle, { name: report.name })}
        description={`${t.consoleTitle} · ${fill(t.reportEnded, { date: formatDate(report.endedOn) })}`}
        back={back}
        actions={
          <>
            <a href={publicPath} target="_blank" rel="noopener noreferrer">
              {t.consolePublic}
            </a>
            <PrintButton />
          </>
        }
      />
      <Block title={t.consoleTitle}>
        <ReportFigures report={report} />
      </Block>
      <Block title={t.bySeller}>
        <DataTable
          caption={t.bySeller}
          columns={sellerColumns}
          rows={sellers}
          rowKey={(row) => row.sellerId}
          empty={t.noSale}
          data-testid="report-sellers"
        />
      </Block>
      <Block title={t.consoleLots}>
        <DataTable
          caption={t.consoleLots}
          columns={lotColumns}
          rows={lots}
          rowKey={(row) => `${row.href}:${row.tagNum}`}
          empty={t.noSale}
          data-testid="report-lots"
        />
      </Block>
    </div>
  );
}

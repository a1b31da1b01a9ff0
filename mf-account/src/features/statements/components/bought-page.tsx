import type { BuyerStatementSummary } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { memberStatements as t } from '@kanat/shared/i18n/lazy';
import { formatKurus } from '@kanat/shared/rules';
import { EmptyState, ErrorState, LinkButton, LoadingBlock } from '@kanat/shared/ui';
import { DataTable, type TableColumn } from '@kanat/shared/ui/controls';
import { Link } from 'react-router-dom';
import { PaymentFlagNotice } from './payment-flag-notice';
import { SecondChanceOffers } from './second-chance-offers';
import { StateBadges } from './statement-parts';
import { useMyStatements } from './use-my-statements';

export const BOUGHT_PATH = '/hesabim/alimlar';

const columns: readonly TableColumn<BuyerStatementSummary>[] = [
  {
    key: 'sale',
    header: t.sale,
    primary: true,
    render: (row) => <Link to={`${BOUGHT_PATH}/${row.id}`}>{row.sale.title}</Link>,
  },
  { key: 'issued', header: t.issuedAt, render: (row) => formatDate(row.issuedAt) },
  { key: 'lots', header: t.lots, align: 'right', render: (row) => row.lotCount },
  { key: 'total', header: t.total, align: 'right', render: (row) => formatKurus(row.totalKurus) },
  { key: 'paid', header: t.paid, align: 'right', render: (row) => formatKurus(row.paidKurus) },
  { key: 'due', header: t.due, align: 'right', render: (row) => formatKurus(row.dueKurus) },
  { key: 'dueAt', header: t.dueAt, render: (row) => formatDate(row.dueAt) },
  { key: 'state', header: t.state, render: (row) => <StateBadges statement={row} /> },
];

/**
 * /hesabim/alimlar: lots offered to me again (second-chance offers), then my buyer's
 * statements, newest first, with what is still owed; above them the payment flag while I am
 * flagged.
 */
export function BoughtPage() {
  return (
    <>
      <SecondChanceOffers />
      <BoughtStatements />
    </>
  );
}

/** My buyer's statements, newest first, with what is still owed. */
function BoughtStatements() {
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
  const rows = statements.data.bought;
  if (rows.length === 0) {
    return (
      <>
        <PaymentFlagNotice />
        <EmptyState
          icon="search"
          title={t.boughtEmpty}
          description={t.boughtEmptyHint}
          action={
            <LinkButton to="/hesabim/kazanan-arttirmalarim" $variant="secondary" $size="sm">
              {messages.account.won}
            </LinkButton>
          }
        />
      </>
    );
  }
  return (
    <>
      <PaymentFlagNotice />
      <p>{t.boughtIntro}</p>
      <DataTable
        caption={t.boughtTitle}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        data-testid="bought-statements"
      />
    </>
  );
}

import type {
  BuyerStatementSummary,
  SaleBalanceView,
  SellerStatementSummary,
} from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n/full';
import { records, settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { formatKurus } from '@kanat/shared/rules';
import { ErrorState, LoadingBlock, SectionNotFound } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  type ConsoleColumn,
  DataTable,
  errorText,
  Notice,
  PageHeader,
  useOpensArea,
} from '../../../ui';
import { getSaleSettlement } from '../api/statements';
import {
  BuyerStateBadges,
  buyerStatementPath,
  kindWord,
  PayoutBadge,
  partyName,
  SETTLEMENT_ROOT,
  sellerStatementPath,
} from '../statement-words';
import { Block, Figures } from './block';
import { SaleExports } from './export-links';

const buyerColumns: readonly ConsoleColumn<BuyerStatementSummary>[] = [
  {
    key: 'buyer',
    header: t.buyer,
    primary: true,
    render: (row) => <Link to={buyerStatementPath(row.id)}>{partyName(row.buyer)}</Link>,
  },
  { key: 'reference', header: t.reference, render: (row) => row.reference },
  { key: 'total', header: t.total, align: 'right', render: (row) => formatKurus(row.totalKurus) },
  { key: 'paid', header: t.paid, align: 'right', render: (row) => formatKurus(row.paidKurus) },
  { key: 'due', header: t.due, align: 'right', render: (row) => formatKurus(row.dueKurus) },
  { key: 'dueAt', header: t.dueAt, render: (row) => formatDate(row.dueAt) },
  { key: 'state', header: t.state, render: (row) => <BuyerStateBadges statement={row} /> },
];

const sellerColumns: readonly ConsoleColumn<SellerStatementSummary>[] = [
  {
    key: 'seller',
    header: t.seller,
    primary: true,
    render: (row) => <Link to={sellerStatementPath(row.id)}>{partyName(row.seller)}</Link>,
  },
  { key: 'hammer', header: t.hammer, align: 'right', render: (r) => formatKurus(r.hammerKurus) },
  {
    key: 'commission',
    header: t.commission,
    align: 'right',
    render: (r) => formatKurus(r.commissionKurus + r.commissionVatKurus),
  },
  { key: 'net', header: t.net, align: 'right', render: (r) => formatKurus(r.netKurus) },
  { key: 'payout', header: t.payout, render: (r) => <PayoutBadge paidOutAt={r.paidOutAt} /> },
];

/** The sale's books: whether they balance, what came in and what went out. */
function Balance({ balance }: { balance: SaleBalanceView }) {
  const figures: [string, number][] = [
    [t.buyersTotal, balance.buyersTotal],
    [t.sellersNet, balance.sellersNet],
    [t.shipping, balance.shipping],
    [t.houseIncome, balance.houseIncome],
    [t.difference, balance.difference],
    [t.received, balance.received],
    [t.outstanding, balance.outstanding],
    [t.paidOut, balance.paidOut],
  ];
  return (
    <Block title={t.balanceTitle} data-testid="sale-balance">
      {balance.difference === 0 ? (
        <Notice tone="success" data-testid="balance-state">
          {t.balanced}
        </Notice>
      ) : (
        <Notice tone="error" data-testid="balance-state">
          {fill(t.unbalanced, { difference: formatKurus(balance.difference) })}
        </Notice>
      )}
      <Figures>
        {figures.map(([name, kurus]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{formatKurus(kurus)}</dd>
          </Fragment>
        ))}
      </Figures>
    </Block>
  );
}

/** /yonetim/hesaplar/:kind/:id: one sale's balance and statements. */
export function SaleAccountsPage() {
  const { kind = '', id = '' } = useParams();
  const accounts = useOpensArea('accounts');
  const saleKind = kind === 'group' || kind === 'hall' || kind === 'auction' ? kind : null;
  const settlement = useQuery({
    queryKey: ['admin', 'sale-settlement', kind, id],
    queryFn: () => getSaleSettlement({ kind: saleKind ?? 'group', id }),
    enabled: saleKind !== null,
  });
  const back = { to: SETTLEMENT_ROOT, label: t.backToList };
  if (saleKind === null) return <SectionNotFound />;
  if (settlement.isPending) return <LoadingBlock />;
  if (settlement.isError) {
    return (
      <>
        <PageHeader title={t.listTitle} back={back} />
        <ErrorState title={errorText(settlement.error)} onRetry={() => void settlement.refetch()} />
      </>
    );
  }
  const { sale, buyers, sellers, balance } = settlement.data;
  return (
    <>
      <PageHeader
        title={sale.title}
        description={kindWord[sale.kind]}
        back={back}
        actions={
          sale.kind === 'auction' ? null : (
            <Link to={`${SETTLEMENT_ROOT}/${sale.kind}/${sale.id}/rapor`}>
              {records.reportLink}
            </Link>
          )
        }
      />
      <Balance balance={balance} />
      <Block title={t.buyersTitle}>
        <DataTable
          caption={t.buyersTitle}
          columns={buyerColumns}
          rows={buyers}
          rowKey={(row) => row.id}
          empty={t.noBuyers}
          data-testid="sale-buyers"
        />
      </Block>
      <Block title={t.sellersTitle}>
        <DataTable
          caption={t.sellersTitle}
          columns={sellerColumns}
          rows={sellers}
          rowKey={(row) => row.id}
          empty={t.noSellers}
          data-testid="sale-sellers"
        />
      </Block>
      {accounts ? <SaleExports sale={sale} /> : null}
    </>
  );
}

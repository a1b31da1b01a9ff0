import type { SellerStatementView } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n/full';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { formatKurus, formatRate } from '@kanat/shared/rules';
import { AnchorButton, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import {
  type ConsoleColumn,
  DataTable,
  errorText,
  Notice,
  PageHeader,
  StatusBadge,
  useOpensArea,
} from '../../../ui';
import { statementPdfUrl } from '../api/export-urls';
import { getSellerStatement } from '../api/statements';
import { PayoutBadge, partyName, salePath } from '../statement-words';
import { Block, Figures } from './block';
import { PayoutMarkForm } from './payout-form';

type SoldLine = SellerStatementView['sold'][number];
type UnsoldLine = SellerStatementView['unsold'][number];

const statementKey = (id: string) => ['admin', 'seller-statement', id] as const;

const soldColumns: readonly ConsoleColumn<SoldLine>[] = [
  {
    key: 'lot',
    header: t.lot,
    primary: true,
    render: (l) => `${l.title} · ${l.pigeon.tagNum}`,
  },
  { key: 'hammer', header: t.hammer, align: 'right', render: (l) => formatKurus(l.hammerKurus) },
  {
    key: 'commission',
    header: t.commission,
    align: 'right',
    render: (l) => formatKurus(l.commissionKurus),
  },
  {
    key: 'vat',
    header: t.commissionVat,
    align: 'right',
    render: (l) => formatKurus(l.commissionVatKurus),
  },
  { key: 'net', header: t.net, align: 'right', render: (l) => formatKurus(l.netKurus) },
  {
    key: 'state',
    header: t.state,
    render: (l) => (
      <>
        <StatusBadge tone={l.buyerPaid ? 'success' : 'warning'}>
          {l.buyerPaid ? t.buyerPaid : t.buyerNotPaid}
        </StatusBadge>{' '}
        <StatusBadge tone={l.delivered ? 'success' : 'warning'}>
          {l.delivered ? t.delivered : t.notDelivered}
        </StatusBadge>
      </>
    ),
  },
];

const unsoldColumns: readonly ConsoleColumn<UnsoldLine>[] = [
  { key: 'lot', header: t.lot, primary: true, render: (l) => l.title },
  { key: 'tag', header: t.tagNum, render: (l) => l.pigeon.tagNum },
];

function Statement({ statement }: { statement: SellerStatementView }) {
  const client = useQueryClient();
  const accounts = useOpensArea('accounts');
  const payout = useRef<HTMLDivElement>(null);
  const saved = (next: SellerStatementView) => {
    client.setQueryData(statementKey(next.id), next);
    void client.invalidateQueries({ queryKey: ['admin', 'sale-settlement'] });
    requestAnimationFrame(() => payout.current?.focus());
  };
  return (
    <>
      <PageHeader
        title={`${t.sellerStatementTitle}: ${partyName(statement.seller)}`}
        description={`${statement.sale.title} · ${formatDate(statement.issuedAt)} · ${t.commission} ${formatRate(statement.terms.sellerCommissionBp)}, ${t.vat} ${formatRate(statement.terms.vatBp)}`}
        back={{ to: salePath(statement.sale), label: t.backToSale }}
        actions={
          <AnchorButton
            href={statementPdfUrl('seller', statement.id)}
            download
            $variant="secondary"
          >
            {t.pdf}
          </AnchorButton>
        }
      />
      <Block title={t.sold}>
        <DataTable
          caption={t.sold}
          columns={soldColumns}
          rows={statement.sold}
          rowKey={(l) => l.lineId}
          data-testid="sold-lines"
        />
        <Figures data-testid="seller-totals">
          <dt>{t.hammer}</dt>
          <dd>{formatKurus(statement.hammerKurus)}</dd>
          <dt>{t.commission}</dt>
          <dd>{formatKurus(statement.commissionKurus)}</dd>
          <dt>{t.commissionVat}</dt>
          <dd>{formatKurus(statement.commissionVatKurus)}</dd>
          <dt>{t.net}</dt>
          <dd data-testid="seller-net">{formatKurus(statement.netKurus)}</dd>
        </Figures>
      </Block>
      <Block title={t.unsold}>
        <DataTable
          caption={t.unsold}
          columns={unsoldColumns}
          rows={statement.unsold}
          rowKey={(l) => l.pigeon.id}
          empty={t.unsoldEmpty}
          data-testid="unsold-lines"
        />
      </Block>
      <Block title={t.payoutTitle} data-testid="payout">
        <div ref={payout} tabIndex={-1} data-testid="payout-state">
          <PayoutBadge paidOutAt={statement.paidOutAt} />{' '}
          {statement.paidOutAt === null ? (
            t.payoutWaiting
          ) : (
            <Notice tone="success">
              {fill(t.payoutDone, {
                date: formatDate(statement.paidOutAt),
                reference: statement.payoutReference ?? '',
              })}
            </Notice>
          )}
        </div>
        {statement.paidOutAt !== null ? null : accounts ? (
          <PayoutMarkForm statement={statement} onSaved={saved} />
        ) : (
          <p>{t.payoutAccountantOnly}</p>
        )}
      </Block>
    </>
  );
}

/** /yonetim/satici-belgeleri/:id: a seller's statement and its payout. */
export function SellerStatementPage() {
  const { id = '' } = useParams();
  const statement = useQuery({
    queryKey: statementKey(id),
    queryFn: () => getSellerStatement(id),
  });
  if (statement.isPending) return <LoadingBlock />;
  if (statement.isError) {
    return (
      <ErrorState title={errorText(statement.error)} onRetry={() => void statement.refetch()} />
    );
  }
  return <Statement statement={statement.data} />;
}

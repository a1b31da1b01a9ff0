import type { SellerStatementView } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n';
import { memberStatements as t } from '@kanat/shared/i18n/lazy';
import { formatKurus, formatRate } from '@kanat/shared/rules';
import { DataTable, type TableColumn } from '@kanat/shared/ui/controls';
import { useParams } from 'react-router-dom';
import { statementPdfUrl } from '../api/statements';
import { SOLD_PATH } from './sold-page';
import { Badge, Figures, Head, PdfLink, Section, StatementPage } from './statement-parts';
import { useMySellerStatement } from './use-my-statements';

type SoldLine = SellerStatementView['sold'][number];
type UnsoldLine = SellerStatementView['unsold'][number];

const soldColumns: readonly TableColumn<SoldLine>[] = [
  {
    key: 'lot',
    header: t.lot,
    primary: true,
    render: (line) => (
      <>
        {line.title} <small>{line.pigeon.tagNum}</small>
      </>
    ),
  },
  { key: 'hammer', header: t.hammer, align: 'right', render: (l) => formatKurus(l.hammerKurus) },
  {
    key: 'commission',
    header: t.commission,
    align: 'right',
    render: (l) => formatKurus(l.commissionKurus),
  },
  { key: 'vat', header: t.vat, align: 'right', render: (l) => formatKurus(l.commissionVatKurus) },
  { key: 'net', header: t.net, align: 'right', render: (l) => formatKurus(l.netKurus) },
  {
    key: 'state',
    header: t.state,
    render: (l) => (
      <span data-testid="sold-line-state">
        <Badge $tone={l.buyerPaid ? 'ok' : 'wait'}>
          {l.buyerPaid ? t.buyerPaid : t.buyerNotPaid}
        </Badge>{' '}
        <Badge $tone={l.delivered ? 'ok' : 'wait'}>
          {l.delivered ? t.delivered : t.notDelivered}
        </Badge>
      </span>
    ),
  },
];

const unsoldColumns: readonly TableColumn<UnsoldLine>[] = [
  { key: 'lot', header: t.lot, primary: true, render: (l) => l.title },
  { key: 'tag', header: t.tagNum, render: (l) => l.pigeon.tagNum },
];

function Statement({ statement }: { statement: SellerStatementView }) {
  return (
    <article data-testid="seller-statement">
      <Head>
        <div>
          <h3>{statement.sale.title}</h3>
          <p>{formatDate(statement.issuedAt)}</p>
          <p>
            {fill(t.termsSeller, {
              commission: formatRate(statement.terms.sellerCommissionBp),
              vat: formatRate(statement.terms.vatBp),
            })}
          </p>
        </div>
        <PdfLink href={statementPdfUrl('seller', statement.id)} />
      </Head>
      <Section aria-labelledby="sold-lines">
        <h3 id="sold-lines">{t.soldLinesTitle}</h3>
        <DataTable
          caption={t.soldLinesTitle}
          captionHidden
          columns={soldColumns}
          rows={statement.sold}
          rowKey={(line) => line.lineId}
          data-testid="sold-lines"
        />
        <Figures data-testid="seller-totals">
          <dt>{t.hammer}</dt>
          <dd>{formatKurus(statement.hammerKurus)}</dd>
          <dt>{t.commission}</dt>
          <dd>{formatKurus(statement.commissionKurus)}</dd>
          <dt>{t.vat}</dt>
          <dd>{formatKurus(statement.commissionVatKurus)}</dd>
          <dt>{t.net}</dt>
          <dd data-testid="seller-net">{formatKurus(statement.netKurus)}</dd>
        </Figures>
      </Section>
      <Section aria-labelledby="unsold-lines">
        <h3 id="unsold-lines">{t.unsoldTitle}</h3>
        <DataTable
          caption={t.unsoldTitle}
          captionHidden
          columns={unsoldColumns}
          rows={statement.unsold}
          rowKey={(line) => line.pigeon.id}
          empty={t.unsoldEmpty}
          data-testid="unsold-lines"
        />
      </Section>
      <Section aria-labelledby="payout-title">
        <h3 id="payout-title">{t.payoutTitle}</h3>
        <p data-testid="payout-state">
          {statement.paidOutAt === null
            ? t.payoutWaitingLine
            : fill(t.payoutDoneLine, {
                date: formatDate(statement.paidOutAt),
                reference: statement.payoutReference ?? '',
              })}
        </p>
      </Section>
    </article>
  );
}

/** /hesabim/satislar/:id: one of my seller's statements, its net and payout. */
export function SoldDetailPage() {
  const { id = '' } = useParams();
  const statement = useMySellerStatement(id);
  return (
    <StatementPage
      query={statement}
      back={{ to: SOLD_PATH, label: t.backToSold }}
      render={(data) => <Statement statement={data} />}
    />
  );
}

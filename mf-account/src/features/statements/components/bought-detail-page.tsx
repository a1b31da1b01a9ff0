import type { BuyerStatementLine, BuyerStatementView } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n';
import { saleContract, memberStatements as t } from '@kanat/shared/i18n/lazy';
import { formatKurus, formatRate } from '@kanat/shared/rules';
import { DataTable, type TableColumn } from '@kanat/shared/ui/controls';
import { useParams } from 'react-router-dom';
import { statementPdfUrl } from '../api/statements';
import { BOUGHT_PATH } from './bought-page';
import { PaymentFlagNotice } from './payment-flag-notice';
import { PaymentInstructions, PaymentsMade } from './payment-parts';
import {
  deliveryText,
  Figures,
  Head,
  PdfLink,
  Section,
  StateBadges,
  StatementPage,
} from './statement-parts';
import { useMyBuyerStatement } from './use-my-statements';

/** The buyer's acceptance of the sale's contract (issue 35), or that none is recorded. */
function contractLine(contract: BuyerStatementView['contract']): string {
  return contract === null
    ? saleContract.statementMissing
    : fill(saleContract.statementLine, {
        date: formatDate(contract.acceptedAt),
        version: contract.version,
      });
}

const money = (kurus: number, line: BuyerStatementLine) =>
  line.cancelled ? <s>{formatKurus(kurus)}</s> : formatKurus(kurus);

const lineColumns: readonly TableColumn<BuyerStatementLine>[] = [
  {
    key: 'lot',
    header: t.lot,
    primary: true,
    render: (line) => (
      <>
        {line.title} <small>{line.pigeon.tagNum}</small>
        {line.cancelled ? <div>{t.lineCancelled}</div> : null}
      </>
    ),
  },
  { key: 'hammer', header: t.hammer, align: 'right', render: (l) => money(l.hammerKurus, l) },
  { key: 'premium', header: t.premium, align: 'right', render: (l) => money(l.premiumKurus, l) },
  { key: 'vat', header: t.vat, align: 'right', render: (l) => money(l.premiumVatKurus, l) },
  { key: 'shipping', header: t.shipping, align: 'right', render: (l) => money(l.shippingKurus, l) },
  { key: 'total', header: t.total, align: 'right', render: (l) => money(l.totalKurus, l) },
  {
    key: 'delivery',
    header: t.delivery,
    render: (line) => <span data-testid="line-delivery">{deliveryText(line)}</span>,
  },
];

function Statement({ statement }: { statement: BuyerStatementView }) {
  const { totals } = statement;
  return (
    <article data-testid="buyer-statement">
      <PaymentFlagNotice />
      <Head>
        <div>
          <h3>{statement.sale.title}</h3>
          <p>
            {formatDate(statement.issuedAt)} ·{' '}
            {fill(t.referenceLine, { reference: statement.reference })}
          </p>
          <p>
            {fill(t.termsBuyer, {
              premium: formatRate(statement.terms.buyerPremiumBp),
              vat: formatRate(statement.terms.vatBp),
            })}
          </p>
          <p data-testid="statement-contract">{contractLine(statement.contract)}</p>
        </div>
        <StateBadges statement={statement} />
        <PdfLink href={statementPdfUrl('buyer', statement.id)} />
      </Head>
      {statement.state === 'cancelled' ? (
        <p role="note">
          {statement.cancelReason
            ? fill(t.cancelledNote, { reason: statement.cancelReason })
            : t.cancelledPlain}
        </p>
      ) : null}
      <Section aria-labelledby="statement-lines">
        <h3 id="statement-lines">{t.linesTitle}</h3>
        <DataTable
          caption={t.linesTitle}
          captionHidden
          columns={lineColumns}
          rows={statement.lines}
          rowKey={(line) => line.id}
          data-testid="statement-lines"
        />
      </Section>
      <Section aria-labelledby="statement-totals">
        <h3 id="statement-totals">{t.totalsTitle}</h3>
        <Figures data-testid="statement-totals">
          <dt>{t.hammer}</dt>
          <dd>{formatKurus(totals.hammerKurus)}</dd>
          <dt>{t.premium}</dt>
          <dd>{formatKurus(totals.premiumKurus)}</dd>
          <dt>{t.vat}</dt>
          <dd>{formatKurus(totals.premiumVatKurus)}</dd>
          <dt>{t.shipping}</dt>
          <dd>{formatKurus(totals.shippingKurus)}</dd>
          <dt>{t.grandTotal}</dt>
          <dd>{formatKurus(totals.totalKurus)}</dd>
          <dt>{t.paid}</dt>
          <dd>{formatKurus(statement.paidKurus)}</dd>
          <dt>{t.due}</dt>
          <dd data-testid="statement-due">{formatKurus(statement.dueKurus)}</dd>
        </Figures>
      </Section>
      <PaymentInstructions statement={statement} />
      <PaymentsMade payments={statement.payments} />
    </article>
  );
}

/** /hesabim/alimlar/:id: one of my buyer's statements, how to pay it and where my birds are. */
export function BoughtDetailPage() {
  const { id = '' } = useParams();
  const statement = useMyBuyerStatement(id);
  return (
    <StatementPage
      query={statement}
      back={{ to: BOUGHT_PATH, label: t.backToBought }}
      render={(data) => <Statement statement={data} />}
    />
  );
}

import type {
  BuyerStatementLine,
  BuyerStatementView,
  StatementPaymentRow,
} from '@kanat/shared/contracts';
import { formatDate, formatDateTime } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n/full';
import { saleContract, settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { formatKurus, formatRate } from '@kanat/shared/rules';
import { AnchorButton, Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { type ConsoleColumn, DataTable, errorText, Notice, notify, PageHeader } from '../../../ui';
import { statementPdfUrl } from '../api/export-urls';
import { getBuyerStatement } from '../api/statements';
import {
  BuyerStateBadges,
  deliveryText,
  methodWord,
  partyName,
  salePath,
} from '../statement-words';
import { Block, Figures } from './block';
import { CancelDialog } from './cancel-dialog';
import { DeliveryDialog } from './delivery-dialog';
import { ExtendDialog } from './extend-dialog';
import { FlagDialog } from './flag-dialog';
import { PaymentRecordForm } from './payment-form';
import { SecondChanceBlock } from './second-chance-block';

const statementKey = (id: string) => ['admin', 'buyer-statement', id] as const;

const paymentColumns: readonly ConsoleColumn<StatementPaymentRow>[] = [
  { key: 'day', header: t.paymentDay, render: (p) => formatDate(p.paidOn) },
  {
    key: 'amount',
    header: t.paymentAmount,
    align: 'right',
    render: (p) => formatKurus(p.amountKurus),
  },
  {
    key: 'method',
    header: t.paymentMethod,
    render: (p) => (p.fromBank ? `${methodWord[p.method]} (${t.fromBank})` : methodWord[p.method]),
  },
  { key: 'note', header: t.paymentNote, render: (p) => p.note },
];

function lineColumns(
  onDelivery: (line: BuyerStatementLine) => void,
): ConsoleColumn<BuyerStatementLine>[] {
  const money = (pick: (line: BuyerStatementLine) => number) => (line: BuyerStatementLine) =>
    line.cancelled ? <s>{formatKurus(pick(line))}</s> : formatKurus(pick(line));
  return [
    {
      key: 'lot',
      header: t.lot,
      primary: true,
      render: (line) => `${line.title} · ${line.pigeon.tagNum}`,
    },
    { key: 'hammer', header: t.hammer, align: 'right', render: money((l) => l.hammerKurus) },
    { key: 'premium', header: t.premium, align: 'right', render: money((l) => l.premiumKurus) },
    { key: 'vat', header: t.vat, align: 'right', render: money((l) => l.premiumVatKurus) },
    { key: 'shipping', header: t.shipping, align: 'right', render: money((l) => l.shippingKurus) },
    { key: 'total', header: t.lineTotal, align: 'right', render: money((l) => l.totalKurus) },
    {
      key: 'delivery',
      header: t.delivery,
      render: (line) =>
        line.cancelled ? (
          t.lineCancelled
        ) : (
          <>
            <span data-testid="line-delivery">{deliveryText(line)}</span>{' '}
            <Button
              $variant="ghost"
              $size="sm"
              aria-label={`${t.editDelivery}: ${line.title}`}
              onClick={() => onDelivery(line)}
            >
              {t.editDelivery}
            </Button>
          </>
        ),
    },
  ];
}

/** The buyer's acceptance of the sale's contract (issue 35), or that none is recorded. */
function contractLine(contract: BuyerStatementView['contract']): string {
  return contract === null
    ? saleContract.statementMissing
    : fill(saleContract.statementLine, {
        date: formatDate(contract.acceptedAt),
        version: contract.version,
      });
}

/** The payment reminders the buyer was sent (the notices' 'payment-reminder'), if any. */
function Reminders({ reminders }: { reminders: NonNullable<BuyerStatementView['reminders']> }) {
  if (reminders.length === 0) return <p>{t.remindersNone}</p>;
  return (
    <ul data-testid="statement-reminders">
      {reminders.map((reminder) => (
        <li key={reminder.kind}>
          {fill(reminder.kind === 'before' ? t.reminderBefore : t.reminderAfter, {
            date: formatDateTime(reminder.at),
          })}
        </li>
      ))}
    </ul>
  );
}

function Statement({ statement }: { statement: BuyerStatementView }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState<BuyerStatementLine | null>(null);
  const [extending, setExtending] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const buyerUid = statement.buyer.uid;
  const saved = (next: BuyerStatementView) => {
    client.setQueryData(statementKey(next.id), next);
    void client.invalidateQueries({ queryKey: ['admin', 'sale-settlement'] });
  };
  const { totals } = statement;
  return (
    <>
      <PageHeader
        title={fill(t.buyerStatementTitle, { reference: statement.reference })}
        description={`${fill(t.statementOf, {
          name: partyName(statement.buyer),
          sale: statement.sale.title,
        })} · ${formatDate(statement.issuedAt)} · ${t.dueAt}: ${formatDate(statement.dueAt)}`}
        back={{ to: salePath(statement.sale), label: t.backToSale }}
        actions={
          <>
            {statement.state === 'open' ? (
              <Button $variant="secondary" onClick={() => setExtending(true)}>
                {t.extendAction}
              </Button>
            ) : null}
            {statement.state === 'open' && statement.paidKurus === 0 ? (
              <Button $variant="secondary" onClick={() => setCancelling(true)}>
                {t.cancelAction}
              </Button>
            ) : null}
            {statement.state === 'open' && buyerUid !== null ? (
              <Button $variant="secondary" onClick={() => setFlagging(true)}>
                {t.flagAction}
              </Button>
            ) : null}
            <AnchorButton
              href={statementPdfUrl('buyer', statement.id)}
              download
              $variant="secondary"
            >
              {t.pdf}
            </AnchorButton>
          </>
        }
      />
      <BuyerStateBadges statement={statement} />
      {statement.state === 'cancelled' && statement.cancelReason ? (
        <Notice tone="info">{fill(t.cancelledNote, { reason: statement.cancelReason })}</Notice>
      ) : null}
      <Block title={t.linesTitle}>
        <p>
          {`${t.premium} ${formatRate(statement.terms.buyerPremiumBp)}, ${t.vat} ${formatRate(statement.terms.vatBp)}`}
        </p>
        <p data-testid="statement-contract">{contractLine(statement.contract)}</p>
        <DataTable
          caption={t.linesTitle}
          columns={lineColumns(setEditing)}
          rows={statement.lines}
          rowKey={(line) => line.id}
          data-testid="statement-lines"
        />
        <Figures data-testid="statement-totals">
          <dt>{t.hammer}</dt>
          <dd>{formatKurus(totals.hammerKurus)}</dd>
          <dt>{t.premium}</dt>
          <dd>{formatKurus(totals.premiumKurus)}</dd>
          <dt>{t.vat}</dt>
          <dd>{formatKurus(totals.premiumVatKurus)}</dd>
          <dt>{t.shipping}</dt>
          <dd>{formatKurus(totals.shippingKurus)}</dd>
          <dt>{t.total}</dt>
          <dd>{formatKurus(totals.totalKurus)}</dd>
          <dt>{t.paid}</dt>
          <dd>{formatKurus(statement.paidKurus)}</dd>
          <dt>{t.due}</dt>
          <dd data-testid="statement-due">{formatKurus(statement.dueKurus)}</dd>
        </Figures>
      </Block>
      <Block title={t.paymentsTitle}>
        <DataTable
          caption={t.paymentsTitle}
          columns={paymentColumns}
          rows={statement.payments}
          rowKey={(p) => p.id}
          empty={t.paymentsEmpty}
          data-testid="statement-payments"
        />
      </Block>
      {statement.state === 'cancelled' ? (
        <SecondChanceBlock
          statementId={statement.id}
          onAccepted={() =>
            void client.invalidateQueries({ queryKey: ['admin', 'sale-settlement'] })
          }
        />
      ) : null}
      {statement.buyer.uid !== null ? (
        <Block title={t.remindersTitle}>
          <Reminders reminders={statement.reminders ?? []} />
        </Block>
      ) : null}
      {statement.state === 'open' && statement.dueKurus > 0 ? (
        <PaymentRecordForm statement={statement} onSaved={saved} />
      ) : (
        <p>{t.nothingDue}</p>
      )}
      {editing ? (
        <DeliveryDialog
          line={editing}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            saved(next);
            notify.success(t.deliverySaved);
          }}
        />
      ) : null}
      {cancelling ? (
        <CancelDialog
          statement={statement}
          onClose={() => setCancelling(false)}
          onSaved={(next) => {
            saved(next);
            notify.success(t.cancelSaved);
          }}
        />
      ) : null}
      {flagging && buyerUid !== null ? (
        <FlagDialog
          uid={buyerUid}
          onClose={() => setFlagging(false)}
          onSaved={() => notify.success(t.flagSaved)}
        />
      ) : null}
      {extending ? (
        <ExtendDialog
          statement={statement}
          onClose={() => setExtending(false)}
          onSaved={(next) => {
            saved(next);
            notify.success(t.extendSaved);
          }}
        />
      ) : null}
    </>
  );
}

/** /yonetim/alim-belgeleri/:id: a buyer's statement, its delivery per lot and its payments. */
export function BuyerStatementPage() {
  const { id = '' } = useParams();
  const statement = useQuery({
    queryKey: statementKey(id),
    queryFn: () => getBuyerStatement(id),
  });
  if (statement.isPending) return <LoadingBlock />;
  if (statement.isError) {
    return (
      <ErrorState title={errorText(statement.error)} onRetry={() => void statement.refetch()} />
    );
  }
  return <Statement statement={statement.data} />;
}

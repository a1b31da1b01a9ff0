import type { BuyerStatementView, StatementPaymentRow } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { memberStatements as t } from '@kanat/shared/i18n/lazy';
import { formatKurus } from '@kanat/shared/rules';
import { DataTable, type TableColumn } from '@kanat/shared/ui/controls';
import styled from 'styled-components';
import { Figures, methodWord, Section } from './statement-parts';

const Box = styled(Section)`
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Reference = styled.code`
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.05em;
`;

/** How to pay what is still owed: the house's account, the reference to write, the due day. */
export function PaymentInstructions({ statement }: { statement: BuyerStatementView }) {
  if (statement.state === 'cancelled') return null;
  if (statement.dueKurus <= 0) {
    return (
      <Box aria-labelledby="pay-title" data-testid="how-to-pay">
        <h3 id="pay-title">{t.payTitle}</h3>
        <p>{t.payDone}</p>
      </Box>
    );
  }
  return (
    <Box aria-labelledby="pay-title" data-testid="how-to-pay">
      <h3 id="pay-title">{t.payTitle}</h3>
      {statement.iban ? <p>{t.payIntro}</p> : <p>{t.payNoAccount}</p>}
      <Figures>
        <dt>{t.payAmount}</dt>
        <dd>{formatKurus(statement.dueKurus)}</dd>
        {statement.iban ? (
          <>
            <dt>{t.payIban}</dt>
            <dd data-testid="pay-iban">{statement.iban}</dd>
            <dt>{t.payAccountName}</dt>
            <dd>{statement.accountName}</dd>
          </>
        ) : null}
        <dt>{t.payReference}</dt>
        <dd>
          <Reference data-testid="pay-reference">{statement.reference}</Reference>
        </dd>
        <dt>{t.dueAt}</dt>
        <dd data-testid="pay-due">{formatDate(statement.dueAt)}</dd>
      </Figures>
    </Box>
  );
}

const columns: readonly TableColumn<StatementPaymentRow>[] = [
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

/** The payments recorded against the statement so far. */
export function PaymentsMade({ payments }: { payments: readonly StatementPaymentRow[] }) {
  return (
    <Section aria-labelledby="payments-title">
      <h3 id="payments-title">{t.paymentsTitle}</h3>
      <DataTable
        caption={t.paymentsTitle}
        captionHidden
        columns={columns}
        rows={payments}
        rowKey={(p) => p.id}
        empty={t.paymentsEmpty}
        data-testid="statement-payments"
      />
    </Section>
  );
}

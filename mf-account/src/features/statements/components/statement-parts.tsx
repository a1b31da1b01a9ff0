import { isApiError } from '@kanat/shared/api';
import type { BuyerStatementLine, BuyerStatementSummary } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { memberStatements as t } from '@kanat/shared/i18n/lazy';
import { AnchorButton, EmptyState, ErrorState, LinkButton, LoadingBlock } from '@kanat/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'ok' | 'wait' | 'bad' | 'off';

export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'ok'
      ? theme.colors.success
      : $tone === 'bad'
        ? theme.colors.danger
        : $tone === 'wait'
          ? theme.colors.accentStrong
          : theme.colors.textMuted};
  background: ${({ theme, $tone }) =>
    $tone === 'ok'
      ? theme.colors.surface
      : $tone === 'off'
        ? theme.colors.surfaceMuted
        : theme.colors.accentSoft};
  border: 1px solid currentColor;
`;

/** A buyer's statement's state, and 'Gecikmiş' beside it when it is overdue. */
export function StateBadges({ statement }: { statement: BuyerStatementSummary }) {
  const word =
    statement.state === 'paid'
      ? t.statePaid
      : statement.state === 'cancelled'
        ? t.stateCancelled
        : t.stateOpen;
  const tone: Tone =
    statement.state === 'paid' ? 'ok' : statement.state === 'cancelled' ? 'off' : 'wait';
  return (
    <Badges data-testid="statement-state">
      <Badge $tone={tone}>{word}</Badge>
      {statement.overdue ? (
        <Badge $tone="bad" data-testid="overdue">
          {t.overdue}
        </Badge>
      ) : null}
    </Badges>
  );
}

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

/** Where a won lot is on its way to the buyer, in words. */
export function deliveryText(line: BuyerStatementLine): string {
  const { delivery } = line;
  const date = delivery.deliveredAt === null ? '' : formatDate(delivery.deliveredAt);
  if (delivery.method === 'pickup') {
    if (delivery.deliveredAt === null) return t.deliveryPickupWaiting;
    return delivery.pickedUpBy
      ? fill(t.deliveryPickedUp, { name: delivery.pickedUpBy, date })
      : fill(t.deliveryPickedUpNoName, { date });
  }
  if (delivery.method === 'cargo') {
    if (delivery.deliveredAt === null) return t.deliveryCargoWaiting;
    return fill(t.deliveryCargoSent, {
      carrier: delivery.carrier ?? '',
      tracking: delivery.trackingNumber ?? '',
      date,
    });
  }
  return t.deliveryNone;
}

export const methodWord = { transfer: t.methodTransfer, cash: t.methodCash, card: t.methodCard };

/** The statement's PDF, downloaded with the member's session. */
export function PdfLink({ href }: { href: string }) {
  return (
    <AnchorButton href={href} download $variant="secondary" $size="sm" data-testid="statement-pdf">
      {t.pdf}
    </AnchorButton>
  );
}

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
    color: ${({ theme }) => theme.colors.brand};
  }
  p {
    margin: 0;
  }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  gap: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.md}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

/** A statement that is not the member's (or not at all), or a failed load with a retry. */
export function StatementFailed({
  error,
  onRetry,
  back,
}: {
  error: unknown;
  onRetry: () => void;
  back: { to: string; label: string };
}): ReactNode {
  const action = (
    <LinkButton to={back.to} $variant="secondary" $size="sm">
      {back.label}
    </LinkButton>
  );
  if (isApiError(error, 'not-found')) {
    return <EmptyState icon="search" title={t.notFound} action={action} />;
  }
  return (
    <ErrorState
      description={messages.common.pageLoadFailed}
      onRetry={onRetry}
      data-testid="statement-error"
    />
  );
}

/**
 * A statement's page: the way back to its list, then the statement once loaded, its refusal or
 * failure (StatementFailed), or the loading block meanwhile.
 */
export function StatementPage<T>({
  query,
  back,
  render,
}: {
  query: UseQueryResult<T>;
  back: { to: string; label: string };
  render: (statement: T) => ReactNode;
}): ReactNode {
  return (
    <>
      <LinkButton to={back.to} $variant="ghost" $size="sm">
        {back.label}
      </LinkButton>
      {query.isError ? (
        <StatementFailed error={query.error} onRetry={() => void query.refetch()} back={back} />
      ) : query.data ? (
        render(query.data)
      ) : (
        <LoadingBlock />
      )}
    </>
  );
}

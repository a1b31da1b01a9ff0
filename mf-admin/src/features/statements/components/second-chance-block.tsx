import { callFunction } from '@kanat/shared/api';
import type {
  SecondChanceLot,
  SecondChanceOfferView,
  SecondChanceState,
} from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n/full';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { formatKurus } from '@kanat/shared/rules';
import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ConfirmDialog,
  type ConsoleColumn,
  DataTable,
  errorText,
  notify,
  StatusBadge,
  type StatusTone,
} from '../../../ui';
import { partyName } from '../statement-words';
import { Block } from './block';

// Issue 33, non-payers: a cancelled statement's lots, each offered in turn to the members who
// bid on it (adminSecondChanceLots / adminSecondChanceOffer).

const lotsKey = (statementId: string) => ['admin', 'second-chance', statementId] as const;

const stateWords: Record<SecondChanceState, [string, StatusTone]> = {
  open: [t.secondChanceOpen, 'info'],
  accepted: [t.secondChanceAccepted, 'success'],
  declined: [t.secondChanceDeclined, 'neutral'],
  expired: [t.secondChanceExpired, 'warning'],
};

const offerColumns: readonly ConsoleColumn<SecondChanceOfferView>[] = [
  {
    key: 'member',
    header: t.secondChanceMember,
    primary: true,
    render: (o) => partyName(o.member),
  },
  {
    key: 'amount',
    header: t.secondChanceAmount,
    align: 'right',
    render: (o) => formatKurus(o.hammerKurus),
  },
  {
    key: 'state',
    header: t.secondChanceState,
    render: (o) => {
      const [word, tone] = stateWords[o.state];
      return <StatusBadge tone={tone}>{word}</StatusBadge>;
    },
  },
  { key: 'offered', header: t.secondChanceOffered, render: (o) => formatDateTime(o.offeredAt) },
  {
    key: 'until',
    header: t.secondChanceUntil,
    render: (o) => formatDateTime(o.answeredAt ?? o.expiresAt),
  },
];

function OfferDialog({
  lot,
  onClose,
  onSaved,
}: {
  lot: SecondChanceLot;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [hours, setHours] = useState('48');
  const [problem, setProblem] = useState<string | undefined>();
  const next = lot.next;
  if (next === null) return null;
  return (
    <ConfirmDialog
      open
      title={t.secondChanceDialogTitle}
      confirmLabel={t.secondChanceSave}
      onClose={onClose}
      onConfirm={async () => {
        const value = Number(hours);
        const valid = /^\d{1,3}$/.test(hours.trim()) && value >= 1 && value <= 168;
        setProblem(valid ? undefined : t.secondChanceHoursInvalid);
        if (!valid) throw new Error(t.secondChanceHoursInvalid);
        await callFunction('adminSecondChanceOffer', { lineId: lot.lineId, hours: value });
        onSaved();
      }}
    >
      <p>
        {fill(t.secondChanceDialogText, {
          title: lot.title,
          name: partyName(next.member),
          amount: formatKurus(next.hammerKurus),
        })}
      </p>
      <TextField
        label={t.secondChanceHours}
        inputMode="numeric"
        value={hours}
        error={problem}
        onChange={(event) => setHours(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}

function LotOffers({ lot, onOffer }: { lot: SecondChanceLot; onOffer: () => void }) {
  return (
    <section aria-label={lot.title} data-testid="second-chance-lot">
      <h3>{lot.title}</h3>
      {lot.next !== null && lot.blocked === null ? (
        <p>
          {fill(t.secondChanceNext, {
            name: partyName(lot.next.member),
            amount: formatKurus(lot.next.hammerKurus),
          })}{' '}
          <Button $size="sm" aria-label={`${t.secondChanceAction}: ${lot.title}`} onClick={onOffer}>
            {t.secondChanceAction}
          </Button>
        </p>
      ) : (
        <p data-testid="second-chance-blocked">{lot.blocked}</p>
      )}
      <DataTable
        caption={fill(t.secondChanceOffersCaption, { title: lot.title })}
        columns={offerColumns}
        rows={lot.offers}
        rowKey={(o) => o.id}
        empty={t.secondChanceNone}
      />
    </section>
  );
}

/** The cancelled statement's lots and their second-chance offers. */
export function SecondChanceBlock({
  statementId,
  onAccepted,
}: {
  statementId: string;
  /** The statement's sale changed (an offer made): its books are read again. */
  onAccepted?: () => void;
}) {
  const client = useQueryClient();
  const [offering, setOffering] = useState<SecondChanceLot | null>(null);
  const lots = useQuery({
    queryKey: lotsKey(statementId),
    queryFn: async () => {
      const { code: _code, ...result } = await callFunction('adminSecondChanceLots', {
        id: statementId,
      });
      return result.rows;
    },
  });
  return (
    <Block title={t.secondChanceTitle}>
      <p>{t.secondChanceHint}</p>
      {lots.isPending ? (
        <LoadingBlock />
      ) : lots.isError ? (
        <ErrorState title={errorText(lots.error)} onRetry={() => void lots.refetch()} />
      ) : (
        lots.data.map((lot) => (
          <LotOffers key={lot.lineId} lot={lot} onOffer={() => setOffering(lot)} />
        ))
      )}
      {offering ? (
        <OfferDialog
          lot={offering}
          onClose={() => setOffering(null)}
          onSaved={() => {
            notify.success(t.secondChanceSaved);
            void client.invalidateQueries({ queryKey: lotsKey(statementId) });
            onAccepted?.();
          }}
        />
      ) : null}
    </Block>
  );
}

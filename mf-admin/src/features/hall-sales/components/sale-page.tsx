import type { AdminHallLotRow } from '@kanat/shared/contracts';
import { formatDateTime, formatMoney, padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button, ErrorState, LinkButton, LoadingBlock } from '@kanat/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  ButtonRow,
  ConfirmDialog,
  type ConsoleColumn,
  DataTable,
  errorText,
  FactList,
  Notice,
  PageHeader,
  PrintLinks,
  SaleTermsBox,
  StatusBadge,
} from '../../../ui';
import { getHallSale } from '../api/get-sale';
import { publishHallSale } from '../api/publish-sale';
import { saveHallLot } from '../api/save-lot';
import { withdrawHallLot } from '../api/withdraw-lot';
import {
  HALL_ROOT,
  lotStatusTone,
  lotStatusWord,
  saleStatusTone,
  saleStatusWord,
} from '../hall-words';
import { HallLotPicker } from './lot-picker';
import { RepriceDialog } from './reprice-dialog';

const text = messages.adminHallConsole;

/** canli-mezat/:id: the sale and its lots in order; add, reorder, reprice, withdraw; publish. */
export function SalePage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['admin-hall-sale', id],
    queryFn: () => getHallSale({ saleId: id }),
  });
  const [picking, setPicking] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [repricing, setRepricing] = useState<AdminHallLotRow | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdminHallLotRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['admin-hall-sale', id] });
    await client.invalidateQueries({ queryKey: ['admin-hall-sales'] });
  };

  if (detail.isPending) return <LoadingBlock />;
  if (detail.isError) {
    return <ErrorState title={errorText(detail.error)} onRetry={() => void detail.refetch()} />;
  }
  const { sale, lots } = detail.data;
  const before = sale.status === 'draft' || sale.status === 'scheduled';
  const placed = lots.filter((lot) => lot.status !== 'withdrawn').length;

  const move = async (lot: AdminHallLotRow, position: number) => {
    setProblem(null);
    try {
      await saveHallLot({ lotId: lot.id, position });
      await refresh();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const columns: ConsoleColumn<AdminHallLotRow>[] = [
    { key: 'position', header: text.position, render: (lot) => lot.position },
    {
      key: 'pigeon',
      header: text.pigeon,
      primary: true,
      render: (lot) => `${padSerial(lot.serial)} · ${lot.tagNum}`,
    },
    { key: 'owner', header: text.owner, render: (lot) => lot.ownerFullName },
    {
      key: 'price',
      header: text.startingPrice,
      align: 'right',
      render: (lot) => formatMoney(lot.startingPrice),
    },
    { key: 'absentees', header: text.absentees, align: 'right', render: (l) => l.absenteeCount },
    {
      key: 'status',
      header: text.status,
      render: (lot) => (
        <StatusBadge tone={lotStatusTone(lot.status)}>{lotStatusWord(lot.status)}</StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: text.actions,
      render: (lot) =>
        lot.status !== 'waiting' ? null : (
          <ButtonRow $gap="xxs">
            {before ? (
              <>
                <Button
                  $variant="ghost"
                  $size="sm"
                  disabled={lot.position <= 1}
                  aria-label={fill(text.moveUp, { position: lot.position })}
                  onClick={() => void move(lot, lot.position - 1)}
                >
                  ↑
                </Button>
                <Button
                  $variant="ghost"
                  $size="sm"
                  disabled={lot.position >= placed}
                  aria-label={fill(text.moveDown, { position: lot.position })}
                  onClick={() => void move(lot, lot.position + 1)}
                >
                  ↓
                </Button>
              </>
            ) : null}
            <Button $variant="secondary" $size="sm" onClick={() => setRepricing(lot)}>
              {text.reprice}
            </Button>
            <Button $variant="ghost" $size="sm" onClick={() => setWithdrawing(lot)}>
              {text.withdraw}
            </Button>
          </ButtonRow>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={sale.title}
        back={{ to: HALL_ROOT, label: text.listTitle }}
        actions={
          <>
            {before ? (
              <LinkButton to={`${HALL_ROOT}/${id}/duzenle`} $variant="secondary">
                {text.edit}
              </LinkButton>
            ) : null}
            {before ? (
              <Button $variant="secondary" onClick={() => setPicking(true)}>
                {text.addLots}
              </Button>
            ) : null}
            {sale.status === 'draft' ? (
              <Button $variant="primary" onClick={() => setPublishing(true)}>
                {text.publish}
              </Button>
            ) : (
              <LinkButton to={`${HALL_ROOT}/${id}/yonet`} $variant="primary">
                {text.floor}
              </LinkButton>
            )}
            <LinkButton to={`${HALL_ROOT}/${id}/sonuclar`} $variant="secondary">
              {text.results}
            </LinkButton>
            <PrintLinks base={`${HALL_ROOT}/${id}`} />
          </>
        }
      />
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <FactList>
        <div>
          <dt>{text.status}</dt>
          <dd>
            <StatusBadge tone={saleStatusTone(sale.status)}>
              {saleStatusWord(sale.status)}
            </StatusBadge>
          </dd>
        </div>
        <div>
          <dt>{text.startsAt}</dt>
          <dd>{formatDateTime(sale.startsAt)}</dd>
        </div>
        <div>
          <dt>{text.place}</dt>
          <dd>{sale.place}</dd>
        </div>
        <div>
          <dt>{text.videoUrl}</dt>
          <dd>{sale.videoUrl ? <a href={sale.videoUrl}>{sale.videoUrl}</a> : '—'}</dd>
        </div>
        <div>
          <dt>{text.catalogueShown}</dt>
          <dd data-testid="catalogue-shown">
            {sale.lotsBeforeStart ? text.catalogueBeforeStart : text.catalogueAtStart}
          </dd>
        </div>
      </FactList>
      {sale.status === 'ended' ? null : <SaleTermsBox kind="hall" id={id} />}
      <DataTable
        caption={text.lots}
        columns={columns}
        rows={lots}
        rowKey={(lot) => lot.id}
        empty={text.noLots}
        data-testid="hall-lots-table"
      />
      <HallLotPicker
        open={picking}
        saleId={id}
        onClose={() => setPicking(false)}
        onAdded={(count) => {
          setPicking(false);
          setNotice(fill(text.pickerAdded, { count }));
          void refresh();
        }}
      />
      {repricing ? (
        <RepriceDialog
          lot={repricing}
          onClose={() => setRepricing(null)}
          onSaved={() => {
            setRepricing(null);
            setNotice(text.saved);
            void refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        title={text.withdrawTitle}
        confirmLabel={text.withdraw}
        tone="danger"
        onClose={() => setWithdrawing(null)}
        onConfirm={async () => {
          if (withdrawing === null) return;
          await withdrawHallLot({ lotId: withdrawing.id });
          setNotice(text.withdrawn);
          await refresh();
        }}
      >
        {fill(text.withdrawText, { tag: withdrawing?.tagNum ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={publishing}
        title={text.publishTitle}
        confirmLabel={text.publish}
        onClose={() => setPublishing(false)}
        onConfirm={async () => {
          await publishHallSale({ saleId: id });
          setNotice(text.published);
          await refresh();
        }}
      >
        {text.publishText}
      </ConfirmDialog>
    </>
  );
}

import type { AdminHallChange, AdminHallState } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_PADDLE_PATTERN } from '@kanat/shared/rules';
import { Button, ErrorState, LinkButton, LoadingBlock } from '@kanat/shared/ui';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog, errorText, Notice, PageHeader, ReasonDialog } from '../../../ui';
import { endHallSale } from '../api/end-sale';
import { floorHallBid } from '../api/floor-bid';
import { openHallLot } from '../api/open-lot';
import { passHallLot } from '../api/pass-lot';
import { sellHallLot } from '../api/sell-lot';
import { setHallStep } from '../api/set-step';
import { startHallSale } from '../api/start-sale';
import { undoHallBid } from '../api/undo-bid';
import { warnHallLot } from '../api/warn-lot';
import { HALL_ROOT } from '../hall-words';
import { isLeaseLost, useClerkLease } from '../hooks/use-clerk-lease';
import { useFloor } from '../hooks/use-floor';
import { BidList, CallList } from './bid-list';
import { CurrentLot } from './current-lot';
import { type FloorAction, FloorActions } from './floor-actions';
import { LeaseBar } from './lease-bar';
import { LotQueue } from './lot-queue';

const text = messages.adminHallConsole;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.lg}px;
  margin: ${({ theme }) => theme.space.md}px 0;

  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Announcer = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space.xs}px 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

type Leased = { saleId: number; leaseToken: string };
type Action = (leased: Leased) => Promise<{ state: AdminHallChange }>;

/** The waiting lot that "next" opens: the first in order. */
const nextWaiting = (state: AdminHallState) =>
  state.lots.filter((lot) => lot.status === 'waiting').sort((a, b) => a.position - b.position)[0];

/**
 * canli-mezat/:id/yonet, the clerk's console: one screen drives the sale. Every action names
 * the lease; its answer brings the view up to date, and a refusal shows the server's words with the
 * state read afresh (Sell and Pass name the version seen, so a bid that came in meanwhile
 * is never sold over).
 */
export function FloorPage() {
  const { id = '' } = useParams();
  const saleId = Number(id);
  const floor = useFloor(saleId);
  const { refetch } = floor.query;
  const lease = useClerkLease(saleId, () => void refetch());
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const [paddle, setPaddle] = useState('');
  const [paddleError, setPaddleError] = useState<string | null>(null);
  const paddleRef = useRef<HTMLInputElement>(null);
  const [undoing, setUndoing] = useState(false);
  const [ending, setEnding] = useState(false);

  const perform = async (action: Action) => {
    const token = lease.token;
    if (token === null || busy.current) return;
    busy.current = true;
    setPending(true);
    setProblem(null);
    try {
      const { state } = await action({ saleId, leaseToken: token });
      floor.apply(state);
    } catch (error) {
      if (isLeaseLost(error)) lease.lost();
      setProblem(errorText(error));
      void refetch();
      throw error;
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  const fire = (action: Action) => void perform(action).catch(() => undefined);

  if (floor.query.isPending) return <LoadingBlock />;
  if (floor.query.isError) {
    return <ErrorState title={errorText(floor.query.error)} onRetry={() => void refetch()} />;
  }
  const state = floor.query.data;
  const { sale, current } = state;
  const next = nextWaiting(state);
  const lotLive =
    current !== null && (current.lot.status === 'open' || current.lot.status === 'warned');
  const canAct = lease.token !== null && !pending && sale.status !== 'ended';
  const allowed: Record<FloorAction, boolean> = {
    floorBid: canAct && lotLive,
    warn: canAct && lotLive && current?.lot.status === 'open',
    sell: canAct && lotLive && current?.leader !== null,
    pass: canAct && lotLive,
    undo: canAct && lotLive && current?.leader !== null,
    next: canAct && current === null && next !== undefined,
  };

  const readPaddle = (): string | null | false => {
    const typed = paddle.trim();
    if (typed === '') return null;
    if (!HALL_PADDLE_PATTERN.test(typed)) {
      setPaddleError(text.paddleInvalid);
      return false;
    }
    setPaddleError(null);
    return typed;
  };

  const onAction = (action: FloorAction) => {
    if (action === 'undo') return setUndoing(true);
    if (action === 'next') {
      if (next === undefined) return;
      return fire(async (leased) => {
        if (sale.status === 'scheduled') floor.apply((await startHallSale(leased)).state);
        return openHallLot({ ...leased, lotId: next.id });
      });
    }
    if (current === null) return;
    const lotId = current.lot.id;
    if (action === 'warn') return fire((leased) => warnHallLot({ ...leased, lotId }));
    if (action === 'pass') {
      return fire((leased) => passHallLot({ ...leased, lotId, version: sale.version }));
    }
    const given = readPaddle();
    if (given === false) return;
    if (action === 'floorBid') {
      const amount = current.lot.askingPrice;
      return void perform((leased) =>
        floorHallBid({ ...leased, lotId, amount, ...(given === null ? {} : { paddle: given }) }),
      ).then(
        () => setPaddle(''),
        () => undefined,
      );
    }
    // Sold: the card number is sent only for a floor bid taken without one.
    const needsPaddle = current.leader?.kind === 'floor' && current.leader.paddle === null;
    return void perform((leased) =>
      sellHallLot({
        ...leased,
        lotId,
        version: sale.version,
        ...(needsPaddle && given !== null ? { paddle: given } : {}),
      }),
    ).then(
      () => setPaddle(''),
      () => undefined,
    );
  };

  const onStep = (step: number | null) => {
    if (current === null) return;
    fire((leased) => setHallStep({ ...leased, lotId: current.lot.id, step }));
  };

  return (
    <>
      <PageHeader
        title={fill(text.consoleTitle, { title: sale.title })}
        back={{ to: `${HALL_ROOT}/${id}`, label: sale.title }}
        actions={
          <>
            {sale.status === 'running' && current === null ? (
              <Button $variant="ghost" disabled={!canAct} onClick={() => setEnding(true)}>
                {text.end}
              </Button>
            ) : null}
            <LinkButton to={`${HALL_ROOT}/${id}/sonuclar`} $variant="secondary">
              {text.results}
            </LinkButton>
          </>
        }
      />
      <LeaseBar lease={lease} />
      {sale.status === 'ended' ? <Notice tone="info">{text.ended}</Notice> : null}
      {problem ? (
        <Notice tone="error" data-testid="hall-problem">
          {problem}
        </Notice>
      ) : null}
      <Announcer role="status" data-testid="hall-arrival">
        {floor.arrival}
      </Announcer>
      <Columns>
        <div>
          <CurrentLot current={current} canAct={canAct && lotLive} onStep={onStep} />
          <FloorActions
            allowed={allowed}
            askingPrice={lotLive ? (current?.lot.askingPrice ?? null) : null}
            nextPosition={next?.position ?? null}
            keysOn={canAct && !undoing && !ending}
            paddle={paddle}
            paddleError={paddleError}
            paddleRef={paddleRef}
            onPaddle={setPaddle}
            onAction={onAction}
          />
        </div>
        <div>
          <h3>{text.bids}</h3>
          <BidList bids={current?.bids ?? []} />
          <CallList list={state.calls} />
        </div>
      </Columns>
      <h3>{text.lotQueue}</h3>
      <LotQueue
        lots={state.lots}
        onOpen={
          canAct && current === null
            ? (lot) =>
                fire(async (leased) => {
                  if (sale.status === 'scheduled') floor.apply((await startHallSale(leased)).state);
                  return openHallLot({ ...leased, lotId: lot.id });
                })
            : null
        }
      />
      <ReasonDialog
        open={undoing}
        title={text.undoTitle}
        description={
          current?.lot.currentPrice == null
            ? undefined
            : fill(text.undoText, { amount: formatMoney(current.lot.currentPrice) })
        }
        confirmLabel={text.undo}
        tone="danger"
        onClose={() => setUndoing(false)}
        onConfirm={(reason) =>
          current === null
            ? undefined
            : perform((leased) => undoHallBid({ ...leased, lotId: current.lot.id, reason }))
        }
      />
      <ConfirmDialog
        open={ending}
        title={text.endTitle}
        confirmLabel={text.end}
        tone="danger"
        onClose={() => setEnding(false)}
        onConfirm={() => perform(endHallSale)}
      >
        {text.endText}
      </ConfirmDialog>
    </>
  );
}

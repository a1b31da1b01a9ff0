import type {
  AdminHallCloseLotData,
  AdminHallFloorBidData,
  AdminHallLotData,
  AdminHallSetStepData,
  AdminHallState,
  AdminHallUndoData,
} from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_PADDLE_PATTERN, HALL_STEP_MAX, HALL_STEP_MIN } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { checkStaffReason } from '../audit';
import { queueHallWonNotice } from '../notifications';
import { assertOnBlock, bidAtAsking, readAbsentees, runAbsentees } from './hall-bidding';
import { clerkAction } from './hall-clerk';
import { hallErrors } from './hall-errors';
import { insertCall, lockLot } from './hall-locks';

const t = messages.hallFloor;
type Leased = { saleId: number; leaseToken: string };
const money = (amount: number | null) => (amount === null ? '' : formatMoney(amount));

/** adminHallStart: a scheduled sale starts running (its lots then open one by one). */
export function startSale(db: Db, user: SessionUser, data: Leased): Promise<AdminHallState> {
  return clerkAction(db, user, data, async (_tx, sale, clerk) => {
    if (sale.status !== 'scheduled') throw hallErrors.saleNotScheduled();
    await clerk.bump({ status: 'running' });
    await clerk.audit('start', fill(t.audit.start, { title: sale.title }));
  });
}

/** adminHallEnd: a running sale ends, with no lot on the block. */
export function endSale(db: Db, user: SessionUser, data: Leased): Promise<AdminHallState> {
  return clerkAction(db, user, data, async (_tx, sale, clerk) => {
    if (sale.status !== 'running') throw hallErrors.saleNotRunning();
    if (sale.currentLotId !== null) throw hallErrors.lotOnBlock();
    await clerk.bump({ status: 'ended' });
    await clerk.audit('end', fill(t.audit.end, { title: sale.title }));
  });
}

/** adminHallOpenLot: a waiting lot goes on the block; absentee maximums bid at once. */
export function openLot(
  db: Db,
  user: SessionUser,
  data: AdminHallLotData,
): Promise<AdminHallState> {
  return clerkAction(db, user, data, async (tx, sale, clerk) => {
    if (sale.status !== 'running') throw hallErrors.saleNotRunning();
    if (sale.currentLotId !== null) throw hallErrors.lotOnBlock();
    const lot = await lockLot(tx, sale.id, data.lotId);
    if (lot.status !== 'waiting') throw hallErrors.lotNotWaiting();
    await tx.execute(
      sql`update hall_lots set status = 'open', opened_at = now() where id = ${lot.id}::int`,
    );
    await insertCall(tx, {
      saleId: sale.id,
      lotId: lot.id,
      kind: 'opened',
      data: { position: lot.position, tagNum: lot.tagNum, price: lot.startingPrice },
      actorId: user.uid,
    });
    const { candidates } = await readAbsentees(tx, lot);
    await runAbsentees(tx, { ...lot, status: 'open' }, candidates);
    await clerk.bump({ currentLotId: lot.id });
    await clerk.audit('open', fill(t.audit.open, { position: lot.position, title: sale.title }));
  });
}

/** adminHallFloorBid: a bid from the room at exactly the asking price. */
export function floorBid(
  db: Db,
  user: SessionUser,
  data: AdminHallFloorBidData,
): Promise<AdminHallState> {
  const paddle = data.paddle?.trim() || null;
  if (paddle !== null && !HALL_PADDLE_PATTERN.test(paddle)) throw hallErrors.paddleInvalid();
  return clerkAction(db, user, data, async (tx, sale, clerk) => {
    const lot = await lockLot(tx, sale.id, data.lotId);
    assertOnBlock(sale, lot);
    const { candidates } = await readAbsentees(tx, lot);
    await bidAtAsking(
      tx,
      sale,
      lot,
      {
        kind: 'floor',
        userId: null,
        paddle,
        nonce: null,
        recordedBy: user.uid,
        amount: data.amount,
      },
      candidates,
    );
    await clerk.bump();
    await clerk.audit(
      'floor-bid',
      fill(paddle === null ? t.audit.floorBid : t.audit.floorBidPaddle, {
        position: lot.position,
        price: money(data.amount),
        paddle: paddle ?? '',
      }),
      { lotId: lot.id, amount: data.amount, paddle },
    );
  });
}

/** adminHallSetStep: the clerk's step for a lot not yet closed; null: SPEC §9's. */
export function setStep(
  db: Db,
  user: SessionUser,
  data: AdminHallSetStepData,
): Promise<AdminHallState> {
  if (data.step !== null && (data.step < HALL_STEP_MIN || data.step > HALL_STEP_MAX)) {
    throw hallErrors.stepInvalid();
  }
  return clerkAction(db, user, data, async (tx, sale, clerk) => {
    const lot = await lockLot(tx, sale.id, data.lotId);
    if (!['waiting', 'open', 'warned'].includes(lot.status)) throw hallErrors.lotNotOpen();
    await tx.execute(
      sql`update hall_lots set step_override = ${data.step}::int where id = ${lot.id}::int`,
    );
    await insertCall(tx, {
      saleId: sale.id,
      lotId: lot.id,
      kind: 'step',
      data: { step: data.step },
      actorId: user.uid,
    });
    await clerk.bump();
    await clerk.audit(
      'step',
      fill(t.audit.step, {
        position: lot.position,
        step: data.step === null ? t.defaultStep : money(data.step),
      }),
      { lotId: lot.id, step: data.step },
    );
  });
}

/** adminHallWarn: fair warning ("Satıyorum…"); a new bid takes the lot back to open. */
export function warnLot(
  db: Db,
  user: SessionUser,
  data: AdminHallLotData,
): Promise<AdminHallState> {
  return clerkAction(db, user, data, async (tx, sale, clerk) => {
    const lot = await lockLot(tx, sale.id, data.lotId);
    assertOnBlock(sale, lot);
    await tx.execute(sql`update hall_lots set status = 'warned' where id = ${lot.id}::int`);
    await insertCall(tx, {
      saleId: sale.id,
      lotId: lot.id,
      kind: 'warning',
      data: { price: lot.currentPrice },
      actorId: user.uid,
    });
    await clerk.bump();
    await clerk.audit(
      'warn',
      fill(t.audit.warn, { position: lot.position, price: money(lot.currentPrice) }),
    );
  });
}

/**
 * adminHallSell ("Sattım!"): to the standing bid, at its price, once. Refused when the sale's
 * version is not the one the clerk saw (a bid came in as Sold was pressed: never sold over),
 * and for a lot already sold (a double press) with its price.
 */
export function sellLot(
  db: Db,
  user: SessionUser,
  data: AdminHallCloseLotData,
): Promise<AdminHallState> {
  const givenPaddle = data.paddle?.trim() || null;
  if (givenPaddle !== null && !HALL_PADDLE_PATTERN.test(givenPaddle)) {
    throw hallErrors.paddleInvalid();
  }
  return clerkAction(db, user, data, async (tx, sale, clerk) => {
    const lot = await lockLot(tx, sale.id, data.lotId);
    if (lot.status === 'sold' && lot.soldPrice !== null)
      throw hallErrors.alreadySold(lot.soldPrice);
    if (sale.version !== data.version) throw hallErrors.versionChanged(sale.version);
    assertOnBlock(sale, lot);
    if (lot.leadingBidId === null || lot.currentPrice === null) throw hallErrors.noStandingBid();
    const paddle = lot.leaderKind === 'floor' ? (lot.leaderPaddle ?? givenPaddle) : null;
    if (lot.leaderKind === 'floor' && paddle === null) throw hallErrors.buyerPaddleRequired();
    await tx.execute(
      sql`update hall_lots set status = 'sold', closed_at = now(),
            sold_price = ${lot.currentPrice}::int, buyer_id = ${lot.leaderUserId}::text,
            buyer_paddle = ${paddle}::text
          where id = ${lot.id}::int and status in ('open', 'warned')`,
    );
    await insertCall(tx, {
      saleId: sale.id,
      lotId: lot.id,
      kind: 'sold',
      data: {
        price: lot.currentPrice,
        leaderKind: lot.leaderKind === 'floor' ? 'floor' : 'online',
      },
      actorId: user.uid,
    });
    if (lot.leaderUserId !== null) {
      await queueHallWonNotice(tx, {
        userId: lot.leaderUserId,
        lotId: lot.id,
        name: fill(t.wonName, { title: sale.title, position: lot.position, tagNum: lot.tagNum }),
        amount: lot.currentPrice,
      });
    }
    await clerk.bump({ currentLotId: null });
    const buyer = await buyerLabel(tx, lot.leaderUserId, paddle);
    await clerk.audit(
      'sell',
      fill(t.audit.sell, { position: lot.position, price: money(lot.currentPrice), buyer }),
      { lotId: lot.id, price: lot.currentPrice, buyerId: lot.leaderUserId, buyerPaddle: paddle },
    );
  });
}

async function buyerLabel(tx: Db, userId: string | null, paddle: string | null): Promise<string> {
  if (userId === null) return paddle === null ? t.floorBuyer : fill(t.paddleBuyer, { paddle });
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`select coalesce(username, id) as name from users where id = ${userId}::text`,
  );
  return rows[0]?.name ?? userId;
}

/** adminHallPass ("Satılmadı"): closes the lot unsold, on the state the clerk saw. */
export function passLot(
  db: Db,
  user: SessionUser,
  data: AdminHallCloseLotData,
): Promise<AdminHallState> {
  return clerkAction(db, user, data, async (tx, sale, clerk) => {
    const lot = await lockLot(tx, sale.id, data.lotId);
    if (lot.status === 'passed') throw hallErrors.alreadyPassed();
    if (lot.status === 'sold' && lot.soldPrice !== null)
      throw hallErrors.alreadySold(lot.soldPrice);
    if (sale.version !== data.version) throw hallErrors.versionChanged(sale.version);
    assertOnBlock(sale, lot);
    await tx.execute(
      sql`update hall_lots set status = 'passed', closed_at = now() where id = ${lot.id}::int`,
    );
    await insertCall(tx, {
      saleId: sale.id,
      lotId: lot.id,
      kind: 'passed',
      data: {},
      actorId: user.uid,
    });
    await clerk.bump({ currentLotId: null });
    await clerk.audit('pass', fill(t.audit.pass, { position: lot.position }), { lotId: lot.id });
  });
}

/**
 * adminHallUndo: the standing bid is undone (kept on record with who and why), the one before
 * it leads again; a correction everyone sees. The maximums do not answer an undo (the clerk
 * may be undoing one of theirs): they bid again with the next bid.
 */
export function undoBid(
  db: Db,
  user: SessionUser,
  data: AdminHallUndoData,
): Promise<AdminHallState> {
  const reason = checkStaffReason(data.reason);
  return clerkAction(db, user, data, async (tx, sale, clerk) => {
    const lot = await lockLot(tx, sale.id, data.lotId);
    assertOnBlock(sale, lot);
    if (lot.leadingBidId === null) throw hallErrors.nothingToUndo();
    await tx.execute(
      sql`update hall_bids set undone_at = now(), undone_by = ${user.uid}::text,
            undo_reason = ${reason}::text
          where id = ${lot.leadingBidId}::bigint`,
    );
    await tx.execute(
      sql`update hall_lots set status = 'open', bid_count = greatest(bid_count - 1, 0),
            leading_bid_id = prev.id, current_price = prev.amount
          from (select null::int as none) one
          left join (select b.id, b.amount from hall_bids b
            where b.lot_id = ${lot.id}::int and b.undone_at is null
            order by b.id desc limit 1) prev on true
          where hall_lots.id = ${lot.id}::int`,
    );
    await insertCall(tx, {
      saleId: sale.id,
      lotId: lot.id,
      kind: 'undo',
      data: { price: lot.currentPrice, reason },
      actorId: user.uid,
    });
    await clerk.bump();
    await clerk.audit(
      'undo',
      fill(t.audit.undo, { position: lot.position, price: money(lot.currentPrice), reason }),
      { lotId: lot.id, bidId: lot.leadingBidId, reason },
    );
  });
}

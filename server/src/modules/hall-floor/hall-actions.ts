import type {
  AdminHallChange,
  AdminHallCloseLotData,
  AdminHallFloorBidData,
  AdminHallLotData,
  AdminHallSetStepData,
  AdminHallUndoData,
} from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_PADDLE_PATTERN, HALL_STEP_MAX, HALL_STEP_MIN } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { checkStaffReason } from '../audit';
import { queueHallWonNotice } from '../notifications';
import {
  absenteeCandidates,
  assertOnBlock,
  bidAtAsking,
  readAbsenteeRows,
  runAbsentees,
} from './hall-bidding';
import { clerkAction, onLot } from './hall-clerk';
import { hallErrors } from './hall-errors';
import type { LockedLot } from './hall-locks';

const t = messages.hallFloor;
type Leased = { saleId: number; leaseToken: string };
const money = (amount: number | null) => (amount === null ? '' : formatMoney(amount));

/** adminHallStart: a scheduled sale starts running (its lots then open one by one). */
export function startSale(db: Db, user: SessionUser, data: Leased): Promise<AdminHallChange> {
  return clerkAction(db, user, data, null, async (_tx, sale, clerk) => {
    if (sale.status !== 'scheduled') throw hallErrors.saleNotScheduled();
    clerk.bump({ status: 'running' });
    clerk.audit('start', fill(t.audit.start, { title: sale.title }));
  });
}

/** adminHallEnd: a running sale ends, with no lot on the block. */
export function endSale(db: Db, user: SessionUser, data: Leased): Promise<AdminHallChange> {
  return clerkAction(db, user, data, null, async (_tx, sale, clerk) => {
    if (sale.status !== 'running') throw hallErrors.saleNotRunning();
    if (sale.currentLotId !== null) throw hallErrors.lotOnBlock();
    clerk.bump({ status: 'ended' });
    clerk.audit('end', fill(t.audit.end, { title: sale.title }));
  });
}

/** adminHallOpenLot: a waiting lot goes on the block; absentee maximums bid at once. */
export function openLot(
  db: Db,
  user: SessionUser,
  data: AdminHallLotData,
): Promise<AdminHallChange> {
  return clerkAction(db, user, data, onLot(data), async (tx, sale, clerk) => {
    if (sale.status !== 'running') throw hallErrors.saleNotRunning();
    if (sale.currentLotId !== null) throw hallErrors.lotOnBlock();
    const lot = await clerk.lot();
    if (lot.status !== 'waiting') throw hallErrors.lotNotWaiting();
    // The lot opens and its maximums are read in one statement, after the lot's lock (a
    // maximum left while this action waited for it is read).
    const rows = await readAbsenteeRows(
      tx,
      lot,
      sql`update hall_lots set status = 'open', opened_at = now() where id = ${lot.id}::int`,
    );
    clerk.call(lot.id, 'opened', {
      position: lot.position,
      tagNum: lot.tagNum,
      price: lot.startingPrice,
    });
    const { candidates } = await absenteeCandidates(tx, lot, rows);
    runAbsentees(clerk.writes, { ...lot, status: 'open' }, candidates);
    clerk.bump({ currentLotId: lot.id });
    clerk.audit('open', fill(t.audit.open, { position: lot.position, title: sale.title }));
  });
}

/** adminHallFloorBid: a bid from the room at exactly the asking price. */
export function floorBid(
  db: Db,
  user: SessionUser,
  data: AdminHallFloorBidData,
): Promise<AdminHallChange> {
  const paddle = data.paddle?.trim() || null;
  if (paddle !== null && !HALL_PADDLE_PATTERN.test(paddle)) throw hallErrors.paddleInvalid();
  return clerkAction(db, user, data, onLot(data, true), async (tx, sale, clerk) => {
    const lot = await clerk.lot();
    assertOnBlock(sale, lot);
    const rows = lot.absentees ?? (await readAbsenteeRows(tx, lot));
    const { candidates } = await absenteeCandidates(tx, lot, rows);
    bidAtAsking(
      clerk.writes,
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
    clerk.bump();
    clerk.audit(
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
): Promise<AdminHallChange> {
  if (data.step !== null && (data.step < HALL_STEP_MIN || data.step > HALL_STEP_MAX)) {
    throw hallErrors.stepInvalid();
  }
  return clerkAction(db, user, data, onLot(data), async (_tx, _sale, clerk) => {
    const lot = await clerk.lot();
    if (!['waiting', 'open', 'warned'].includes(lot.status)) throw hallErrors.lotNotOpen();
    clerk.writes.add(
      sql`update hall_lots set step_override = ${data.step}::int where id = ${lot.id}::int`,
    );
    clerk.call(lot.id, 'step', { step: data.step });
    clerk.bump();
    clerk.audit(
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
): Promise<AdminHallChange> {
  return clerkAction(db, user, data, onLot(data), async (_tx, sale, clerk) => {
    const lot = await clerk.lot();
    assertOnBlock(sale, lot);
    clerk.writes.add(sql`update hall_lots set status = 'warned' where id = ${lot.id}::int`);
    clerk.call(lot.id, 'warning', { price: lot.currentPrice });
    clerk.bump();
    clerk.audit(
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
): Promise<AdminHallChange> {
  const givenPaddle = data.paddle?.trim() || null;
  if (givenPaddle !== null && !HALL_PADDLE_PATTERN.test(givenPaddle)) {
    throw hallErrors.paddleInvalid();
  }
  return clerkAction(db, user, data, onLot(data), async (tx, sale, clerk) => {
    const lot = await clerk.lot();
    if (lot.status === 'sold' && lot.soldPrice !== null)
      throw hallErrors.alreadySold(lot.soldPrice);
    if (sale.version !== data.version) throw hallErrors.versionChanged(sale.version);
    assertOnBlock(sale, lot);
    if (lot.leadingBidId === null || lot.currentPrice === null) throw hallErrors.noStandingBid();
    const paddle = lot.leaderKind === 'floor' ? (lot.leaderPaddle ?? givenPaddle) : null;
    if (lot.leaderKind === 'floor' && paddle === null) throw hallErrors.buyerPaddleRequired();
    clerk.writes.add(
      sql`update hall_lots set status = 'sold', closed_at = now(),
          sold_price = ${lot.currentPrice}::int, buyer_id = ${lot.leaderUserId}::text,
          buyer_paddle = ${paddle}::text
        where id = ${lot.id}::int and status in ('open', 'warned')`,
    );
    clerk.call(lot.id, 'sold', {
      price: lot.currentPrice,
      leaderKind: lot.leaderKind === 'floor' ? 'floor' : 'online',
    });
    if (lot.leaderUserId !== null) {
      await queueHallWonNotice(tx, {
        userId: lot.leaderUserId,
        lotId: lot.id,
        name: fill(t.wonName, { title: sale.title, position: lot.position, tagNum: lot.tagNum }),
        amount: lot.currentPrice,
      });
    }
    clerk.bump({ currentLotId: null });
    const buyer = buyerLabel(lot, paddle);
    clerk.audit(
      'sell',
      fill(t.audit.sell, { position: lot.position, price: money(lot.currentPrice), buyer }),
      { lotId: lot.id, price: lot.currentPrice, buyerId: lot.leaderUserId, buyerPaddle: paddle },
    );
  });
}

/** The buyer as the audit log names them: the member (by username), or the room's paddle. */
function buyerLabel(lot: LockedLot, paddle: string | null): string {
  if (lot.leaderUserId === null) {
    return paddle === null ? t.floorBuyer : fill(t.paddleBuyer, { paddle });
  }
  return lot.leaderName ?? lot.leaderUserId;
}

/** adminHallPass ("Satılmadı"): closes the lot unsold, on the state the clerk saw. */
export function passLot(
  db: Db,
  user: SessionUser,
  data: AdminHallCloseLotData,
): Promise<AdminHallChange> {
  return clerkAction(db, user, data, onLot(data), async (_tx, sale, clerk) => {
    const lot = await clerk.lot();
    if (lot.status === 'passed') throw hallErrors.alreadyPassed();
    if (lot.status === 'sold' && lot.soldPrice !== null)
      throw hallErrors.alreadySold(lot.soldPrice);
    if (sale.version !== data.version) throw hallErrors.versionChanged(sale.version);
    assertOnBlock(sale, lot);
    clerk.writes.add(
      sql`update hall_lots set status = 'passed', closed_at = now() where id = ${lot.id}::int`,
    );
    clerk.call(lot.id, 'passed', {});
    clerk.bump({ currentLotId: null });
    clerk.audit('pass', fill(t.audit.pass, { position: lot.position }), { lotId: lot.id });
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
): Promise<AdminHallChange> {
  const reason = checkStaffReason(data.reason);
  return clerkAction(db, user, data, onLot(data), async (_tx, sale, clerk) => {
    const lot = await clerk.lot();
    assertOnBlock(sale, lot);
    if (lot.leadingBidId === null) throw hallErrors.nothingToUndo();
    clerk.writes.add(
      sql`update hall_bids set undone_at = now(), undone_by = ${user.uid}::text,
          undo_reason = ${reason}::text
        where id = ${lot.leadingBidId}::bigint`,
    );
    // The bid before it leads again: the last bid not undone other than the one undone now
    // (the statement's parts all read the bids as they were before it).
    clerk.writes.add(
      sql`update hall_lots set status = 'open', bid_count = greatest(bid_count - 1, 0),
          leading_bid_id = prev.id, current_price = prev.amount
        from (select null::int as none) one
        left join (select b.id, b.amount from hall_bids b
          where b.lot_id = ${lot.id}::int and b.undone_at is null
            and b.id <> ${lot.leadingBidId}::bigint
          order by b.id desc limit 1) prev on true
        where hall_lots.id = ${lot.id}::int`,
    );
    clerk.call(lot.id, 'undo', { price: lot.currentPrice, reason });
    clerk.bump();
    clerk.audit(
      'undo',
      fill(t.audit.undo, { position: lot.position, price: money(lot.currentPrice), reason }),
      { lotId: lot.id, bidId: lot.leadingBidId, reason },
    );
  });
}

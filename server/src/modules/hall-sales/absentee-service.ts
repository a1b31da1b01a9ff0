import type {
  HallAbsenteeCancelResult,
  HallAbsenteeMineResult,
  HallAbsenteeRow,
  HallAbsenteeSetData,
  SessionUser,
} from '@kanat/shared/contracts';
import { HALL_ABSENTEE_MAX } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { hallBidSignedBytes } from '@kanat/shared/rules';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { assertBidder, isPaymentFlagged, lockRooms, overLimit, recordNonce } from '../auctions';
import { consume, verifyDeviceProof } from '../auth';
import { lotContractState, saleContractRequired } from '../legal';
import {
  deleteAbsentee,
  lockAbsenteeLot,
  selectHallCommitted,
  selectMyAbsentees,
  upsertAbsentee,
} from './absentee-repository';

// Absentee maximums (gıyabi teklif): left on a lot before it opens, private to the member,
// under every rule of a timed maximum (hall-floor bids for them during the sale).

const text = messages.adminHallSales;

/** Absentee writes per member, one budget for setting and cancelling (like the watchlist's). */
export const absenteeLimits = {
  burst: { limit: 30, windowMs: 60_000 },
  daily: { limit: 500, windowMs: 24 * 60 * 60_000 },
} as const;

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const nonceBytes = 32;

const lotNotFound = () => new AppError('not-found', text.lotNotFound);
const invalidRequest = () => new AppError('invalid-argument', messages.bid.rejected);

async function takeRateLimit(db: Db, userId: string): Promise<void> {
  const allowed =
    (await consume(db, `hall-absentee:burst:${userId}`, absenteeLimits.burst)) &&
    (await consume(db, `hall-absentee:daily:${userId}`, absenteeLimits.daily));
  if (!allowed) throw new AppError('resource-exhausted', text.absenteeRateLimited);
}

/** A refusal decided inside the transaction, returned so that the used nonce still commits. */
class Refusal {
  constructor(readonly error: AppError) {}
}

/**
 * `hallAbsenteeSet`: sets (or changes) the member's maximum on a waiting lot of a sale that has
 * not ended. The device signs it (`hallBidSignedBytes`, maximum) with a nonce used once, under
 * a live second-factor token; not on one's own pigeon; at least the starting price; within the
 * member's spending limit as a timed maximum is (limit minus what they hold elsewhere).
 */
export async function setAbsentee(
  db: Db,
  user: SessionUser,
  data: HallAbsenteeSetData,
): Promise<HallAbsenteeRow> {
  assertBidder(user, await isPaymentFlagged(db, user.uid));
  await takeRateLimit(db, user.uid);
  if (!base64Pattern.test(data.nonce) || Buffer.from(data.nonce, 'base64').length !== nonceBytes) {
    throw invalidRequest();
  }
  if (data.deviceId === '') throw invalidRequest();
  const lotId = Number(data.lotId);
  const amount = data.maxAmount;
  if (amount < 1) throw new AppError('invalid-argument', messages.bid.empty);
  if (amount > HALL_ABSENTEE_MAX) {
    throw new AppError(
      'invalid-argument',
      fill(text.absenteeTooHigh, { amount: formatMoney(HALL_ABSENTEE_MAX) }),
    );
  }
  const proof = await verifyDeviceProof(db, {
    userId: user.uid,
    deviceId: data.deviceId,
    token: data.mfaToken ?? '',
    data: hallBidSignedBytes({ nonce: data.nonce, lotId, amount, maximum: true }),
    signature: data.signature ?? '',
  });
  if (proof === 'mfa-required') throw new AppError('permission-denied', messages.bid.mfaRequired);
  if (proof === 'signature-invalid') {
    throw new AppError('permission-denied', messages.bid.signatureInvalid);
  }
  // The hall sale's contract (issue 35): a maximum is a bid too. The refused nonce is used up.
  if ((await lotContractState(db, user.uid, { hall: lotId })) === 'missing') {
    await recordNonce(db, data.nonce, user.uid);
    throw saleContractRequired();
  }

  const outcome = await db.transaction(async (tx) => {
    const lot = await lockAbsenteeLot(tx, lotId);
    // The nonce is used up whatever the answer (as a timed bid's): a refused request is no
    // good later either.
    if (!(await recordNonce(tx, data.nonce, user.uid))) {
      return new Refusal(new AppError('aborted', messages.bid.rejected));
    }
    // A draft's lots, and a scheduled sale's whose house shows them only once it runs, are
    // not public: no absentee bid on them.
    if (
      lot === undefined ||
      lot.saleStatus === 'draft' ||
      (lot.saleStatus === 'scheduled' && !lot.lotsBeforeStart)
    ) {
      return new Refusal(lotNotFound());
    }
    if (lot.saleStatus === 'ended' || lot.status !== 'waiting') {
      return new Refusal(new AppError('failed-precondition', text.absenteeLotClosed));
    }
    if (lot.ownerId === user.uid) {
      return new Refusal(new AppError('permission-denied', text.absenteeOwnPigeon));
    }
    if (amount < lot.startingPrice) {
      return new Refusal(
        new AppError(
          'invalid-argument',
          fill(text.absenteeTooLow, { amount: formatMoney(lot.startingPrice) }),
          { minimum: lot.startingPrice },
        ),
      );
    }
    const room = (await lockRooms(tx, [user.uid], null)).get(user.uid);
    if (room !== undefined && room.limit !== null) {
      const held = await selectHallCommitted(tx, user.uid);
      const committedElsewhere = room.committedElsewhere + held;
      const mine = { ...room, committedElsewhere, room: room.limit - committedElsewhere };
      if (amount > mine.room) return new Refusal(overLimit(mine, lot.startingPrice));
    }
    await upsertAbsentee(tx, { lotId, userId: user.uid, maxAmount: amount, nonce: data.nonce });
    return { lotId: String(lotId), maxAmount: amount };
  });
  if (outcome instanceof Refusal) throw outcome.error;
  return outcome;
}

/** `hallAbsenteeCancel`: takes the member's maximum off a lot that has not opened yet. */
export async function cancelAbsentee(
  db: Db,
  user: SessionUser,
  lotId: number,
): Promise<HallAbsenteeCancelResult> {
  await takeRateLimit(db, user.uid);
  return db.transaction(async (tx) => {
    const lot = await lockAbsenteeLot(tx, lotId);
    if (lot === undefined || lot.saleStatus === 'draft') throw lotNotFound();
    if (lot.saleStatus === 'ended' || lot.status !== 'waiting') {
      throw new AppError('failed-precondition', text.absenteeLotClosed);
    }
    return { cancelled: await deleteAbsentee(tx, lotId, user.uid) };
  });
}

/** `hallAbsenteeMine`: the member's own maximums on a sale's lots. */
export async function myAbsentees(
  db: Db,
  user: SessionUser,
  saleId: number,
): Promise<HallAbsenteeMineResult> {
  const rows = await selectMyAbsentees(db, saleId, user.uid);
  return { rows: rows.map((row) => ({ lotId: String(row.lotId), maxAmount: row.maxAmount })) };
}

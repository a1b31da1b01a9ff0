import type { HallBidData, HallBidResult } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n/full';
import { hallAskingPrice, hallBidSignedBytes } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AppError } from '../../errors';
import { assertBidder, isPaymentFlagged, overLimit, recordNonce } from '../auctions';
import { verifyDeviceProof } from '../auth';
import { lotContractState, saleContractRequired } from '../legal';
import { livePaths } from '../live';
import { absenteeCandidates, assertOnBlock, bidAtAsking, readAbsenteeRows } from './hall-bidding';
import { hallErrors } from './hall-errors';
import { lockLot, lockSaleAndLot, lockSaleOfLot } from './hall-locks';
import { HallWrites } from './hall-writes';

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const nonceBytes = 32;

/** A request sent again with the same nonce: the bid it made, if it made one for this member. */
async function repeatedBid(
  db: Db,
  userId: string,
  data: HallBidData,
): Promise<HallBidResult | null> {
  const rows = await queryRows<{
    id: string | number;
    user_id: string;
    lot_id: number;
    amount: number;
    leading: boolean;
    starting_price: number;
    current_price: number | null;
    step_override: number | null;
    version: number;
  }>(
    db,
    sql`select b.id, b.user_id, b.lot_id, b.amount, l.leading_bid_id = b.id as leading,
          l.starting_price, l.current_price, l.step_override, s.version
        from hall_bids b join hall_lots l on l.id = b.lot_id join hall_sales s on s.id = l.sale_id
        where b.nonce = ${data.nonce}::text`,
  );
  const row = rows[0];
  if (row === undefined) return null;
  if (row.user_id !== userId || row.lot_id !== data.lotId || row.amount !== data.amount)
    return null;
  return {
    bidId: Number(row.id),
    amount: row.amount,
    leading: row.leading,
    askingPrice: hallAskingPrice({
      startingPrice: row.starting_price,
      currentPrice: row.current_price,
      stepOverride: row.step_override,
    }),
    version: row.version,
  };
}

/**
 * hallBid: a member's online bid at exactly the asking price, accepted first come first
 * served. The timed bids' rules hold (a member with a verified phone and an enabled account,
 * the second-factor token and the device's signature over `hallBidSignedBytes`, the nonce used
 * once whatever the answer, the spending limit, never one's own pigeon); then the absentee
 * maximums answer in the same transaction.
 */
export async function placeHallBid(
  db: Db,
  sessionUser: SessionUser | null,
  data: HallBidData,
): Promise<HallBidResult> {
  const user = assertBidder(
    sessionUser,
    sessionUser !== null && (await isPaymentFlagged(db, sessionUser.uid)),
  );
  if (!base64Pattern.test(data.nonce) || Buffer.from(data.nonce, 'base64').length !== nonceBytes) {
    throw new AppError('invalid-argument', messages.bid.invalidRequest);
  }
  const proof = await verifyDeviceProof(db, {
    userId: user.uid,
    deviceId: data.deviceId,
    token: data.mfaToken,
    data: hallBidSignedBytes({
      nonce: data.nonce,
      lotId: data.lotId,
      amount: data.amount,
      maximum: false,
    }),
    signature: data.signature,
  });
  if (proof === 'mfa-required') throw new AppError('permission-denied', messages.bid.mfaRequired);
  if (proof === 'signature-invalid') {
    throw new AppError('permission-denied', messages.bid.signatureInvalid);
  }
  // The nonce is used up before anything else, in its own statement: a refused bid's nonce
  // is as spent as an accepted one's; a request sent again gets the answer of its bid.
  if (!(await recordNonce(db, data.nonce, user.uid))) {
    const repeated = await repeatedBid(db, user.uid, data);
    if (repeated !== null) return repeated;
    throw new AppError('aborted', messages.bid.rejected);
  }
  // The hall sale's contract (issue 35), accepted once before the first bid in the sale.
  if ((await lotContractState(db, user.uid, { hall: Number(data.lotId) })) === 'missing') {
    throw saleContractRequired();
  }
  return db.transaction(async (tx) => {
    // The sale and the lot in one statement; one by one when either is missing, for the error.
    const both = await lockSaleAndLot(tx, null, data.lotId, true);
    const sale = both?.sale ?? (await lockSaleOfLot(tx, data.lotId));
    const lot = both?.lot ?? (await lockLot(tx, sale.id, data.lotId, true));
    assertOnBlock(sale, lot);
    if (lot.ownerId === user.uid) throw hallErrors.ownPigeon();
    if (lot.leaderUserId === user.uid) throw hallErrors.alreadyLeading();
    const asking = hallAskingPrice(lot);
    if (data.amount !== asking) throw hallErrors.tooLate(asking, sale.version);
    const rows = lot.absentees ?? (await readAbsenteeRows(tx, lot));
    const { candidates, rooms } = await absenteeCandidates(tx, lot, rows, user.uid);
    const room = rooms.get(user.uid);
    if (room !== undefined && room.room < data.amount) throw overLimit(room, data.amount);
    const writes = new HallWrites();
    const after = bidAtAsking(
      writes,
      sale,
      lot,
      {
        kind: 'online',
        userId: user.uid,
        paddle: null,
        nonce: data.nonce,
        recordedBy: null,
        amount: data.amount,
      },
      candidates,
    );
    writes.bump(sale.id);
    const written = await writes.run(tx, livePaths.hallSale(sale.id));
    return {
      bidId: written.bidIds[0] as number,
      amount: data.amount,
      leading: after.leaderUserId === user.uid,
      askingPrice: hallAskingPrice(after),
      version: written.version ?? sale.version + 1,
    };
  });
}

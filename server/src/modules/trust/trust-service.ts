import type {
  AdminLotBidsResult,
  AdminTrustReviewData,
  AdminTrustSignalsData,
  AdminTrustSignalsResult,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { TRUST } from '@kanat/shared/rules';
import { desc, eq, sql } from 'drizzle-orm';
import { dbNowMs } from '../../db/clock';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus, bids, trustReviews, users } from '../../db/schema';
import { AppError } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';
import { trustSignals } from './signals';

const text = messages.adminTrust;

/** `adminTrustSignals`: every signal, one lot's, or one member's. */
export function listSignals(db: Db, data: AdminTrustSignalsData): Promise<AdminTrustSignalsResult> {
  return trustSignals(db, {
    auctionId: data.auctionId === undefined ? undefined : Number(data.auctionId),
    memberId: data.memberId,
    show: data.show ?? 'open',
  });
}

/**
 * `adminTrustReview`: staff mark a signal reviewed, with what they concluded (a later mark
 * replaces the note). Only a signal the evidence still shows can be marked; audited.
 */
export async function reviewSignal(
  db: Db,
  actor: AuditActor,
  data: AdminTrustReviewData,
): Promise<{ key: string; at: number }> {
  const note = data.note.trim();
  if (note === '') throw new AppError('invalid-argument', text.server.noteEmpty);
  if (note.length > TRUST.reviewNoteMax) {
    throw new AppError(
      'invalid-argument',
      fill(text.server.noteTooLong, { max: TRUST.reviewNoteMax }),
    );
  }
  const { signals } = await trustSignals(db, { show: 'all' });
  const signal = signals.find((entry) => entry.key === data.key);
  if (signal === undefined) throw new AppError('not-found', text.server.signalNotFound);
  const reviewedBy = actor === 'cli' ? null : actor.uid;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trustReviews)
      .values({ signalKey: signal.key, reviewedBy, note })
      .onConflictDoUpdate({
        target: trustReviews.signalKey,
        set: { reviewedBy, note, createdAt: new Date() },
      })
      .returning({ at: trustReviews.createdAt });
    await recordAudit(tx, {
      actor,
      action: 'trust.review',
      targetType: 'user',
      targetId: signal.memberId,
      summary: fill(text.server.audit.review, {
        kind: text.kinds[signal.kind],
        member: signal.memberName,
        other:
          signal.otherName === null
            ? ''
            : fill(text.server.audit.reviewOther, { name: signal.otherName }),
        lot:
          signal.auctionName === null
            ? ''
            : fill(text.server.audit.reviewLot, { lot: signal.auctionName }),
        note,
      }),
      before: signal.reviewed,
      after: { key: signal.key, note },
    });
    return { key: signal.key, at: (row?.at ?? new Date()).getTime() };
  });
}

/** `adminLotBids`: a lot with every bid on it (annulled ones with the reason) and its signals. */
export async function lotBids(db: Db, auctionId: number): Promise<AdminLotBidsResult> {
  const lots = await queryRows<{
    name: string;
    owner_id: string | null;
    owner_name: string | null;
    current_amount: number;
    bid_count: number;
    leader_id: string | null;
    leader_name: string | null;
    running: boolean;
  }>(
    db,
    sql`select a.name, p.owner_id, coalesce(o.fullname, o.username) as owner_name,
          a.current_amount, a.bid_count, a.current_bidder_id as leader_id,
          coalesce(l.fullname, l.username) as leader_name,
          (a.status = ${AuctionStatus.ongoing} and not a.sealed and a.expiry > ${dbNowMs}) as running
        from auctions a join pigeons p on p.id = a.pigeon_id
        left join users o on o.id = p.owner_id
        left join users l on l.id = a.current_bidder_id
        where a.id = ${auctionId}::int`,
  );
  const lot = lots[0];
  if (lot === undefined) throw new AppError('not-found', text.server.lotNotFound);
  const rows = await db
    .select({
      id: bids.id,
      amount: bids.amount,
      oldAmount: bids.oldAmount,
      auto: bids.auto,
      deviceId: bids.deviceId,
      createdOn: bids.createdOn,
      voidedAt: bids.voidedAt,
      voidReason: bids.voidReason,
      userId: bids.userId,
      fullname: users.fullname,
      username: users.username,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.userId))
    .where(eq(bids.auctionId, auctionId))
    .orderBy(desc(bids.id))
    .limit(500);
  const { signals } = await trustSignals(db, { auctionId, show: 'all' });
  return {
    lot: {
      id: String(auctionId),
      name: lot.name,
      ownerId: lot.owner_id,
      ownerName: lot.owner_name ?? '',
      currentAmount: Number(lot.current_amount),
      bidCount: Number(lot.bid_count),
      leaderId: lot.leader_id,
      leaderName: lot.leader_name,
      running: lot.running === true,
    },
    bids: rows.map(({ voidedAt, fullname, username, ...bid }) => ({
      ...bid,
      userName: fullname ?? username ?? bid.userId,
      voided: voidedAt !== null,
    })),
    signals,
  };
}

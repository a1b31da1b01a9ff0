import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { maxBidAmount, maximumAcceptedBid } from './auction-rules';
import { selectCeilingTarget, updateBidCeiling } from './bid-ceiling-repository';

/** An auction's bid ceiling after a staff change. */
export interface BidCeilingView {
  auctionId: string;
  /** The ceiling staff set; null: the rule alone. */
  bidCeiling: number | null;
  /** The largest bid the auction accepts now, with that ceiling. */
  maximum: number;
}

const auctionIdPattern = /^[0-9]{1,9}$/;

/**
 * Staff raise the bid ceiling of one auction where big jumps are expected (finding 9), or
 * with null go back to the rule (10x the minimum accepted bid). A ceiling at or under what the
 * rule allows now would change nothing, so it is refused rather than look like a limit.
 */
export async function setBidCeiling(
  db: Db,
  auctionIdText: string,
  /** TL, or null for the rule alone; anything else is refused with the catalogue's text. */
  ceiling: unknown,
): Promise<BidCeilingView> {
  const notFound = new AppError('not-found', messages.auctions.notFound);
  if (!auctionIdPattern.test(auctionIdText)) throw notFound;
  const auctionId = Number(auctionIdText);
  if (
    ceiling !== null &&
    (typeof ceiling !== 'number' ||
      !Number.isSafeInteger(ceiling) ||
      ceiling <= 0 ||
      ceiling > maxBidAmount)
  ) {
    throw new AppError(
      'invalid-argument',
      fill(messages.bid.ceilingInvalid, { limit: formatMoney(maxBidAmount) }),
    );
  }
  const target = await selectCeilingTarget(db, auctionId);
  if (target === undefined) throw notFound;
  const byRule = maximumAcceptedBid({ ...target, bidCeiling: null });
  if (ceiling !== null && ceiling <= byRule) {
    throw new AppError(
      'failed-precondition',
      fill(messages.bid.ceilingNotAbove, { maximum: formatMoney(byRule) }),
      { maximum: byRule },
    );
  }
  if (!(await updateBidCeiling(db, auctionId, ceiling))) throw notFound;
  return {
    auctionId: auctionIdText,
    bidCeiling: ceiling,
    maximum: maximumAcceptedBid({ ...target, bidCeiling: ceiling }),
  };
}

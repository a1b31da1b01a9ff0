import type { HallBidResult } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { hallLive } from '@kanat/shared/i18n/lazy';
import type { HallCatalogueLot } from './api/get-hall-catalogue';
import type { HallMyStatus } from './api/hall-my-status';
import type { HallLiveState } from './api/live-state';
import { refusedText } from './hall-bidding';

/** What became of the member's last try on the page, for the lot it was on. */
export type BidAttempt =
  | { lotId: number; kind: 'placed'; result: HallBidResult }
  | { lotId: number; kind: 'too-late'; askingPrice: number }
  | { lotId: number; kind: 'refused'; reason: string | null };

export type NoticeTone = 'good' | 'warn' | 'plain' | 'bad';

export interface BidderNotice {
  tone: NoticeTone;
  text: string;
  /** The member leads the lot on the block: a bid of theirs would be refused. */
  leading?: boolean;
}

interface NoticeInput {
  live: HallLiveState | null;
  lots: readonly HallCatalogueLot[];
  mine: HallMyStatus | null;
  attempt: BidAttempt | null;
}

function positionOf(lots: readonly HallCatalogueLot[], lotId: number | null): number | string {
  return lots.find((lot) => lot.id === String(lotId))?.position ?? '';
}

/** The last lot closed ("Sattım!" or passed) while none is on the block, as everyone sees it. */
function closedNotice({ live, lots, mine }: NoticeInput): BidderNotice | null {
  const last = live?.calls.at(-1);
  if (!last || (last.kind !== 'sold' && last.kind !== 'passed')) return null;
  const position = positionOf(lots, last.lotId);
  if (last.kind === 'passed') return { tone: 'plain', text: fill(hallLive.passed, { position }) };
  const price = formatMoney(typeof last.data.price === 'number' ? last.data.price : 0);
  const won = mine?.won.find((lot) => lot.lotId === last.lotId);
  if (won) {
    return {
      tone: 'good',
      text: fill(hallLive.wonLot, { position: won.position, price: formatMoney(won.price) }),
    };
  }
  const text = last.data.leaderKind === 'floor' ? hallLive.soldToRoom : hallLive.soldOnline;
  return { tone: 'plain', text: fill(text, { position, price }) };
}

/**
 * What the online bidder's page tells the member in its status region: leading, outbid, sold
 * to them, sold to the room or to another member online, passed, too late (with the new asking
 * price) or refused. Their own standing comes from `hallMyStatus` (read again with each version
 * of the sale), or from the answer to their bid when that is newer; null: nothing to say.
 */
export function bidderNotice(input: NoticeInput): BidderNotice | null {
  const { live, mine, attempt } = input;
  const lot = live?.lot ?? null;
  if (!lot) return closedNotice(input);
  const own = attempt?.lotId === lot.id ? attempt : null;
  if (own?.kind === 'too-late') {
    return {
      tone: 'warn',
      text: fill(messages.hallFloor.tooLate, { asking: formatMoney(own.askingPrice) }),
    };
  }
  if (own?.kind === 'refused') return { tone: 'bad', text: refusedText(own.reason) };
  const price = formatMoney(lot.currentPrice ?? lot.startingPrice);
  const status = mine?.current?.lotId === lot.id ? mine : null;
  // The bid's answer speaks for the member until a later version of the sale is read.
  if (own?.kind === 'placed' && own.result.version >= (status?.version ?? -1)) {
    // The live value may not have brought the bid yet: the higher of the two is the price.
    const now = formatMoney(Math.max(own.result.amount, lot.currentPrice ?? 0));
    return own.result.leading
      ? { tone: 'good', text: fill(hallLive.leading, { amount: now }), leading: true }
      : { tone: 'warn', text: fill(hallLive.outbid, { amount: now }) };
  }
  const standing = status?.current?.standing;
  if (standing === 'leading') {
    return { tone: 'good', text: fill(hallLive.leading, { amount: price }), leading: true };
  }
  if (standing === 'outbid')
    return { tone: 'warn', text: fill(hallLive.outbid, { amount: price }) };
  return null;
}

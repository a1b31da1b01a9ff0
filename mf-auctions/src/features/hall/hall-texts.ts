import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { hallCatalogue, hallLive } from '@kanat/shared/i18n/lazy';
import type { HallCall, HallLiveState } from './api/live-state';

function money(value: unknown): string {
  return typeof value === 'number' ? formatMoney(value) : '';
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * What the auctioneer's call says, as the room hears it ("Satıyorum… 12.500 TL", "Sattım!",
 * a correction after an undo); null for a kind the page does not know.
 */
export function callText(call: HallCall): string | null {
  const { data } = call;
  switch (call.kind) {
    case 'opened':
      return fill(messages.hallFloor.calls.opened, {
        position: text(data.position),
        tagNum: text(data.tagNum),
        price: money(data.price),
      });
    case 'warning':
      return fill(messages.hallFloor.calls.warning, { price: money(data.price) });
    case 'sold':
      return fill(messages.hallFloor.calls.sold, { price: money(data.price) });
    case 'passed':
      return messages.hallFloor.calls.passed;
    case 'undo':
      return fill(messages.hallFloor.calls.undo, {
        price: money(data.price),
        reason: text(data.reason),
      });
    case 'step':
      return data.step === null || data.step === undefined
        ? messages.hallFloor.calls.stepDefault
        : fill(messages.hallFloor.calls.step, { step: money(data.step) });
    default:
      return null;
  }
}

type LiveLot = NonNullable<HallLiveState['lot']>;

/**
 * Where the standing bid sits: "Salonda", or "İnternette (İzmir)" with the online bidder's
 * province. Never a name: the screens are public. Null before the first bid.
 */
export function leaderText(lot: Pick<LiveLot, 'leaderKind' | 'leaderProvince'>): string | null {
  if (lot.leaderKind === 'floor') return messages.hallFloor.leader.floor;
  if (lot.leaderKind !== 'online') return null;
  return lot.leaderProvince
    ? fill(hallLive.leaderOnlineFrom, { province: lot.leaderProvince })
    : messages.hallFloor.leader.online;
}

/** "Lot 3 / 40". */
export function lotOfText(position: number, total: number): string {
  return fill(hallCatalogue.lotOf, { position, total });
}

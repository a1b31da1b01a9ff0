import type { AdminHallState, HallBuyer } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import type { StatusTone } from '../../ui';

const text = messages.adminHallConsole;

/** The console's base path of the hall mezat section. */
export const HALL_ROOT = '/yonetim/canli-mezat';

type SaleStatus = keyof typeof text.saleStatus;
type LotStatus = keyof typeof text.lotStatus;

const saleTones: Record<SaleStatus, StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  running: 'success',
  ended: 'neutral',
};
const lotTones: Record<LotStatus, StatusTone> = {
  waiting: 'neutral',
  open: 'info',
  warned: 'warning',
  sold: 'success',
  passed: 'danger',
  withdrawn: 'neutral',
};

export const saleStatusWord = (status: string) => text.saleStatus[status as SaleStatus] ?? status;
export const saleStatusTone = (status: string): StatusTone =>
  saleTones[status as SaleStatus] ?? 'neutral';
export const lotStatusWord = (status: string) => text.lotStatus[status as LotStatus] ?? status;
export const lotStatusTone = (status: string): StatusTone =>
  lotTones[status as LotStatus] ?? 'neutral';

type Leader = NonNullable<NonNullable<AdminHallState['current']>['leader']>;

/** Who holds the lot: the room (with its card number) or a member by username. */
export function holderText(leader: Leader): string {
  if (leader.kind === 'floor') {
    return leader.paddle === null
      ? text.holderFloor
      : fill(text.holderFloorPaddle, { paddle: leader.paddle });
  }
  const username = leader.username ?? '—';
  return fill(leader.kind === 'online' ? text.holderOnline : text.holderAbsentee, { username });
}

/** A sold lot's buyer as the results list it. */
export function buyerText(buyer: HallBuyer | null): string {
  if (buyer === null) return text.noBuyer;
  if (buyer.kind === 'floor') return fill(text.buyerFloor, { paddle: buyer.paddle });
  return fill(text.buyerMember, {
    username: buyer.username ?? '—',
    fullname: buyer.fullname ?? '',
  });
}

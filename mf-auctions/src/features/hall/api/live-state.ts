import type { HallLiveState } from '@kanat/shared/contracts';

export type { HallCall, HallLiveState } from '@kanat/shared/contracts';

/** The live path of a hall sale's public state (server/README, "Hall mezat: running a sale"). */
export function hallLivePath(saleId: string): string {
  return `hallSales/${saleId}`;
}

/** A value of that path as the server sends it; anything else is left unread. */
export function isHallLiveState(value: unknown): value is HallLiveState {
  if (!value || typeof value !== 'object') return false;
  const state = value as Partial<Record<keyof HallLiveState, unknown>>;
  return (
    typeof state.version === 'number' &&
    typeof state.status === 'string' &&
    typeof state.lotCount === 'number' &&
    Array.isArray(state.calls) &&
    (state.lot === null || typeof state.lot === 'object')
  );
}

import { callFunction } from '@kanat/shared/api';
import type { CalendarKind } from '@kanat/shared/contracts';

/** `POST /api/fn/followSale`: follow a coming sale (told when it opens), or stop. */
export async function followSale(
  kind: CalendarKind,
  id: string,
  follow: boolean,
): Promise<boolean> {
  const { following } = await callFunction('followSale', { kind, id, follow });
  return following;
}

/** `POST /api/fn/followedSales`: the member's followed sales as `kind:id` keys. */
export async function getFollowedSales(): Promise<string[]> {
  const { keys } = await callFunction('followedSales', {});
  return keys;
}

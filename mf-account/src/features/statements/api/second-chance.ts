import { callFunction } from '@kanat/shared/api';
import type { SecondChanceOfferView } from '@kanat/shared/contracts';

/** `mySecondChanceOffers`: the lots offered to me after their buyer did not pay. */
export async function getMySecondChanceOffers(): Promise<SecondChanceOfferView[]> {
  const { rows } = await callFunction('mySecondChanceOffers', null);
  return rows;
}

/** `mySecondChanceAnswer`: I accept or decline an offer made to me. */
export async function answerSecondChance(
  id: string,
  accept: boolean,
): Promise<SecondChanceOfferView> {
  const { code: _code, ...offer } = await callFunction('mySecondChanceAnswer', { id, accept });
  return offer;
}

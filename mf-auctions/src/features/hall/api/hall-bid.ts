import { callFunction } from '@kanat/shared/api';
import type { HallBidData, HallBidResult } from '@kanat/shared/contracts';

/**
 * `POST /api/fn/hallBid`: an online bid at exactly the asking price, signed by the device.
 * Refused 'too late' (details `askingPrice`) when the price moved first.
 */
export function placeHallBid(data: HallBidData): Promise<HallBidResult> {
  return callFunction('hallBid', data);
}

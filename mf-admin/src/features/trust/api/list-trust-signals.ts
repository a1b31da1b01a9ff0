import { callFunction } from '@kanat/shared/api';
import type { AdminTrustSignalsData, AdminTrustSignalsResult } from '@kanat/shared/contracts';

/**
 * `adminTrustSignals` (staff, area `members`): the signals of shill bidding with their
 * evidence, those not reviewed ('open', the default) or every one ('all'), for every lot or
 * one lot or member; with the count of those not reviewed.
 */
export async function listTrustSignals(
  data: AdminTrustSignalsData,
): Promise<AdminTrustSignalsResult> {
  const { code: _code, ...result } = await callFunction('adminTrustSignals', data);
  return result;
}

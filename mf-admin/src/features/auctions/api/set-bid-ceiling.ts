import { callFunction } from '@kanat/shared/api';
import type { CallableData } from '@kanat/shared/contracts';

/**
 * `staffSetBidCeiling` (clerks): raises the highest bid one auction accepts above the 10×
 * rule, or (`ceiling: null`) takes it back to the rule.
 */
export async function setBidCeiling(data: CallableData<'staffSetBidCeiling'>): Promise<void> {
  await callFunction('staffSetBidCeiling', data);
}

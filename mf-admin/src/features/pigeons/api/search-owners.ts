import { callFunction } from '@kanat/shared/api';
import type { OwnerSummary } from '@kanat/shared/contracts';

/** `adminOwnersSearch` (staff): members and owners without an account. */
export async function searchOwners(q: string): Promise<OwnerSummary[]> {
  return (await callFunction('adminOwnersSearch', { q })).owners;
}

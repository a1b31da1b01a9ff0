import { callFunction } from '@kanat/shared/api';
import type { AdminTrustReviewData } from '@kanat/shared/contracts';

/**
 * `adminTrustReview` (staff, area `members`): marks a signal reviewed with what staff
 * concluded (a later mark replaces the note); audited.
 */
export async function reviewTrustSignal(
  data: AdminTrustReviewData,
): Promise<{ key: string; at: number }> {
  const { key, at } = await callFunction('adminTrustReview', data);
  return { key, at };
}

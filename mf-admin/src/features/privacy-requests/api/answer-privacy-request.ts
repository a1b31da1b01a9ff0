import { callFunction } from '@kanat/shared/api';
import type {
  AdminPrivacyRequestAnswerData,
  AdminPrivacyRequestView,
} from '@kanat/shared/contracts';

/**
 * `adminPrivacyRequestAnswer` (staff, area `members`): answers an open application, or turns it
 * down with the reason; the member reads it on their applications page.
 */
export async function answerPrivacyRequest(
  data: AdminPrivacyRequestAnswerData,
): Promise<AdminPrivacyRequestView> {
  const { code: _code, ...answered } = await callFunction('adminPrivacyRequestAnswer', data);
  return answered;
}

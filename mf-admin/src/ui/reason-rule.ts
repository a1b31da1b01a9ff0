import { STAFF_REASON_MAX_LENGTH, validateStaffReason } from '@kanat/shared/rules';
import type { RuleVerdict } from '@kanat/shared/validation';

/** The longest reason staff may give (the shared rule, as the server checks it). */
export const REASON_MAX_LENGTH = STAFF_REASON_MAX_LENGTH;

export interface ReasonForm {
  reason: string;
}

/** The reason form judged by the shared staff-reason rule. */
export function validateReason({ reason }: ReasonForm): RuleVerdict {
  const problem = validateStaffReason(reason);
  return { errors: problem === null ? {} : { reason: problem } };
}

import { fill, messages } from '@kanat/shared/i18n';
import type { RuleVerdict } from '@kanat/shared/validation';

/** The longest reason staff may give (the server's contracts take up to 300 characters). */
export const REASON_MAX_LENGTH = 300;

export interface ReasonForm {
  reason: string;
}

/** A reason is required and at most `max` characters once trimmed. */
export function validateReason({ reason }: ReasonForm, max = REASON_MAX_LENGTH): RuleVerdict {
  const text = reason.trim();
  const { kit } = messages.adminConsole;
  if (!text) return { errors: { reason: kit.reasonRequired } };
  if (text.length > max) return { errors: { reason: fill(kit.reasonTooLong, { max }) } };
  return { errors: {} };
}

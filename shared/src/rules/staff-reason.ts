import { fill, messages } from '@kanat/shared/i18n';

/**
 * The reason staff give for a decision a member is told about (a rejection, disabling an
 * account, cancelling an auction): one rule for every console dialog and server check.
 */
export const STAFF_REASON_MIN_LENGTH = 3;
export const STAFF_REASON_MAX_LENGTH = 300;

/** The Turkish problem with a reason, or null when it will do. Judged on the trimmed text. */
export function validateStaffReason(value: string): string | null {
  const text = value.trim();
  const texts = messages.staffReason;
  if (text.length < STAFF_REASON_MIN_LENGTH) {
    return fill(texts.required, { min: STAFF_REASON_MIN_LENGTH });
  }
  if (text.length > STAFF_REASON_MAX_LENGTH) {
    return fill(texts.tooLong, { max: STAFF_REASON_MAX_LENGTH });
  }
  return null;
}

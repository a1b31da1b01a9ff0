import { isSecondFactorError } from '@kanat/shared/security';

/** A second-factor failure's Turkish message, or null for other errors. */
export function secondFactorMessage(error: unknown): string | null {
  return isSecondFactorError(error) ? error.message : null;
}

import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { SendContactMailData } from '@kanat/shared/contracts';

/**
 * `sendContactMail` (SPEC §7): name, email, subject, message. Answers `{ code: 200 }` once the
 * server stored and mailed the message; throws ApiError otherwise.
 */
export function sendContactMail(request: SendContactMailData): Promise<FunctionResult> {
  return callFunction('sendContactMail', request);
}

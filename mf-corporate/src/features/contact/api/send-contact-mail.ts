import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { SendContactMailData, SendContactMailResult } from '@kanat/shared/contracts';

/**
 * `sendContactMail` (SPEC §7): name, email, subject, message. Answers once the server stored
 * the message: `queued` when its mail waits for the SMTP server (it is retried); throws
 * ApiError otherwise.
 */
export function sendContactMail(
  request: SendContactMailData,
): Promise<SendContactMailResult & FunctionResult> {
  return callFunction('sendContactMail', request);
}

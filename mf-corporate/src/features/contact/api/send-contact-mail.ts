import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { ContactData } from '@kanat/shared/validation';

/** Request of the `sendContactMail` function (SPEC §7): name, email, subject, message. */
export type SendContactMailRequest = ContactData;

/** Answers `{ code: 200 }` once the server stored and mailed the message; throws ApiError otherwise. */
export function sendContactMail(request: SendContactMailRequest): Promise<FunctionResult> {
  return callFunction<SendContactMailRequest>('sendContactMail', request);
}

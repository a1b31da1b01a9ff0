import { callFunction } from '@kanat/shared/api';
import type { PrivacyRequestView, SubmitPrivacyRequestData } from '@kanat/shared/contracts';

export type { PrivacyRequestView, SubmitPrivacyRequestData } from '@kanat/shared/contracts';

/** One application without the transport's fields. */
function viewOf(request: PrivacyRequestView): PrivacyRequestView {
  const { id, kind, details, state, createdAt, dueAt, answer, answeredAt } = request;
  return { id, kind, details, state, createdAt, dueAt, answer, answeredAt };
}

/** `myPrivacyRequests`: the member's applications (KVKK md. 11 and 13), newest first. */
export async function getMyPrivacyRequests(): Promise<PrivacyRequestView[]> {
  const { requests } = await callFunction('myPrivacyRequests', null);
  return requests.map(viewOf);
}

/** `submitPrivacyRequest`: a new application; the answer names its due day. */
export async function submitPrivacyRequest(
  input: SubmitPrivacyRequestData,
): Promise<PrivacyRequestView> {
  return viewOf(await callFunction('submitPrivacyRequest', input));
}

import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type {
  LegalTextData,
  LegalTextVersion,
  MyLegalAcknowledgements,
} from '@kanat/shared/contracts';

/** `myLegalAcknowledgements`: what the member acknowledged, and the notice's version now. */
export function getMyLegalAcknowledgements(): Promise<MyLegalAcknowledgements & FunctionResult> {
  return callFunction('myLegalAcknowledgements', null);
}

/** `legalText`: the version of a legal text in force. */
export function getLegalText(
  kind: LegalTextData['kind'],
): Promise<LegalTextVersion & FunctionResult> {
  return callFunction('legalText', { kind });
}

/** `acknowledgeLegalText`: the member read the notice's version in force. */
export async function acknowledgeNotice(version: number): Promise<void> {
  await callFunction('acknowledgeLegalText', { kind: 'notice', version });
}

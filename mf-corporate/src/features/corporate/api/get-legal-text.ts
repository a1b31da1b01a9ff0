import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { LegalTextData, LegalTextVersion } from '@kanat/shared/contracts';

/** `legalText`: the version of a legal text in force, with its number and date. */
export function getLegalText(
  kind: LegalTextData['kind'],
): Promise<LegalTextVersion & FunctionResult> {
  return callFunction('legalText', { kind });
}

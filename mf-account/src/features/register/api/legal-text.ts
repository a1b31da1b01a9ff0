import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { LegalTextData, LegalTextVersion } from '@kanat/shared/contracts';

/** `legalText`: the current version of a legal text. */
export function getLegalText(
  kind: LegalTextData['kind'],
): Promise<LegalTextVersion & FunctionResult> {
  return callFunction('legalText', { kind });
}

import { callFunction, type FunctionResult } from '@kanat/shared/api';
import type { PrecheckResult as ContractPrecheckResult } from '@kanat/shared/contracts';
import type { RegistrationData } from '@kanat/shared/validation';

export type PrecheckResult = ContractPrecheckResult & FunctionResult;

/** The server's check of the registration data: invalid fields and taken phone/username. */
export function userDataPrecheck(data: RegistrationData): Promise<PrecheckResult> {
  return callFunction('userDataPrecheck', {
    ...data,
    mailAddress: data.mailAddress ?? '',
  });
}

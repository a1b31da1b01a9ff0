import { callFunction } from '@kanat/shared/api';
import type { AdminOwnerSaveData, OwnerSummary } from '@kanat/shared/contracts';

/** `adminOwnerSave` (staff): creates or edits an owner without an account. */
export async function saveOwner(data: AdminOwnerSaveData): Promise<OwnerSummary> {
  return (await callFunction('adminOwnerSave', data)).owner;
}

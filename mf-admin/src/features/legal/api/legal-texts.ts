import { callFunction } from '@kanat/shared/api';
import type {
  AdminLegalTextSaveData,
  AdminLegalTextsResult,
  LegalTextVersion,
} from '@kanat/shared/contracts';

/** `adminLegalTexts` (staff): every kind with its versions, newest first. */
export async function getLegalTexts(): Promise<AdminLegalTextsResult> {
  const { code: _code, ...result } = await callFunction('adminLegalTexts', null);
  return result as unknown as AdminLegalTextsResult;
}

/** `adminLegalTextSave` (staff): publishes the next version of a kind. */
export async function publishLegalText(data: AdminLegalTextSaveData): Promise<LegalTextVersion> {
  const { code: _code, ...result } = await callFunction('adminLegalTextSave', data);
  return result as unknown as LegalTextVersion;
}

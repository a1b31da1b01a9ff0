import { callFunction } from '@kanat/shared/api';
import type { AdminPigeonDetail, AdminPigeonSaveData } from '@kanat/shared/contracts';

/** `adminPigeonSave` (staff): creates (no id) or edits a pigeon; answers it as stored. */
export async function savePigeon(data: AdminPigeonSaveData): Promise<AdminPigeonDetail> {
  return (await callFunction('adminPigeonSave', data)).pigeon;
}

import { callFunction } from '@kanat/shared/api';
import type { AdminPigeonDetail } from '@kanat/shared/contracts';

/** `adminPigeonGet` (staff): every field, photos, pedigree, owner and auctions. */
export async function getPigeon(id: number): Promise<AdminPigeonDetail> {
  return (await callFunction('adminPigeonGet', { id })).pigeon;
}

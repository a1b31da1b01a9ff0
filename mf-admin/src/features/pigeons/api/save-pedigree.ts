import { callFunction, isApiError } from '@kanat/shared/api';
import type { AdminPigeonPedigreeSaveData, PedigreeChart } from '@kanat/shared/contracts';
import type { PedigreeField } from '@kanat/shared/rules';

/** `adminPigeonPedigreeSave` (staff): replaces a pigeon's pedigree; answers it as stored. */
export async function savePedigree(data: AdminPigeonPedigreeSaveData): Promise<PedigreeChart> {
  const { code: _code, ...chart } = await callFunction('adminPigeonPedigreeSave', data);
  return chart;
}

/** A refused save's problems by place and field (and the bloodline's), in the rule's words. */
export interface PedigreeRefusal {
  places: Record<string, Partial<Record<PedigreeField, string>>>;
  bloodline?: string;
}

/** The problems a refused save carries in its details; null for any other failure. */
export function pedigreeRefusal(error: unknown): PedigreeRefusal | null {
  if (!isApiError(error)) return null;
  const details = error.details as { places?: unknown; bloodline?: unknown } | null | undefined;
  const places = details?.places;
  if (places === null || typeof places !== 'object') return null;
  return {
    places: places as PedigreeRefusal['places'],
    ...(typeof details?.bloodline === 'string' ? { bloodline: details.bloodline } : {}),
  };
}

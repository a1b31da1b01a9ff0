import { useQuery } from '@tanstack/react-query';
import { getLegalTexts } from '../api/legal-texts';

export const LEGAL_TEXTS_KEY = ['admin', 'legal'] as const;

/** Every legal text with its versions (newest first). */
export function useLegalTexts() {
  return useQuery({ queryKey: LEGAL_TEXTS_KEY, queryFn: getLegalTexts });
}

import type { RegistrationData } from '@kanat/shared/validation';

// SPEC §4: the form is kept in the browser so a failed or interrupted registration can be
// retried without typing it again. The password is never part of it.
const STORAGE_KEY = 'kanatMezat.registrationForm';

const FIELDS = [
  'phoneNumber',
  'username',
  'fullname',
  'dateOfBirth',
  'mailAddress',
  'province',
  'city',
] as const satisfies readonly (keyof RegistrationData)[];

export type SavedRegistration = Record<(typeof FIELDS)[number], string>;

export function saveRegistrationForm(data: RegistrationData): void {
  const saved = {} as SavedRegistration;
  for (const field of FIELDS) saved[field] = data[field] ?? '';
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage may be full or blocked; the retry convenience is lost, nothing else.
  }
}

/** The saved form, with only the known text fields; null when nothing usable is stored. */
export function loadRegistrationForm(): Partial<SavedRegistration> | null {
  let parsed: unknown;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const saved: Partial<SavedRegistration> = {};
  for (const field of FIELDS) {
    if (typeof record[field] === 'string') saved[field] = record[field];
  }
  return saved;
}

export function clearRegistrationForm(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

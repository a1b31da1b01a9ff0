import type { AdminRetentionView } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { RETENTION_KEYS, type RetentionSettings } from '@kanat/shared/rules';
import type { RuleVerdict } from '@kanat/shared/validation';

const t = messages.retention;

export type RetentionKey = keyof RetentionSettings;

/** The periods as typed: one whole number per field. */
export type RetentionFormValues = Record<RetentionKey, string>;

export type RetentionBounds = AdminRetentionView['bounds'];

export function retentionToForm(settings: RetentionSettings): RetentionFormValues {
  return Object.fromEntries(
    RETENTION_KEYS.map((key) => [key, String(settings[key])]),
  ) as RetentionFormValues;
}

/** A typed whole number, or NaN (what no bound lets through). */
const typedNumber = (value: string) => {
  const text = value.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
};

export function formToRetention(values: RetentionFormValues): RetentionSettings {
  return Object.fromEntries(
    RETENTION_KEYS.map((key) => [key, typedNumber(values[key])]),
  ) as unknown as RetentionSettings;
}

/**
 * Each period within its bounds (the server's, as the view gives them), with the server's own
 * sentence beside the field: 'X en az 10, en fazla 30 olabilir.'
 */
export function validateRetention(
  values: RetentionFormValues,
  bounds: RetentionBounds,
): RuleVerdict {
  const errors: Partial<Record<RetentionKey, string>> = {};
  for (const key of RETENTION_KEYS) {
    const value = typedNumber(values[key]);
    const { least, most } = bounds[key];
    if (!Number.isInteger(value) || value < least || value > most) {
      errors[key] = fill(t.outOfBounds, { name: t.fields[key], least, most });
    }
  }
  return { errors };
}

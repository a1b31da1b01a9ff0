import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * What a shared form rule answers: a message per invalid field, and optionally one for the
 * whole form (validateProfileUpdate's 'Değişiklik yok.'). The FormResult of every
 * `validateX` in forms.ts fits.
 */
export interface RuleVerdict {
  errors: Partial<Record<string, string | null>>;
  formError?: string | null;
}

/**
 * A react-hook-form resolver that runs a shared form rule, so the browser shows the same
 * Turkish messages the server's rules give. A form-wide message lands on `errors.root`.
 * The rule may be async (the common-password rule loads its list on demand) and receives the
 * form's `context` (e.g. whether someone is signed in).
 */
export function ruleResolver<V extends FieldValues, C = undefined>(
  rule: (values: V, context: C | undefined) => RuleVerdict | Promise<RuleVerdict>,
): Resolver<V, C> {
  return async (values, context) => {
    const verdict = await rule(values, context);
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(verdict.errors)) {
      if (message) errors[field] = { type: 'rule', message };
    }
    if (verdict.formError) errors.root = { type: 'rule', message: verdict.formError };
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

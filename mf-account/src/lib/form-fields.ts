import type { FormEvent } from 'react';
import type { ChangeHandler, UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered field whose input is cleaned as it is typed (SPEC §5: the phone is forced
 * behind +90, the username lower-cased). The clean text goes back into the input before
 * react-hook-form reads it, so the form's value and the screen never disagree.
 */
export function cleanWhileTyping<N extends string>(
  field: UseFormRegisterReturn<N>,
  clean: (value: string) => string,
): UseFormRegisterReturn<N> {
  const onChange: ChangeHandler = (event) => {
    const input = event.target as HTMLInputElement;
    const cleaned = clean(input.value);
    if (cleaned !== input.value) input.value = cleaned;
    return field.onChange(event);
  };
  return { ...field, onChange };
}

/**
 * A form's onSubmit around react-hook-form's handler: a second submit while one runs is
 * ignored (Enter in a field would start the flow twice), and `start` runs before each
 * attempt, typically to clear the message the last attempt left.
 */
export function submitOnce(
  busy: boolean,
  submit: (event: FormEvent) => Promise<void>,
  start?: () => void,
): (event: FormEvent) => void {
  return (event) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    start?.();
    void submit(event);
  };
}

/**
 * A registered field whose value is cleaned when the user leaves it (SPEC §5: names and
 * places capitalised, the e-mail trimmed). A blur that changes the value is an edit of the
 * field, so `edited` runs after it (dropping or re-checking the field's message).
 */
function cleanOnBlur<N extends string>(
  field: UseFormRegisterReturn<N>,
  clean: (value: string) => string,
  edited?: () => void,
): UseFormRegisterReturn<N> {
  const onBlur: ChangeHandler = (event) => {
    const input = event.target as HTMLInputElement;
    const cleaned = clean(input.value);
    if (cleaned === input.value) return field.onBlur(event);
    input.value = cleaned;
    // react-hook-form takes the value from the input as it handles the blur.
    const handled = field.onBlur(event);
    edited?.();
    return handled;
  };
  return { ...field, onBlur };
}

type Clean = (value: string) => string;

/** How a form cleans a field: as it is typed, and when the user leaves it. */
export interface FieldCleaners<F extends string> {
  typing: Partial<Record<F, Clean>>;
  leaving: Partial<Record<F, Clean>>;
}

/**
 * A registered field with the cleaners `cleaners` has for it (none, one or both); `edited`
 * runs after a blur that changed the value (see cleanOnBlur).
 */
export function cleanedField<F extends string>(
  field: UseFormRegisterReturn<F>,
  cleaners: FieldCleaners<F>,
  edited?: () => void,
): UseFormRegisterReturn<F> {
  const typing = cleaners.typing[field.name];
  const leaving = cleaners.leaving[field.name];
  const typed = typing ? cleanWhileTyping(field, typing) : field;
  return leaving ? cleanOnBlur(typed, leaving, edited) : typed;
}

/** Before a submit: every field with a leaving cleaner is cleaned, as if the user had left it. */
export function cleanBeforeSubmit<F extends string>(
  cleaners: FieldCleaners<F>,
  form: { getValues(field: F): string; setValue(field: F, value: string): void },
): void {
  for (const [field, clean] of Object.entries(cleaners.leaving) as [F, Clean][]) {
    form.setValue(field, clean(form.getValues(field)));
  }
}

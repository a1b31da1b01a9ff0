import { messages } from '@kanat/shared/i18n';
import { TextField, type TextFieldProps } from '@kanat/shared/ui/controls';
import type { PersonalInfo } from '@kanat/shared/validation';
import { FieldGrid } from './form-page';

/** What a form ties to one of its fields: its registration with the form and its message. */
type FieldBinding = Pick<TextFieldProps, 'name' | 'ref' | 'error' | 'onChange' | 'onBlur'>;

/** How a field is presented: label, input type, autofill hint and the like, without state. */
export type FieldLook = Omit<TextFieldProps, keyof FieldBinding | 'value' | 'defaultValue'>;

/**
 * The personal data fields as both registration and /hesabim/bilgilerim present them. Shared
 * so that the two forms keep the same labels (the browser tests find fields by them) and
 * the same autofill hints; each form adds only what is its own (hints, read-only, limits).
 */
export const PROFILE_FIELDS: Record<keyof PersonalInfo, FieldLook> = {
  phoneNumber: {
    label: messages.register.phone,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
  username: { label: messages.register.username },
  fullname: { label: messages.register.fullName },
  dateOfBirth: {
    label: messages.register.dateOfBirth,
    type: 'date',
    min: '1900-01-01',
    autoComplete: 'bday',
  },
  mailAddress: { label: messages.register.email, type: 'email', autoComplete: 'email' },
  province: { label: messages.register.province, autoComplete: 'address-level1' },
  city: { label: messages.register.district, autoComplete: 'address-level2' },
};

/** A form's text fields in the two-column grid, in the given order. */
export function ProfileFields<F extends string>({
  fields,
  looks,
  bind,
}: {
  /** The fields to show, in display order. */
  fields: readonly F[];
  looks: Record<F, FieldLook>;
  /** The form's registration of a field (react-hook-form's `register`) and its message. */
  bind: (field: F) => FieldBinding;
}) {
  return (
    <FieldGrid>
      {fields.map((field) => (
        <TextField key={field} {...looks[field]} {...bind(field)} />
      ))}
    </FieldGrid>
  );
}

import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Button } from '@kanat/shared/ui';
import {
  type FieldErrors,
  normalizeFullNameInput,
  normalizePhoneInput,
  normalizePlaceInput,
  normalizeUsernameInput,
  type RegistrationFormData,
  validateRegistrationForm,
} from '@kanat/shared/validation';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FormAlert, FormLinks, FormStack } from '../../../components/form-page';
import { type FieldLook, PROFILE_FIELDS, ProfileFields } from '../../../components/profile-fields';
import { preloadCommonPasswordRule, withCommonPasswordRule } from '../../../lib/common-password';
import { type RegisterField, runRegistration } from '../registration-flow';
import { loadRegistrationForm } from '../saved-form';

type FormState = Record<RegisterField, string>;

const Legal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md}px;
  }
  a {
    color: ${({ theme }) => theme.colors.teal};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const LEGAL_LINKS = [
  { href: '/kurumsal/gizlilik-politikasi', label: messages.nav.privacy },
  { href: '/kurumsal/kullanim-kosullari', label: messages.nav.terms },
  { href: '/kurumsal/cerez-politikasi', label: messages.nav.cookies },
] as const;

/** Today as YYYY-MM-DD, the latest date the picker offers. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function initialForm(registrationPhone: string | null): FormState {
  const saved = loadRegistrationForm() ?? {};
  return {
    phoneNumber: saved.phoneNumber || registrationPhone || '',
    password: '',
    passwordAgain: '',
    username: saved.username ?? '',
    fullname: saved.fullname ?? '',
    dateOfBirth: saved.dateOfBirth ?? '',
    mailAddress: saved.mailAddress ?? '',
    province: saved.province ?? '',
    city: saved.city ?? '',
  };
}

/** The shared profile fields with registration's own hints, and the password it sets. */
const REGISTER_FIELDS: Record<RegisterField, FieldLook> = {
  ...PROFILE_FIELDS,
  phoneNumber: { ...PROFILE_FIELDS.phoneNumber, placeholder: messages.auth.phonePlaceholder },
  username: {
    ...PROFILE_FIELDS.username,
    autoComplete: 'username',
    autoCapitalize: 'none',
    hint: messages.validation.usernameHint,
  },
  password: {
    label: messages.register.password,
    type: 'password',
    autoComplete: 'new-password',
    onFocus: preloadCommonPasswordRule,
  },
  passwordAgain: {
    label: messages.register.passwordAgain,
    type: 'password',
    autoComplete: 'new-password',
  },
  fullname: { ...PROFILE_FIELDS.fullname, autoComplete: 'name' },
};

const REGISTER_ORDER: readonly RegisterField[] = [
  'phoneNumber',
  'username',
  'password',
  'passwordAgain',
  'fullname',
  'dateOfBirth',
  'mailAddress',
  'province',
  'city',
];

/** Completing a partial account keeps the password it already has. */
const COMPLETION_ORDER = REGISTER_ORDER.filter((f) => f !== 'password' && f !== 'passwordAgain');

/** How each field cleans its input while the user types (SPEC §5). */
const ON_CHANGE: Partial<Record<RegisterField, (value: string) => string>> = {
  phoneNumber: normalizePhoneInput,
  username: normalizeUsernameInput,
};

/** …and when the user leaves it. */
const ON_BLUR: Partial<Record<RegisterField, (value: string) => string>> = {
  fullname: normalizeFullNameInput,
  province: normalizePlaceInput,
  city: normalizePlaceInput,
  mailAddress: (value) => value.trim(),
};

export interface RegisterFormProps {
  /** A partial account exists: its password is set already, so none is asked for. */
  partial: boolean;
  /** The phone stored for the partial account, used when nothing else was typed. */
  registrationPhone: string | null;
}

/** The register form of SPEC §2 and the registration flow of SPEC §4. */
export function RegisterForm({ partial, registrationPhone }: RegisterFormProps) {
  const { reload } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(() => initialForm(registrationPhone));
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = (next: FormState) =>
    validateRegistrationForm(next as RegistrationFormData, { signedIn: partial });

  const setField = (field: RegisterField, value: string, clean?: (value: string) => string) => {
    const next = { ...form, [field]: clean ? clean(value) : value };
    setForm(next);
    // A server verdict on this field no longer applies; after a first submit, the field's
    // own rule is re-checked as the user fixes it.
    setErrors((current) => {
      const { [field]: _dropped, ...rest } = current;
      const own = submitted ? validate(next).errors[field] : undefined;
      return own ? { ...rest, [field]: own } : rest;
    });
  };

  const fieldProps = (field: RegisterField) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) =>
      setField(field, e.target.value, ON_CHANGE[field]),
    onBlur: ON_BLUR[field]
      ? () => {
          const clean = ON_BLUR[field];
          if (clean && clean(form[field]) !== form[field]) setField(field, form[field], clean);
        }
      : undefined,
  });

  // The latest birth date on offer moves with the day, so it is set on each render.
  const looks = {
    ...REGISTER_FIELDS,
    dateOfBirth: { ...REGISTER_FIELDS.dateOfBirth, max: today() },
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const cleaned: FormState = { ...form };
    for (const [field, clean] of Object.entries(ON_BLUR) as [
      RegisterField,
      (v: string) => string,
    ][]) {
      cleaned[field] = clean(cleaned[field]);
    }
    setForm(cleaned);
    setSubmitted(true);
    setAlert(null);
    // Busy from here: the common-password rule may first have to load its list.
    setBusy(true);
    const own = validate(cleaned);
    // Completing a partial account asks for no password.
    const check = partial ? own : await withCommonPasswordRule(own, 'password', cleaned.password);
    setErrors(check.errors);
    if (!check.valid) {
      setBusy(false);
      return;
    }

    const outcome = await runRegistration(cleaned as RegistrationFormData, { hasAccount: partial });
    if (outcome.ok) {
      toast(messages.register.success, 'green');
      await reload();
      navigate('/kayit-ol/basarili', { replace: true });
      return;
    }
    setErrors(outcome.fieldErrors);
    setAlert(outcome.message);
    // The attempt may have created the partial account before it stopped; the page then
    // shows 'Kaydınızı Tamamlayın' and a retry skips account creation.
    if (!partial) await reload();
    setBusy(false);
  };

  return (
    <FormStack noValidate onSubmit={submit} data-testid="register-form">
      <ProfileFields
        fields={partial ? COMPLETION_ORDER : REGISTER_ORDER}
        looks={looks}
        bind={fieldProps}
      />
      <Legal>
        <nav aria-label={messages.footer.legal}>
          {LEGAL_LINKS.map((link) => (
            <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </nav>
        <p>{messages.register.acceptance}</p>
      </Legal>
      <FormAlert data-testid="register-error">{alert}</FormAlert>
      <Button type="submit" $block $size="lg" disabled={busy}>
        {messages.register.submit}
      </Button>
      {partial ? null : (
        <FormLinks>
          <Link to="/giris-yap">{messages.register.haveAccount}</Link>
        </FormLinks>
      )}
    </FormStack>
  );
}

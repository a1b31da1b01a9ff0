import { toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Button } from '@kanat/shared/ui';
import {
  normalizeFullNameInput,
  normalizePhoneInput,
  normalizePlaceInput,
  normalizeUsernameInput,
  ruleResolver,
  validateRegistrationForm,
} from '@kanat/shared/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FormAlert, FormLinks, FormStack } from '../../../components/form-page';
import { type FieldLook, PROFILE_FIELDS, ProfileFields } from '../../../components/profile-fields';
import { commonPasswordError, preloadCommonPasswordRule } from '../../../lib/common-password';
import {
  cleanBeforeSubmit,
  cleanedField,
  type FieldCleaners,
  submitOnce,
} from '../../../lib/form-fields';
import { type RegisterField, runRegistration } from '../registration-flow';
import { loadRegistrationForm } from '../saved-form';
import { type ConsentChoices, NO_CONSENTS, RegistrationConsents } from './registration-consents';
import { RegistrationTexts, useRegistrationTexts } from './registration-texts';

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

/** How each field cleans its input while the user types, and when the user leaves it (SPEC §5). */
const CLEANERS: FieldCleaners<RegisterField> = {
  typing: { phoneNumber: normalizePhoneInput, username: normalizeUsernameInput },
  leaving: {
    fullname: normalizeFullNameInput,
    province: normalizePlaceInput,
    city: normalizePlaceInput,
    mailAddress: (value) => value.trim(),
  },
};

interface RegisterContext {
  /** A partial account exists, so no password is asked for. */
  partial: boolean;
}

/** The SPEC §5 registration rules; completing a partial account asks for no password. */
const resolver = ruleResolver((form: FormState, context?: RegisterContext) =>
  validateRegistrationForm(form, { signedIn: context?.partial === true }),
);

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
  const [alert, setAlert] = useState<string | null>(null);
  const texts = useRegistrationTexts();
  const [noticeRead, setNoticeRead] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  // Never ticked for the member, and not kept with the saved form: each is their own act.
  const [consents, setConsents] = useState<ConsentChoices>(NO_CONSENTS);
  const [defaultValues] = useState(() => initialForm(registrationPhone));
  // Checked on submit; from then on a field is re-checked by its SPEC rules as the user fixes
  // it (typing, or a blur that cleans it), which also replaces a server verdict on it.
  const form = useForm<FormState, RegisterContext>({
    defaultValues,
    resolver,
    context: { partial },
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, setError, clearErrors, trigger, getValues, setValue } = form;
  const { errors, isSubmitted, isSubmitting: busy } = form.formState;

  const bind = (field: RegisterField) => ({
    ...cleanedField(register(field), CLEANERS, () => {
      if (isSubmitted) void trigger(field);
      else clearErrors(field);
    }),
    error: errors[field]?.message,
  });

  // The latest birth date on offer moves with the day, so it is set on each render.
  const looks = {
    ...REGISTER_FIELDS,
    dateOfBirth: { ...REGISTER_FIELDS.dateOfBirth, max: today() },
  };

  /**
   * The common-password rule, on submit only and once the password meets the SPEC length
   * rule: its message joins the others rather than waiting for them to be fixed. While the
   * user edits afterwards, a field is re-checked by the SPEC rules alone.
   */
  const refuseCommonPassword = async (password: string): Promise<boolean> => {
    if (partial) return false;
    const message = await commonPasswordError(password);
    if (message) setError('password', { type: 'rule', message });
    return message !== null;
  };

  // Busy from the start of a submit: the common-password rule may first load its list.
  const save = handleSubmit(
    async (values) => {
      if (await refuseCommonPassword(values.password)) return;
      if (!noticeRead || !termsAccepted || texts.shown === undefined) {
        setAlert(messages.legal.acknowledgementRequired);
        return;
      }
      const { marketingVersion } = texts;
      const outcome = await runRegistration(values, {
        hasAccount: partial,
        acknowledged: texts.shown,
        ...(marketingVersion === undefined
          ? {}
          : { consents: { ...consents, version: marketingVersion } }),
      });
      if (outcome.ok) {
        toast(messages.register.success, 'green');
        await reload();
        navigate('/kayit-ol/basarili', { replace: true });
        return;
      }
      for (const [field, message] of Object.entries(outcome.fieldErrors)) {
        if (message) setError(field as RegisterField, { type: 'server', message });
      }
      setAlert(outcome.message);
      // The attempt may have created the partial account before it stopped; the page then
      // shows 'Kaydınızı Tamamlayın' and a retry skips account creation.
      if (!partial) await reload();
    },
    async (invalid) => {
      if (!invalid.password) await refuseCommonPassword(getValues('password'));
    },
  );

  const start = () => {
    setAlert(null);
    cleanBeforeSubmit(CLEANERS, { getValues, setValue });
  };

  return (
    <FormStack noValidate onSubmit={submitOnce(busy, save, start)} data-testid="register-form">
      <ProfileFields
        fields={partial ? COMPLETION_ORDER : REGISTER_ORDER}
        looks={looks}
        bind={bind}
      />
      <Legal>
        <nav aria-label={messages.footer.legal}>
          {LEGAL_LINKS.map((link) => (
            <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </nav>
      </Legal>
      <RegistrationTexts
        texts={texts}
        noticeRead={noticeRead}
        termsAccepted={termsAccepted}
        onNoticeRead={setNoticeRead}
        onTermsAccepted={setTermsAccepted}
      />
      {texts.marketing.isError ? null : (
        <RegistrationConsents
          version={texts.marketingVersion}
          choices={consents}
          onChange={setConsents}
        />
      )}
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

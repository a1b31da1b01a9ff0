import { isApiError, serverMessage } from '@kanat/shared/api';
import { confirm, toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { getMfaToken } from '@kanat/shared/security';
import { useSession } from '@kanat/shared/session';
import { Button, Card } from '@kanat/shared/ui';
import {
  normalizePhoneInput,
  normalizePlaceInput,
  type PersonalInfo,
  ruleResolver,
  validateProfileUpdate,
} from '@kanat/shared/validation';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormStack } from '../../../components/form-page';
import { type FieldLook, PROFILE_FIELDS, ProfileFields } from '../../../components/profile-fields';
import { secondFactorMessage } from '../../../lib/errors';
import {
  cleanBeforeSubmit,
  cleanedField,
  type FieldCleaners,
  submitOnce,
} from '../../../lib/form-fields';
import type { Me } from '../api/get-me';
import { updatePersonalData } from '../api/update-personal-data';
import { useMe } from '../hooks/use-me';
import { MeLoader } from './me-loader';

type Field = keyof PersonalInfo;

/** Shown but not editable: validateProfileUpdate refuses any change to these two. */
const READ_ONLY = { readOnly: true, disabled: true, hint: messages.account.readOnlyField };

const DETAILS_FIELDS: Record<Field, FieldLook> = {
  ...PROFILE_FIELDS,
  username: { ...PROFILE_FIELDS.username, ...READ_ONLY },
  fullname: { ...PROFILE_FIELDS.fullname, ...READ_ONLY },
};

const DETAILS_ORDER: readonly Field[] = [
  'username',
  'fullname',
  'phoneNumber',
  'mailAddress',
  'dateOfBirth',
  'province',
  'city',
];

const CLEANERS: FieldCleaners<Field> = {
  typing: { phoneNumber: normalizePhoneInput },
  leaving: {
    province: normalizePlaceInput,
    city: normalizePlaceInput,
    mailAddress: (value) => value.trim(),
  },
};

function updateErrorMessage(error: unknown): string {
  const mfa = secondFactorMessage(error);
  if (mfa) return mfa;
  if (isApiError(error, 'invalid-argument')) {
    return serverMessage(error, messages.account.profileNoChange);
  }
  // Also the reason a disabled account may not change its data (permission-denied).
  return serverMessage(error, messages.common.unknownError);
}

function DetailsForm({ me, onSaved }: { me: Me; onSaved: () => Promise<void> }) {
  const { reload: reloadSession } = useSession();
  const current = me.personalInfo;
  const [alert, setAlert] = useState<{ text: string; tone: 'danger' | 'success' } | null>(null);
  const resolver = useMemo(
    () => ruleResolver((next: PersonalInfo) => validateProfileUpdate(current, next)),
    [current],
  );
  // Checked on submit; a field's message goes as soon as the field is edited, and the
  // message about the whole form ('Değişiklik yok.') stays until the next submit.
  const { register, handleSubmit, clearErrors, getValues, setValue, formState } =
    useForm<PersonalInfo>({ defaultValues: current, resolver, reValidateMode: 'onSubmit' });
  const { errors, isSubmitting: busy } = formState;

  const bind = (field: Field) => {
    const edited = () => clearErrors(field);
    return {
      ...cleanedField(register(field, { onChange: edited }), CLEANERS, edited),
      error: errors[field]?.message,
    };
  };

  const save = handleSubmit(async (next) => {
    if (!(await confirm(messages.account.profileConfirm))) return;
    try {
      // The code, if one is needed, goes to the phone on record, not a newly typed one.
      const mfaToken = await getMfaToken({ phone: current.phoneNumber || undefined });
      await withSpinner(updatePersonalData(next, mfaToken));
      toast(messages.account.profileUpdated, 'green');
      setAlert({ text: messages.account.profileReapproval, tone: 'success' });
      // The account is now disabled until approval: the shell shows that banner.
      await reloadSession();
      await onSaved();
    } catch (error) {
      setAlert({ text: updateErrorMessage(error), tone: 'danger' });
    }
  });

  const start = () => {
    setAlert(null);
    cleanBeforeSubmit(CLEANERS, { getValues, setValue });
  };

  const shown =
    alert ?? (errors.root?.message ? { text: errors.root.message, tone: 'danger' } : null);

  return (
    <Card $padded>
      <FormStack noValidate onSubmit={submitOnce(busy, save, start)} data-testid="details-form">
        <ProfileFields fields={DETAILS_ORDER} looks={DETAILS_FIELDS} bind={bind} />
        {shown ? (
          <FormAlert tone={shown.tone} data-testid="details-message">
            {shown.text}
          </FormAlert>
        ) : null}
        <Button type="submit" disabled={busy}>
          {messages.common.save}
        </Button>
      </FormStack>
    </Card>
  );
}

/** /hesabim/bilgilerim: personal data; a change needs a fresh second factor and re-approval. */
export function DetailsPage() {
  const { state, reload } = useMe();
  return (
    <MeLoader state={state} reload={reload}>
      {(me) => <DetailsForm me={me} onSaved={reload} />}
    </MeLoader>
  );
}

import { isApiError } from '@kanat/shared/api';
import { confirm, toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { getMfaToken } from '@kanat/shared/security';
import { useSession } from '@kanat/shared/session';
import { Button, Card } from '@kanat/shared/ui';
import {
  type FieldErrors,
  normalizePhoneInput,
  normalizePlaceInput,
  type PersonalInfo,
  validateProfileUpdate,
} from '@kanat/shared/validation';
import { type FormEvent, useState } from 'react';
import { FormAlert, FormStack } from '../../../components/form-page';
import { type FieldLook, PROFILE_FIELDS, ProfileFields } from '../../../components/profile-fields';
import { secondFactorMessage, serverMessage } from '../../../lib/errors';
import { type Me, useMe } from '../api/get-me';
import { updatePersonalData } from '../api/update-personal-data';
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

const ON_CHANGE: Partial<Record<Field, (value: string) => string>> = {
  phoneNumber: normalizePhoneInput,
};
const ON_BLUR: Partial<Record<Field, (value: string) => string>> = {
  province: normalizePlaceInput,
  city: normalizePlaceInput,
  mailAddress: (value) => value.trim(),
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
  const [form, setForm] = useState<PersonalInfo>(current);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<{ text: string; tone: 'danger' | 'success' } | null>(null);
  const [busy, setBusy] = useState(false);

  const setField = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => {
      const clean = ON_CHANGE[field];
      setField(field, clean ? clean(e.target.value) : e.target.value);
    },
    onBlur: () => {
      const clean = ON_BLUR[field];
      if (clean) setField(field, clean(form[field]));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = { ...form };
    for (const [field, clean] of Object.entries(ON_BLUR) as [Field, (v: string) => string][]) {
      next[field] = clean(next[field]);
    }
    setForm(next);
    setAlert(null);
    const check = validateProfileUpdate(current, next);
    setErrors(check.errors);
    if (check.formError) setAlert({ text: check.formError, tone: 'danger' });
    if (!check.valid) return;
    if (!(await confirm(messages.account.profileConfirm))) return;

    setBusy(true);
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
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card $padded>
      <FormStack noValidate onSubmit={submit} data-testid="details-form">
        <ProfileFields fields={DETAILS_ORDER} looks={DETAILS_FIELDS} bind={fieldProps} />
        {alert ? (
          <FormAlert tone={alert.tone} data-testid="details-message">
            {alert.text}
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

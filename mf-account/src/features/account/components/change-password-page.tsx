import { isApiError } from '@kanat/shared/api';
import { toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { getMfaToken } from '@kanat/shared/security';
import { Button, Card, TextField } from '@kanat/shared/ui';
import {
  type FieldErrors,
  type PasswordChangeData,
  validatePasswordChange,
} from '@kanat/shared/validation';
import { type FormEvent, useState } from 'react';
import { FormAlert, FormStack } from '../../../components/form-page';
import { preloadCommonPasswordRule, withCommonPasswordRule } from '../../../lib/common-password';
import { secondFactorMessage, serverMessage } from '../../../lib/errors';
import { changePassword } from '../api/change-password';

const EMPTY: PasswordChangeData = { oldPassword: '', newPassword: '', newPasswordAgain: '' };

function changeErrorMessage(error: unknown): string {
  const mfa = secondFactorMessage(error);
  if (mfa) return mfa;
  // A wrong current password ('Şifre yanlış.'), or a disabled account's reason.
  if (isApiError(error, 'permission-denied'))
    return serverMessage(error, messages.account.passwordWrong);
  if (isApiError(error, 'invalid-argument'))
    return serverMessage(error, messages.account.passwordInvalid);
  return serverMessage(error, messages.common.unknownError);
}

/** /hesabim/sifre-yenile: current password plus a fresh second factor (SPEC §6). */
export function ChangePasswordPage() {
  const [form, setForm] = useState<PasswordChangeData>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordChangeData>>({});
  const [alert, setAlert] = useState<{ text: string; tone: 'danger' | 'success' } | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof PasswordChangeData, autoComplete: string) => ({
    name,
    type: 'password',
    autoComplete,
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setForm((f) => ({ ...f, [name]: value }));
      setErrors(({ [name]: _dropped, ...rest }) => rest);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    // Busy from here: the common-password rule may first have to load its list.
    setBusy(true);
    try {
      const check = await withCommonPasswordRule(
        validatePasswordChange(form),
        'newPassword',
        form.newPassword,
      );
      setErrors(check.errors);
      if (!check.valid) return;
      const mfaToken = await getMfaToken();
      await withSpinner(
        changePassword({ currentPassword: form.oldPassword, password: form.newPassword, mfaToken }),
      );
      toast(messages.account.passwordChanged, 'green');
      setAlert({ text: messages.account.passwordChanged, tone: 'success' });
      setForm(EMPTY);
    } catch (error) {
      setAlert({ text: changeErrorMessage(error), tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card $padded>
      <FormStack noValidate onSubmit={submit} data-testid="change-password-form">
        <TextField
          label={messages.account.currentPassword}
          {...field('oldPassword', 'current-password')}
        />
        <TextField
          label={messages.account.newPassword}
          hint={messages.validation.newPasswordHint}
          onFocus={preloadCommonPasswordRule}
          {...field('newPassword', 'new-password')}
        />
        <TextField
          label={messages.account.newPasswordAgain}
          {...field('newPasswordAgain', 'new-password')}
        />
        {alert ? (
          <FormAlert tone={alert.tone} data-testid="change-password-message">
            {alert.text}
          </FormAlert>
        ) : null}
        <Button type="submit" disabled={busy}>
          {messages.account.changePassword}
        </Button>
      </FormStack>
    </Card>
  );
}

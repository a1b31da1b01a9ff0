import { isApiError, serverMessage } from '@kanat/shared/api';
import { toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { getMfaToken } from '@kanat/shared/security';
import { Button, Card } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import {
  type PasswordChangeData,
  ruleResolver,
  validatePasswordChange,
} from '@kanat/shared/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormStack } from '../../../components/form-page';
import { preloadCommonPasswordRule, withCommonPasswordRule } from '../../../lib/common-password';
import { secondFactorMessage } from '../../../lib/errors';
import { submitOnce } from '../../../lib/form-fields';
import { changePassword } from '../api/change-password';

const EMPTY: PasswordChangeData = { oldPassword: '', newPassword: '', newPasswordAgain: '' };

// The SPEC §5 change rules, then the common-password one on the new password.
const resolver = ruleResolver((values: PasswordChangeData) =>
  withCommonPasswordRule(validatePasswordChange(values), 'newPassword', values.newPassword),
);

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
  const [alert, setAlert] = useState<{ text: string; tone: 'danger' | 'success' } | null>(null);
  // Checked on submit; a field's message goes as soon as the field is edited.
  const { register, handleSubmit, clearErrors, reset, formState } = useForm<PasswordChangeData>({
    defaultValues: EMPTY,
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;

  const field = (name: keyof PasswordChangeData, autoComplete: string) => ({
    type: 'password',
    autoComplete,
    error: errors[name]?.message,
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  // Busy from the start of a submit: the common-password rule may first load its list.
  const save = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const mfaToken = await getMfaToken();
      await withSpinner(
        changePassword({ currentPassword: oldPassword, password: newPassword, mfaToken }),
      );
      toast(messages.account.passwordChanged, 'green');
      setAlert({ text: messages.account.passwordChanged, tone: 'success' });
      reset(EMPTY);
    } catch (error) {
      setAlert({ text: changeErrorMessage(error), tone: 'danger' });
    }
  });

  return (
    <Card $padded>
      <FormStack
        noValidate
        onSubmit={submitOnce(busy, save, () => setAlert(null))}
        data-testid="change-password-form"
      >
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

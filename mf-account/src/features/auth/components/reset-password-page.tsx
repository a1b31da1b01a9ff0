import { isApiError, serverMessage } from '@kanat/shared/api';
import { toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import {
  type NewPasswordData,
  ruleResolver,
  validatePasswordReset,
} from '@kanat/shared/validation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FormAlert, FormPage, FormStack } from '../../../components/form-page';
import { preloadCommonPasswordRule, withCommonPasswordRule } from '../../../lib/common-password';
import { submitOnce } from '../../../lib/form-fields';
import {
  queryPasswordResetTokenStatus,
  type ResetTokenStatus,
} from '../api/query-password-reset-token-status';
import { resetPassword } from '../api/use-password-reset-token';

type LinkState = 'checking' | ResetTokenStatus;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LINK_TEXT: Partial<Record<LinkState, string>> = {
  checking: messages.reset.checkingLink,
  expired: messages.reset.linkExpired,
  invalid: messages.reset.linkFaulty,
};

// The SPEC §5 new-password rule, then the common-password one.
const resolver = ruleResolver((values: NewPasswordData) =>
  withCommonPasswordRule(validatePasswordReset(values), 'password', values.password),
);

/**
 * /sifre-yenile?token=: the link is checked on load; an expired or faulty link disables the
 * form (SPEC §2). The new password follows the SPEC §5 rule.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { reload } = useSession();
  const [linkState, setLinkState] = useState<LinkState>(token ? 'checking' : 'invalid');
  const [alert, setAlert] = useState<string | null>(null);
  // The messages appear on submit and stay until the next one.
  const { register, handleSubmit, formState } = useForm<NewPasswordData>({
    defaultValues: { password: '', passwordAgain: '' },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;

  useEffect(() => {
    if (!token) {
      setLinkState('invalid');
      return;
    }
    let current = true;
    setLinkState('checking');
    queryPasswordResetTokenStatus(token).then(
      (status) => current && setLinkState(status),
      () => current && setLinkState('invalid'),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const usable = linkState === 'valid';

  // Busy from the start of a submit: the common-password rule may first load its list.
  const save = handleSubmit(async ({ password }) => {
    try {
      await withSpinner(resetPassword(token, password));
      toast(messages.reset.success, 'green');
      // Every session of the user ended on the server, this one included.
      await reload();
      navigate('/giris-yap', { replace: true });
    } catch (error) {
      setAlert(
        isApiError(error, 'invalid-argument')
          ? serverMessage(error, messages.reset.invalidPassword)
          : serverMessage(error, messages.common.unknownError),
      );
    }
  });

  const linkText = LINK_TEXT[linkState];
  return (
    <FormPage title={messages.reset.title} data-testid="reset-password-page">
      <FormStack noValidate onSubmit={submitOnce(!usable || busy, save, () => setAlert(null))}>
        {linkText ? (
          <FormAlert
            tone={linkState === 'checking' ? 'info' : 'danger'}
            data-testid="reset-link-state"
          >
            {linkText}
          </FormAlert>
        ) : null}
        <TextField
          label={messages.reset.newPassword}
          type="password"
          autoComplete="new-password"
          disabled={!usable}
          error={errors.password?.message}
          onFocus={preloadCommonPasswordRule}
          {...register('password')}
        />
        <Hint>{messages.validation.newPasswordHint}</Hint>
        <TextField
          label={messages.reset.newPasswordAgain}
          type="password"
          autoComplete="new-password"
          disabled={!usable}
          error={errors.passwordAgain?.message}
          {...register('passwordAgain')}
        />
        <FormAlert data-testid="reset-password-error">{alert}</FormAlert>
        <Button type="submit" $block disabled={!usable || busy}>
          {messages.reset.submit}
        </Button>
      </FormStack>
    </FormPage>
  );
}

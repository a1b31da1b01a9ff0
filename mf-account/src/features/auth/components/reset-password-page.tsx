import { isApiError } from '@kanat/shared/api';
import { toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Button, TextField } from '@kanat/shared/ui';
import {
  type FieldErrors,
  type NewPasswordData,
  validatePasswordReset,
} from '@kanat/shared/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FormAlert, FormPage, FormStack } from '../../../components/form-page';
import { preloadCommonPasswordRule, withCommonPasswordRule } from '../../../lib/common-password';
import { serverMessage } from '../../../lib/errors';
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
  const [form, setForm] = useState<NewPasswordData>({ password: '', passwordAgain: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordData>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!usable || busy) return;
    setAlert(null);
    // Busy from here: the common-password rule may first have to load its list.
    setBusy(true);
    try {
      const check = await withCommonPasswordRule(
        validatePasswordReset(form),
        'password',
        form.password,
      );
      setErrors(check.errors);
      if (!check.valid) return;
      await withSpinner(resetPassword(token, form.password));
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
    } finally {
      setBusy(false);
    }
  };

  const linkText = LINK_TEXT[linkState];
  return (
    <FormPage title={messages.reset.title} data-testid="reset-password-page">
      <FormStack noValidate onSubmit={submit}>
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
          name="password"
          type="password"
          autoComplete="new-password"
          disabled={!usable}
          value={form.password}
          error={errors.password}
          onFocus={preloadCommonPasswordRule}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <Hint>{messages.validation.newPasswordHint}</Hint>
        <TextField
          label={messages.reset.newPasswordAgain}
          name="passwordAgain"
          type="password"
          autoComplete="new-password"
          disabled={!usable}
          value={form.passwordAgain}
          error={errors.passwordAgain}
          onChange={(e) => setForm({ ...form, passwordAgain: e.target.value })}
        />
        <FormAlert data-testid="reset-password-error">{alert}</FormAlert>
        <Button type="submit" $block disabled={!usable || busy}>
          {messages.reset.submit}
        </Button>
      </FormStack>
    </FormPage>
  );
}

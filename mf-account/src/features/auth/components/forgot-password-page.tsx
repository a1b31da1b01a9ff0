import { isApiError, serverMessage } from '@kanat/shared/api';
import { toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { runCodeChallenge } from '@kanat/shared/security';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { normalizePhoneInput, ruleResolver, validateResetRequest } from '@kanat/shared/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FormAlert, FormLinks, FormPage, FormStack } from '../../../components/form-page';
import { RedirectSignedIn } from '../../../components/guards';
import { secondFactorMessage } from '../../../lib/errors';
import { cleanWhileTyping, submitOnce } from '../../../lib/form-fields';
import { getPasswordResetToken } from '../api/get-password-reset-token';
import { sendPasswordResetCode } from '../api/send-password-reset-code';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ResetRequest {
  phoneNumber: string;
}

const resolver = ruleResolver(({ phoneNumber }: ResetRequest) => ({
  errors: { phoneNumber: validateResetRequest(phoneNumber) },
}));

function resetRequestErrorMessage(error: unknown): string {
  if (isApiError(error, 'not-found')) return messages.reset.phoneNotFound;
  return secondFactorMessage(error) ?? serverMessage(error, messages.common.unknownError);
}

/**
 * /giris-yap/sifremi-unuttum: a code goes to the phone; the accepted code buys a reset
 * token, and the reset screen opens with it.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetRequest>({
    defaultValues: { phoneNumber: '' },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;

  const sendCode = handleSubmit(async ({ phoneNumber: phone }) => {
    try {
      const token = await runCodeChallenge({
        channel: 'reset',
        target: phone,
        request: () => withSpinner(sendPasswordResetCode(phone)),
        resolve: (answer) => withSpinner(getPasswordResetToken(phone, answer)),
      });
      toast(messages.reset.linkSent, 'green');
      navigate(`/sifre-yenile?token=${encodeURIComponent(token)}`);
    } catch (error) {
      setAlert(resetRequestErrorMessage(error));
    }
  });

  return (
    <RedirectSignedIn>
      <FormPage title={messages.reset.requestTitle} data-testid="forgot-password-page">
        <FormStack noValidate onSubmit={submitOnce(busy, sendCode, () => setAlert(null))}>
          <Intro>{messages.reset.requestText}</Intro>
          <TextField
            label={messages.auth.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={messages.auth.phonePlaceholder}
            error={errors.phoneNumber?.message}
            {...cleanWhileTyping(register('phoneNumber'), normalizePhoneInput)}
          />
          <FormAlert data-testid="forgot-password-error">{alert}</FormAlert>
          <Button type="submit" $block disabled={busy}>
            {messages.reset.requestSubmit}
          </Button>
          <FormLinks>
            <Link to="/giris-yap">{messages.login.title}</Link>
          </FormLinks>
        </FormStack>
      </FormPage>
    </RedirectSignedIn>
  );
}

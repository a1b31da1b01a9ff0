import { toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { completeLoginSecondFactor } from '@kanat/shared/security';
import { useSession } from '@kanat/shared/session';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import {
  type LoginData,
  normalizePhoneInput,
  ruleResolver,
  validateLogin,
} from '@kanat/shared/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormAlert, FormLinks, FormPage, FormStack } from '../../../components/form-page';
import { RedirectSignedIn } from '../../../components/guards';
import { cleanWhileTyping, submitOnce } from '../../../lib/form-fields';
import { login } from '../api/login';
import { loginErrorMessage } from '../login-error-message';

const resolver = ruleResolver(validateLogin);

/** Where to go after signing in: back to the page that sent the visitor here, else home. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

function LoginForm({ onDone }: { onDone: () => void }) {
  const { reload } = useSession();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  // The messages appear on submit and stay until the next one (SPEC §5 login messages).
  const { register, handleSubmit, formState } = useForm<LoginData>({
    defaultValues: { phoneNumber: '', password: '' },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = formState;

  const signIn = handleSubmit(async ({ phoneNumber, password }) => {
    try {
      const result = await withSpinner(login(phoneNumber, password));
      if (result.next === 'register') {
        toast(messages.login.registrationIncomplete, 'orange');
        await reload();
        navigate('/kayit-ol', { replace: true });
        return;
      }
      // The code dialog may open here, so no spinner may cover it.
      await completeLoginSecondFactor({ hasKey: result.hasKey === true, phone: phoneNumber });
      toast(messages.login.success, 'green');
      await reload();
      onDone();
    } catch (error) {
      setAlert(loginErrorMessage(error));
    }
  });

  return (
    <FormStack
      noValidate
      onSubmit={submitOnce(busy, signIn, () => setAlert(null))}
      data-testid="login-form"
    >
      <TextField
        label={messages.auth.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={messages.auth.phonePlaceholder}
        error={errors.phoneNumber?.message}
        {...cleanWhileTyping(register('phoneNumber'), normalizePhoneInput)}
      />
      <TextField
        label={messages.auth.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormAlert data-testid="login-error">{alert}</FormAlert>
      <Button type="submit" $block disabled={busy}>
        {messages.login.submit}
      </Button>
      <FormLinks>
        <Link to="/giris-yap/sifremi-unuttum">{messages.login.forgotPassword}</Link>
        <Link to="/kayit-ol">{messages.login.noAccount}</Link>
      </FormLinks>
    </FormStack>
  );
}

/** /giris-yap: phone and password, then the second factor (SPEC §4). */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath(location.state);
  return (
    <RedirectSignedIn to={target}>
      <FormPage title={messages.login.title} data-testid="login-page">
        <LoginForm onDone={() => navigate(target, { replace: true })} />
      </FormPage>
    </RedirectSignedIn>
  );
}

import { toast, withSpinner } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { completeLoginSecondFactor } from '@kanat/shared/security';
import { useSession } from '@kanat/shared/session';
import { Button, TextField } from '@kanat/shared/ui';
import {
  type FieldErrors,
  type LoginData,
  normalizePhoneInput,
  validateLogin,
} from '@kanat/shared/validation';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormAlert, FormLinks, FormPage, FormStack } from '../../../components/form-page';
import { RedirectSignedIn } from '../../../components/guards';
import { login } from '../api/login';
import { loginErrorMessage } from '../login-error-message';

/** Where to go after signing in: back to the page that sent the visitor here, else home. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

function LoginForm({ onDone }: { onDone: () => void }) {
  const { reload } = useSession();
  const navigate = useNavigate();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof LoginData>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = validateLogin({ phoneNumber, password });
    setErrors(check.errors);
    setAlert(null);
    if (!check.valid) return;
    setBusy(true);
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
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack noValidate onSubmit={submit} data-testid="login-form">
      <TextField
        label={messages.auth.phone}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={messages.auth.phonePlaceholder}
        value={phoneNumber}
        error={errors.phoneNumber}
        onChange={(e) => setPhoneNumber(normalizePhoneInput(e.target.value))}
      />
      <TextField
        label={messages.auth.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
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

import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { LoadingBlock } from '@kanat/shared/ui';
import { Navigate } from 'react-router-dom';
import { FormPage } from '../../../components/form-page';
import { RegisterForm } from './register-form';

/**
 * /kayit-ol. A partial account (signed in, phone not verified) completes its registration
 * here; a verified user has nothing to do here and goes home.
 */
export function RegisterPage() {
  const { user, status } = useSession();
  if (status === 'loading') return <LoadingBlock />;
  if (user?.phoneVerified) return <Navigate to="/" replace />;
  const partial = user !== null;
  return (
    <FormPage
      wide
      title={partial ? messages.register.titleComplete : messages.register.title}
      data-testid="register-page"
    >
      <RegisterForm partial={partial} registrationPhone={user?.phoneNumber ?? null} />
    </FormPage>
  );
}

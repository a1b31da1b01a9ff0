import { useSession } from '@kanat/shared/session';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const REGISTER_PATH = '/kayit-ol';

/** Whether a signed-in user must be sent to finish registration from `pathname`. */
export function mustCompleteRegistration(
  user: { phoneVerified: boolean } | null,
  pathname: string,
): boolean {
  if (!user || user.phoneVerified) return false;
  return pathname !== REGISTER_PATH && !pathname.startsWith(`${REGISTER_PATH}/`);
}

/** SPEC §2: signed-in users without a verified phone are kept on /kayit-ol. */
export function PhoneVerificationGuard() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const redirect = mustCompleteRegistration(user, pathname);
  useEffect(() => {
    if (redirect) navigate(REGISTER_PATH, { replace: true });
  }, [redirect, navigate]);
  return null;
}

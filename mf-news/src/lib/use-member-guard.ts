import { useSession } from '@kanat/shared/session';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Where guests go to sign in, and where an unfinished registration is completed. */
export const LOGIN_PATH = '/giris-yap';
export const REGISTER_PATH = '/kayit-ol';

/**
 * SPEC §6: liking and commenting are for members with a verified phone. The returned check
 * answers true for them; a guest is sent to login (and brought back here afterwards), a
 * signed-in user without a verified phone to registration, and both get false.
 */
export function useMemberGuard(): () => boolean {
  const { user, status } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    // Until the session is known nobody is sent anywhere: the press is simply ignored.
    if (status === 'loading') return false;
    if (!user) {
      navigate(LOGIN_PATH, { state: { from: pathname + search } });
      return false;
    }
    if (!user.phoneVerified) {
      navigate(REGISTER_PATH);
      return false;
    }
    return true;
  }, [user, status, navigate, pathname, search]);
}

import { callFunction } from '@kanat/shared/api';
import { confirm, hideSpinner, showSpinner, toast } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isActivePath } from '../nav-items';

/** Pages that make no sense once signed out; logging out there goes home. */
const SIGNED_IN_ONLY = ['/hesabim', '/guvercinlerim'];

/**
 * Log out as SPEC §2/§4 says: confirm first; an incomplete registration deletes its partial
 * account (failure ignored); then end the server session and reload the session state.
 */
export function useLogout(): () => Promise<void> {
  const { user, reload } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(async () => {
    if (!(await confirm(messages.nav.logoutConfirm))) return;
    showSpinner();
    try {
      if (user && !user.phoneVerified) {
        await callFunction('deleteOnUnregister', {}).catch((error: unknown) => {
          console.warn('deleteOnUnregister failed', error);
        });
      }
      await callFunction('logout', {});
      toast(messages.logout.success, 'green');
    } catch (error) {
      console.error('logout failed', error);
      toast(messages.logout.problemDuring, 'red');
    } finally {
      hideSpinner();
    }
    try {
      await reload();
    } catch (error) {
      console.error('session reload failed', error);
    }
    if (SIGNED_IN_ONLY.some((prefix) => isActivePath(pathname, prefix))) navigate('/');
  }, [user, reload, navigate, pathname]);
}

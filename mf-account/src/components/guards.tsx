import { useSession } from '@kanat/shared/session';
import { LoadingBlock } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStayAfterSignOut } from '../lib/stay-after-sign-out';

/**
 * SPEC §6: the account pages are for signed-in users with a verified phone. Guests go to
 * login (and come back here afterwards); an incomplete registration goes to /kayit-ol. A page
 * that ended the session itself (erasing the account) stays, to show its outcome.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const { pathname, search } = useLocation();
  const stays = useStayAfterSignOut() === pathname;
  if (status === 'loading') return <LoadingBlock />;
  if (!user && stays) return <>{children}</>;
  if (!user) return <Navigate to="/giris-yap" replace state={{ from: pathname + search }} />;
  if (!user.phoneVerified) return <Navigate to="/kayit-ol" replace />;
  return <>{children}</>;
}

/**
 * SPEC §2: login and the password-reset request make no sense when signed in: a signed-in
 * visitor goes to `to` (the home page by default), an incomplete registration to /kayit-ol.
 */
export function RedirectSignedIn({ children, to = '/' }: { children: ReactNode; to?: string }) {
  const { user, status } = useSession();
  if (status === 'loading') return <LoadingBlock />;
  if (user?.phoneVerified) return <Navigate to={to} replace />;
  if (user) return <Navigate to="/kayit-ol" replace />;
  return <>{children}</>;
}

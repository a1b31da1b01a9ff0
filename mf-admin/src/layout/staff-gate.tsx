import { messages, pageTitle } from '@kanat/shared/i18n/full';
import { useSession } from '@kanat/shared/session';
import {
  EmptyState,
  LinkButton,
  LoadingBlock,
  PageSection,
  useDocumentTitle,
} from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The console is for staff: people holding at least one staff role. A guest is asked to sign
 * in (and comes back here afterwards); a signed-in member is refused. This only spares them a
 * console that would not work: the server refuses every console call by the caller's roles.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const { pathname, search } = useLocation();
  const { gate } = messages.adminConsole;
  const staff = (user?.roles.length ?? 0) > 0;
  const refused = status !== 'loading' && !staff;
  // Staff see the section's title (area-slot.tsx); the refusal names the console alone.
  useDocumentTitle(refused ? pageTitle(messages.adminConsole.title) : null);
  if (status === 'loading') return <LoadingBlock />;
  if (staff) return <>{children}</>;
  return (
    <PageSection data-testid="staff-gate">
      <EmptyState
        icon="alert"
        title={gate.refused}
        description={user ? undefined : gate.signInHint}
        action={
          user ? undefined : (
            <LinkButton to="/giris-yap" state={{ from: pathname + search }}>
              {gate.signIn}
            </LinkButton>
          )
        }
      />
    </PageSection>
  );
}

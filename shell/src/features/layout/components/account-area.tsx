import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { LinkButton } from '@kanat/shared/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';

// A signed-in member's menu (and its log-out) is code a guest never runs, and the server draws
// pages for guests only: it comes when a member is known, its place held meanwhile.
const UserMenu = lazy(() =>
  import(/* webpackChunkName: "on-demand-user-menu" */ './user-menu').then((m) => ({
    default: m.UserMenu,
  })),
);

/** Keeps the navbar from jumping while the session loads. */
const Pending = styled.span`
  display: block;
  width: 180px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.onBrandHover};
`;

/** Register and log-in buttons for guests, the user menu when signed in. */
export function AccountArea({ inSideMenu = false }: { inSideMenu?: boolean }) {
  const { user, status } = useSession();
  if (status === 'loading') return <Pending aria-hidden="true" />;
  if (user) {
    return inSideMenu ? null : (
      <Suspense fallback={<Pending aria-hidden="true" />}>
        <UserMenu />
      </Suspense>
    );
  }
  return (
    <>
      <LinkButton to="/kayit-ol" $variant="accent" $size="sm" $block={inSideMenu}>
        {messages.nav.register}
      </LinkButton>
      <LinkButton to="/giris-yap" $variant="inverse" $size="sm" $block={inSideMenu}>
        {messages.nav.login}
      </LinkButton>
    </>
  );
}

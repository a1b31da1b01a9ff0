import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { LinkButton } from '@kanat/shared/ui';
import styled from 'styled-components';
import { UserMenu } from './user-menu';

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
  if (user) return inSideMenu ? null : <UserMenu />;
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

import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Icon } from '@kanat/shared/ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useLogout } from '../hooks/use-logout';
import { accountMenuItems, isActivePath } from '../nav-items';
import { Dropdown, DropdownButton, DropdownDivider, DropdownLink } from './dropdown';

const Name = styled.span`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The display name, or 'Kayıt tamamlanmadı' while registration is incomplete. */
export function userLabel(user: { displayName: string | null; phoneVerified: boolean }): string {
  if (!user.phoneVerified || !user.displayName) return messages.nav.registrationIncomplete;
  return user.displayName;
}

/** Signed-in user's dropdown: my bids, my pigeons, my details, the console for staff, log out. */
export function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  if (!user) return null;
  const items = accountMenuItems(user);
  return (
    <Dropdown
      align="right"
      data-testid="user-menu"
      active={items.some((i) => isActivePath(pathname, i.to))}
      label={
        <>
          <Icon name="user" size={20} />
          <Name>{userLabel(user)}</Name>
        </>
      }
    >
      {items.map((item) => (
        <DropdownLink key={item.to} to={item.to}>
          {item.label}
        </DropdownLink>
      ))}
      <DropdownDivider />
      <DropdownButton type="button" $danger onClick={() => void logout()}>
        <Icon name="logout" size={18} />
        {messages.nav.logout}
      </DropdownButton>
    </Dropdown>
  );
}

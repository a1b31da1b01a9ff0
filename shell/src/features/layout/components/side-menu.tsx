import { messages } from '@kanat/shared/i18n';
import { useSession } from '@kanat/shared/session';
import { Icon, IconButton } from '@kanat/shared/ui';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useLogout } from '../hooks/use-logout';
import { accountMenuItems, isMenu, navItems } from '../nav-items';
import { AccountArea } from './account-area';
import { SiteLogo } from './site-logo';
import { userLabel } from './user-menu';

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.sideMenu};
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity ${({ theme }) => theme.motion.normal};
`;

const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.sideMenu + 1};
  display: flex;
  flex-direction: column;
  width: min(86vw, 340px);
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  transform: translateX(${({ $open }) => ($open ? '0' : '105%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${({ theme }) => theme.motion.normal},
    visibility ${({ theme }) => theme.motion.normal};
  overflow-y: auto;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.onBrandHover};
`;

const List = styled.nav`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.xs}px;
`;

const itemStyles = css`
  display: block;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.typography.weight.medium};

  &:hover,
  &.active {
    background: ${({ theme }) => theme.colors.onBrandHover};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &.active {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

const Item = styled(NavLink)`
  ${itemStyles}
`;

const SubItem = styled(NavLink)`
  ${itemStyles}
  padding-left: ${({ theme }) => theme.space.xl}px;
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  color: ${({ theme }) => theme.colors.onBrandMuted};
`;

const GroupLabel = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px
    ${({ theme }) => theme.space.xxs}px;
  color: ${({ theme }) => theme.colors.onBrandMuted};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const AccountBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: auto;
  padding: ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.onBrandHover};
`;

const UserName = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const LogoutButton = styled.button`
  ${itemStyles}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  border: 0;
  background: transparent;
  text-align: left;
  cursor: pointer;
`;

/** The mobile menu: the navbar's links and account actions in a panel from the right. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A visit to another page closes the menu (not its first drawing: it is mounted, open, by
  // the first press of the menu button).
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    onCloseRef.current();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <>
      <Backdrop $open={open} onClick={onClose} aria-hidden="true" />
      <Panel
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-label={messages.nav.openMenu}
        aria-hidden={!open}
        data-testid="side-menu"
      >
        <Head>
          <SiteLogo height={36} />
          <IconButton ref={closeRef} $inverse aria-label={messages.nav.closeMenu} onClick={onClose}>
            <Icon name="close" size={24} />
          </IconButton>
        </Head>
        <List>
          {navItems.map((item) =>
            isMenu(item) ? (
              <div key={item.label}>
                <GroupLabel>{item.label}</GroupLabel>
                {item.children.map((child) => (
                  <SubItem key={child.to} to={child.to}>
                    {child.label}
                  </SubItem>
                ))}
              </div>
            ) : (
              <Item key={item.to} to={item.to} end={item.to === '/'}>
                {item.label}
              </Item>
            ),
          )}
        </List>
        <AccountBox>
          {user ? (
            <>
              <UserName>
                <Icon name="user" size={20} />
                {userLabel(user)}
              </UserName>
              {accountMenuItems(user).map((item) => (
                <Item key={item.to} to={item.to}>
                  {item.label}
                </Item>
              ))}
              <LogoutButton type="button" onClick={() => void logout()}>
                <Icon name="logout" size={18} />
                {messages.nav.logout}
              </LogoutButton>
            </>
          ) : (
            <AccountArea inSideMenu />
          )}
        </AccountBox>
      </Panel>
    </>
  );
}

import { messages } from '@kanat/shared/i18n';
import { Icon, IconButton, media } from '@kanat/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isActivePath, isMenu, navItems } from '../nav-items';
import { AccountArea } from './account-area';
import { Dropdown, DropdownLink, navItemStyles } from './dropdown';
import { SiteLogo } from './site-logo';

// The phone's side menu comes with its own code when first opened: a visitor who never opens
// it (every desktop visit) downloads none of it.
const SideMenu = lazy(() =>
  import(/* webpackChunkName: "on-demand-side-menu" */ './side-menu').then((m) => ({
    default: m.SideMenu,
  })),
);

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.navbar};
  background: ${({ theme }) => theme.colors.brand};
  background-image: linear-gradient(
    100deg,
    ${({ theme }) => theme.colors.brandStrong} 0%,
    ${({ theme }) => theme.colors.brand} 55%,
    ${({ theme }) => theme.colors.tealStrong} 130%
  );
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.navbar};
`;

// Below 600 px: logo and hamburger. 600-1100 px: logo and account on the first row, links
// on a second. From 1100 px: one row.
const Inner = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas: 'logo . toggle';
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md}px;
  max-width: ${({ theme }) => theme.sizes.container}px;
  min-height: ${({ theme }) => theme.sizes.navbarHeight}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;

  ${media.up('mobile')} {
    grid-template-areas:
      'logo . account'
      'links links links';
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;
  }
  ${media.up('carousel')} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'logo links account';
  }
`;

const LogoArea = styled.div`
  grid-area: logo;
  display: flex;
`;

// The hiding happens below the breakpoint (max-width) rather than showing above it, so the
// links stay in the accessibility tree wherever media queries are not evaluated.
const Links = styled.nav`
  grid-area: links;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-start;
  gap: 2px;
  margin: 0 -${({ theme }) => theme.space.sm}px;

  ${media.down('mobile')} {
    display: none;
  }
  ${media.up('carousel')} {
    justify-content: center;
    margin: 0;
  }
`;

const TopLink = styled(NavLink)<{ $active?: boolean }>`
  ${navItemStyles}
`;

const Account = styled.div`
  grid-area: account;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;

  ${media.down('mobile')} {
    display: none;
  }
`;

const Toggle = styled.div`
  grid-area: toggle;
  display: flex;

  ${media.up('mobile')} {
    display: none;
  }
`;

/** The site navbar of SPEC §2, collapsing into the side menu below the mobile breakpoint. */
export function Navbar() {
  const { pathname } = useLocation();
  const [sideOpen, setSideOpen] = useState(false);
  // Mounted from the first opening on, so that it slides out and back from then on.
  const [sideWanted, setSideWanted] = useState(false);

  return (
    <Bar>
      <Inner>
        <LogoArea>
          <SiteLogo />
        </LogoArea>
        <Links data-testid="navbar-links">
          {navItems.map((item) =>
            isMenu(item) ? (
              <Dropdown
                key={item.label}
                label={item.label}
                active={item.prefixes.some((p) => isActivePath(pathname, p))}
              >
                {item.children.map((child) => (
                  <DropdownLink key={child.to} to={child.to}>
                    {child.label}
                  </DropdownLink>
                ))}
              </Dropdown>
            ) : (
              <TopLink
                key={item.to}
                to={item.to}
                end={item.to === '/'}
                $active={isActivePath(pathname, item.to)}
              >
                {item.label}
              </TopLink>
            ),
          )}
        </Links>
        <Account>
          <AccountArea />
        </Account>
        <Toggle>
          <IconButton
            $inverse
            $size={44}
            aria-label={messages.nav.openMenu}
            aria-expanded={sideOpen}
            data-testid="side-menu-toggle"
            onClick={() => {
              setSideWanted(true);
              setSideOpen(true);
            }}
          >
            <Icon name="menu" size={26} />
          </IconButton>
        </Toggle>
      </Inner>
      {sideWanted ? (
        <Suspense fallback={null}>
          <SideMenu open={sideOpen} onClose={() => setSideOpen(false)} />
        </Suspense>
      ) : null}
    </Bar>
  );
}

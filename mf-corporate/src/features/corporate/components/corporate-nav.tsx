import { messages } from '@kanat/shared/i18n';
import { media } from '@kanat/shared/ui';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { corporatePages } from '../corporate-pages';

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space.xs}px;

  ${media.up('tablet')} {
    flex-direction: column;
    position: sticky;
    top: ${({ theme }) => theme.sizes.navbarHeight + theme.space.md}px;
    padding: ${({ theme }) => theme.space.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Item = styled(NavLink)`
  flex: none;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.tealSoft};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

/** Links between the four corporate pages. */
export function CorporateNav() {
  return (
    <Nav aria-label={messages.nav.corporate}>
      {corporatePages.map((page) => (
        <Item key={page.path} to={page.path}>
          {page.title}
        </Item>
      ))}
    </Nav>
  );
}

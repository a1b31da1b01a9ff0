import { messages } from '@kanat/shared/i18n/full';
import { Button, Icon } from '@kanat/shared/ui';
import { Modal } from '@kanat/shared/ui/dialog';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { narrowScreen, wideScreen } from '../ui/narrow-screen';
import { useStaffRoles } from '../ui/use-staff-roles';
import { opensSection, sectionAt, sectionHref, sectionsFor } from './console-sections';

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};

  &:hover {
    background: ${({ theme }) => theme.colors.tealSoft};
    color: ${({ theme }) => theme.colors.brandStrong};
  }
  &.active,
  &[data-within='true'] {
    background: ${({ theme }) => theme.colors.tealSoft};
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.teal};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

/** The links to the sections the person's roles open; `onNavigate` runs when one is chosen. */
function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const roles = useStaffRoles();
  const { pathname } = useLocation();
  // A page of an unlisted section marks the section it is reached from.
  const parent = sectionAt(pathname)?.partOf;
  return (
    <List>
      {sectionsFor(roles).map((section) => {
        const within = parent !== undefined && parent === section.path;
        return (
          <li key={section.path}>
            <Link
              to={sectionHref(section)}
              end={section.path === ''}
              onClick={onNavigate}
              data-within={within ? 'true' : undefined}
            >
              {section.title}
            </Link>
          </li>
        );
      })}
    </List>
  );
}

const Side = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.space.md}px;
  align-self: start;
  padding: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${narrowScreen} {
    display: none;
  }
`;

/** Wide screens: the sections as a list beside the content. */
export function SideNav() {
  return (
    <Side aria-label={messages.adminConsole.nav.label} data-testid="console-side-nav">
      <SectionLinks />
    </Side>
  );
}

const Opener = styled(Button)`
  justify-content: space-between;
  width: 100%;

  ${wideScreen} {
    display: none;
  }
`;

/**
 * Phones: a button naming the current section opens the list in a dialog (focus kept inside,
 * Escape closes it, focus returns to the button); choosing a section closes it.
 */
export function SectionMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const roles = useStaffRoles();
  const at = sectionAt(pathname);
  // A section the roles do not open is not among the menu's choices: the button names none.
  const current = at && opensSection(roles, at) ? at : null;
  const { nav } = messages.adminConsole;
  return (
    <>
      <Opener
        $variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="console-menu-button"
        onClick={() => setOpen(true)}
      >
        <span>
          {nav.open}
          {current ? `: ${current.title}` : null}
        </span>
        <Icon name="menu" size={20} />
      </Opener>
      <Modal open={open} onClose={() => setOpen(false)} title={nav.dialogTitle} width={360}>
        <nav aria-label={nav.label} data-testid="console-menu">
          <SectionLinks onNavigate={() => setOpen(false)} />
        </nav>
      </Modal>
    </>
  );
}

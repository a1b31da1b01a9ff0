import { Icon } from '@kanat/shared/ui';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { useDismiss } from '../hooks/use-dismiss';

const Wrap = styled.div`
  position: relative;
`;

export const navItemStyles = css<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.onBrandHover : 'transparent')};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  opacity: ${({ $active }) => ($active ? 1 : 0.88)};
  transition:
    background ${({ theme }) => theme.motion.fast},
    opacity ${({ theme }) => theme.motion.fast};

  &:hover {
    opacity: 1;
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.onBrandHover};
  }
`;

const Trigger = styled.button<{ $active?: boolean; $open: boolean }>`
  ${navItemStyles}

  & > svg:last-child {
    transition: transform ${({ theme }) => theme.motion.fast};
    transform: ${({ $open }) => ($open ? 'rotate(180deg)' : 'none')};
  }
`;

const drop = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

const Menu = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: calc(100% + 8px);
  ${({ $align }) => ($align === 'right' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 220px;
  padding: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  animation: ${drop} ${({ theme }) => theme.motion.normal};
`;

const menuItemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  padding: ${({ theme }) => theme.space.xs + 2}px ${({ theme }) => theme.space.sm}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-align: left;
  cursor: pointer;

  &:hover,
  &.active {
    background: ${({ theme }) => theme.colors.tealSoft};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** A link inside a dropdown; highlighted while its page is open. */
export const DropdownLink = styled(NavLink)`
  ${menuItemStyles}
`;

/** An action inside a dropdown, such as log out. */
export const DropdownButton = styled.button<{ $danger?: boolean }>`
  ${menuItemStyles}
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};

  &:hover {
    color: ${({ theme, $danger }) => ($danger ? theme.colors.dangerStrong : theme.colors.brand)};
  }
`;

export const DropdownDivider = styled.hr`
  margin: ${({ theme }) => theme.space.xxs}px 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface DropdownProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Marks the trigger as the current section. */
  active?: boolean;
  align?: 'left' | 'right';
  children: ReactNode;
  'data-testid'?: string;
}

/** A navbar menu: opens on click, closes on outside press, Escape, choice or navigation. */
export function Dropdown({ label, active, align = 'left', children, ...rest }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  // A navigation (including one the menu itself caused) always closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Wrap ref={ref} data-testid={rest['data-testid']}>
      <Trigger
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        $active={active}
        $open={open}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <Icon name="chevron-down" size={16} />
      </Trigger>
      {open ? (
        <Menu
          id={menuId}
          $align={align}
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a, button')) close();
          }}
        >
          {children}
        </Menu>
      ) : null}
    </Wrap>
  );
}

import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';
import type { ThemeColor } from '../theme';

interface VariantSpec {
  background: ThemeColor | 'transparent';
  color: ThemeColor;
  border: ThemeColor | 'transparent';
  hoverBackground: ThemeColor | 'transparent';
  hoverColor: ThemeColor;
  hoverBorder: ThemeColor | 'transparent';
}

/** The button variants as data: each names theme colours, so a theme change restyles them. */
export const buttonVariants = {
  /** The main action of a screen: bid, save, log in. */
  primary: {
    background: 'brand',
    color: 'textInverse',
    border: 'brand',
    hoverBackground: 'brandStrong',
    hoverColor: 'textInverse',
    hoverBorder: 'brandStrong',
  },
  /** Calls to act that must catch the eye on a brand-coloured background: register. */
  accent: {
    background: 'accent',
    color: 'textInverse',
    border: 'accent',
    hoverBackground: 'accentStrong',
    hoverColor: 'textInverse',
    hoverBorder: 'accentStrong',
  },
  /** Alternative actions beside a primary one: cancel, back, details. */
  secondary: {
    background: 'surface',
    color: 'brand',
    border: 'borderStrong',
    hoverBackground: 'tealSoft',
    hoverColor: 'brandStrong',
    hoverBorder: 'teal',
  },
  /** Destructive or irreversible actions: log out, delete. */
  danger: {
    background: 'danger',
    color: 'textInverse',
    border: 'danger',
    hoverBackground: 'dangerStrong',
    hoverColor: 'textInverse',
    hoverBorder: 'dangerStrong',
  },
  /** Outlined light button for brand-coloured surfaces: log in on the navbar. */
  inverse: {
    background: 'transparent',
    color: 'textInverse',
    border: 'onBrandBorder',
    hoverBackground: 'onBrandHover',
    hoverColor: 'textInverse',
    hoverBorder: 'textInverse',
  },
  /** Low-emphasis actions inside text or toolbars: close, show more. */
  ghost: {
    background: 'transparent',
    color: 'teal',
    border: 'transparent',
    hoverBackground: 'tealSoft',
    hoverColor: 'tealStrong',
    hoverBorder: 'transparent',
  },
} as const satisfies Record<string, VariantSpec>;

export type ButtonVariant = keyof typeof buttonVariants;

/** Button sizes as data: vertical and horizontal padding from the space scale, font size. */
export const buttonSizes = {
  sm: { y: 'xxs', x: 'sm', font: 'sm' },
  md: { y: 'xs', x: 'md', font: 'md' },
  lg: { y: 'sm', x: 'lg', font: 'lg' },
} as const;

export type ButtonSize = keyof typeof buttonSizes;

export interface ButtonStyleProps {
  /** Visual variant; defaults to primary. */
  $variant?: ButtonVariant;
  /** Size; defaults to md. */
  $size?: ButtonSize;
  /** Stretch to the full width of the parent. */
  $block?: boolean;
}

const paint = (theme: DefaultTheme, c: ThemeColor | 'transparent') =>
  c === 'transparent' ? 'transparent' : theme.colors[c];

/** The shared look of Button, LinkButton and AnchorButton. */
export const buttonStyles = css<ButtonStyleProps>`
  ${({ theme, $variant = 'primary', $size = 'md', $block }) => {
    const v = buttonVariants[$variant];
    const s = buttonSizes[$size];
    return css`
      display: ${$block ? 'flex' : 'inline-flex'};
      width: ${$block ? '100%' : 'auto'};
      padding: ${theme.space[s.y]}px ${theme.space[s.x]}px;
      font-size: ${theme.typography.size[s.font]}px;
      background: ${paint(theme, v.background)};
      color: ${theme.colors[v.color]};
      border: 1px solid ${paint(theme, v.border)};

      &:hover:not(:disabled) {
        background: ${paint(theme, v.hoverBackground)};
        color: ${theme.colors[v.hoverColor]};
        border-color: ${paint(theme, v.hoverBorder)};
      }
    `;
  }}
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};

  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Button = styled.button.attrs<ButtonStyleProps>((p) => ({
  type: p.type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button. */
export const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** An external link (or `target="_blank"`) that looks like a button. */
export const AnchorButton = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface IconButtonStyleProps {
  /** Light icon for dark backgrounds (navbar, image viewer). */
  $inverse?: boolean;
  /** Square side in px; defaults to 40. */
  $size?: number;
}

/** A round, borderless button holding one icon; give it an `aria-label`. */
export const IconButton = styled.button.attrs<IconButtonStyleProps>((p) => ({
  type: p.type ?? 'button',
}))<IconButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size = 40 }) => $size}px;
  height: ${({ $size = 40 }) => $size}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.textInverse : theme.colors.brand)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled) {
    background: ${({ theme, $inverse }) =>
      $inverse ? theme.colors.onBrandHover : theme.colors.tealSoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

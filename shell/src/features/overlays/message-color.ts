import type { MessageColor } from '@kanat/shared/events';
import type { DefaultTheme } from 'styled-components';

const named = {
  green: 'success',
  red: 'danger',
  orange: 'warning',
  blue: 'info',
} as const;

/** The notifier's colour names map to theme colours; anything else is used as CSS. */
export function messageColorToCss(theme: DefaultTheme, color: MessageColor | null | undefined) {
  if (!color) return theme.colors.info;
  if (color in named) return theme.colors[named[color as keyof typeof named]];
  return color;
}

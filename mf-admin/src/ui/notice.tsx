import { toast } from '@kanat/shared/events';
import { Icon } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorText } from './error-text';

export type NoticeTone = 'success' | 'error' | 'info';

const toneColor = { success: 'success', error: 'danger', info: 'info' } as const;

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  & > svg {
    flex: none;
    color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  }
`;

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * An inline message inside a page or form, announced to screen readers: an error as an
 * alert, the others politely.
 */
export function Notice({ tone, children, ...rest }: NoticeProps) {
  return (
    <Box
      $tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      data-testid={rest['data-testid']}
    >
      <Icon name={tone === 'error' ? 'alert' : 'check'} size={18} />
      <div>{children}</div>
    </Box>
  );
}

/** Short-lived messages through the shell's toasts, for the outcome of an action. */
export const notify = {
  success(text: string) {
    toast(text, 'green');
  },
  /** News the clerk did not ask for (a lot has ended), shown a little longer. */
  info(text: string) {
    toast(text, 'blue', 6);
  },
  /** Shows the server's Turkish message for a failed call, else `fallback`. */
  error(error: unknown, fallback?: string) {
    toast(typeof error === 'string' ? error : errorText(error, fallback), 'red', 5);
  },
};

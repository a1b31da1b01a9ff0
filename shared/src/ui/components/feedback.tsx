import { messages } from '@kanat/shared/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Icon, type IconName } from './icon';

const Box = styled.div<{ $tone: 'muted' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.lg}px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  & > svg {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.teal)};
    opacity: 0.85;
  }
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  max-width: 48ch;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

export interface EmptyStateProps {
  /** The main message, e.g. 'Açık arttırma bulunamadı'. */
  title: ReactNode;
  /** A line of explanation under it. */
  description?: ReactNode;
  /** Icon above the title; defaults to 'search'. */
  icon?: IconName;
  /** An action such as a link back. */
  action?: ReactNode;
}

/** What a list or page shows when there is nothing to show. */
export function EmptyState({ title, description, icon = 'search', action }: EmptyStateProps) {
  return (
    <Box $tone="muted">
      <Icon name={icon} size={48} />
      <Title>{title}</Title>
      {description ? <Text>{description}</Text> : null}
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  /** What went wrong, in Turkish; defaults to 'Bir Hata Oluştu'. */
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Label of the retry button; defaults to 'Tekrar Dene'. */
  retryLabel?: string;
  /** Extra attributes for the retry button, e.g. a test id. */
  retryTestId?: string;
  'data-testid'?: string;
}

/** An error message with an optional retry, announced to screen readers. */
export function ErrorState({
  title = messages.common.error,
  description,
  onRetry,
  retryLabel = messages.common.retry,
  retryTestId,
  ...rest
}: ErrorStateProps) {
  return (
    <Box $tone="danger" role="alert" data-testid={rest['data-testid']}>
      <Icon name="alert" size={48} />
      <Title>{title}</Title>
      {description ? <Text>{description}</Text> : null}
      {onRetry ? (
        <Button $variant="secondary" onClick={onRetry} data-testid={retryTestId}>
          {retryLabel}
        </Button>
      ) : null}
    </Box>
  );
}

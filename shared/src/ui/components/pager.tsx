import { messages } from '@kanat/shared/i18n';
import { Icon, IconButton } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px 0;
`;

const Arrow = styled(IconButton)`
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Label = styled.span`
  min-width: 3ch;
  text-align: center;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

export interface PagerProps {
  onPrevious: () => void;
  onNext: () => void;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Text between the arrows, such as the 1-based page number. */
  label?: ReactNode;
  previousLabel?: string;
  nextLabel?: string;
}

/** Previous/next arrows with the current page between them. */
export function Pager({
  onPrevious,
  onNext,
  hasPrevious,
  hasNext,
  label,
  previousLabel = messages.common.previous,
  nextLabel = messages.common.next,
}: PagerProps) {
  return (
    <Row aria-label={label ? String(label) : undefined}>
      <Arrow aria-label={previousLabel} disabled={!hasPrevious} onClick={onPrevious}>
        <Icon name="chevron-left" size={22} />
      </Arrow>
      {label !== undefined ? <Label aria-live="polite">{label}</Label> : null}
      <Arrow aria-label={nextLabel} disabled={!hasNext} onClick={onNext}>
        <Icon name="chevron-right" size={22} />
      </Arrow>
    </Row>
  );
}

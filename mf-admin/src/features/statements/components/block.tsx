import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';

const Frame = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;

  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.typography.size.lg}px;
  }
  p {
    margin: 0;
  }
`;

/** A titled part of a statement page (its heading names the region). */
export function Block({
  title,
  children,
  'data-testid': testId,
}: {
  title: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const id = useId();
  return (
    <Frame aria-labelledby={id} data-testid={testId}>
      <h3 id={id}>{title}</h3>
      {children}
    </Frame>
  );
}

/** Figures as a two-column list: name, amount. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  gap: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

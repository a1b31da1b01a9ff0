import type { ReactNode } from 'react';
import styled from 'styled-components';
import { narrowScreen } from './narrow-screen';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${narrowScreen} {
    padding: ${({ theme }) => theme.space.md}px;
  }
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

/** Two fields side by side on wide screens, one under the other on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;

export interface FormSectionProps {
  /** The group's name, read with every field inside it. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled group of form fields (a fieldset with its legend), as a card. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Group>
      <Legend>{title}</Legend>
      {description ? <Description>{description}</Description> : null}
      {children}
    </Group>
  );
}

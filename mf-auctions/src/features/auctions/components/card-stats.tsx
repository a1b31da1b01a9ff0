import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

/** The label/value grid; skeletons draw their rows in it too. */
export const StatsList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.sm}px;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Value = styled.dd<{ $tone?: 'price' | 'urgent' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'price'
      ? theme.colors.accentStrong
      : $tone === 'urgent'
        ? theme.colors.danger
        : 'inherit'};
`;

export interface CardStat {
  label: string;
  value: ReactNode;
  /** 'price' for amounts, 'urgent' for time under an hour (SPEC §4). */
  tone?: 'price' | 'urgent';
  testId?: string;
}

/** Label/value rows of a card. */
export function CardStats({ stats }: { stats: readonly CardStat[] }) {
  return (
    <StatsList>
      {stats.map((stat) => (
        <Fragment key={stat.label}>
          <dt>{stat.label}</dt>
          <Value $tone={stat.tone} data-testid={stat.testId}>
            {stat.value}
          </Value>
        </Fragment>
      ))}
    </StatsList>
  );
}

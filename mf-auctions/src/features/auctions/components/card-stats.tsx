import { Fragment, type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import { type LiveTimeProps, useRemainingTime } from './live-time';

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

export type CardStat = {
  label: string;
  testId?: string;
} & (
  | {
      value: ReactNode;
      /** 'price' for amounts, 'urgent' for time under an hour (SPEC §4). */
      tone?: 'price' | 'urgent';
    }
  | {
      /** The row is the remaining time to this end, ticking on its own every second. */
      countdown: LiveTimeProps;
    }
);

/**
 * A countdown's value cell: the clock redraws this cell's text only, not the card, and only
 * while the cell is near the screen.
 */
function CountdownValue({ countdown, testId }: { countdown: LiveTimeProps; testId?: string }) {
  const cell = useRef<HTMLElement>(null);
  const { text, urgent } = useRemainingTime(countdown, cell);
  return (
    <Value ref={cell} $tone={urgent ? 'urgent' : undefined} data-testid={testId}>
      {text}
    </Value>
  );
}

/** Label/value rows of a card. */
export function CardStats({ stats }: { stats: readonly CardStat[] }) {
  return (
    <StatsList>
      {stats.map((stat) => (
        <Fragment key={stat.label}>
          <dt>{stat.label}</dt>
          {'countdown' in stat ? (
            <CountdownValue countdown={stat.countdown} testId={stat.testId} />
          ) : (
            <Value $tone={stat.tone} data-testid={stat.testId}>
              {stat.value}
            </Value>
          )}
        </Fragment>
      ))}
    </StatsList>
  );
}

import styled, { css, keyframes } from 'styled-components';
import type { ThemeColor } from '../theme';

/** The auction time states of SPEC §4, plus 'loading' before data arrives. */
export type DotStatus = 'continues' | 'almost_done' | 'expired' | 'loading';

/** Status -> theme colour, as data. */
export const statusDotColors = {
  continues: 'success',
  almost_done: 'warning',
  expired: 'danger',
  loading: 'pending',
} as const satisfies Record<DotStatus, ThemeColor>;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; }
  70% { box-shadow: 0 0 0 6px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

const Wrap = styled.span<{ $status: DotStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme, $status }) => theme.colors[statusDotColors[$status]]};
`;

const Dot = styled.span<{ $status: DotStatus }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: currentColor;
  ${({ $status }) =>
    $status === 'continues' &&
    css`
      animation: ${pulse} 2s infinite;
    `}
`;

export interface StatusDotProps {
  status: DotStatus;
  /** Text beside the dot (e.g. 'Devam ediyor'); the colour alone never carries meaning. */
  label?: string;
}

/** A coloured dot with an optional label, for auction and group time status. */
export function StatusDot({ status, label }: StatusDotProps) {
  return (
    <Wrap $status={status} data-status={status}>
      <Dot $status={status} aria-hidden="true" />
      {label ? <span>{label}</span> : null}
    </Wrap>
  );
}

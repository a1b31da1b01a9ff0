import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Tone -> text colour and wash, as data. */
export const statusBadgeTones = {
  /** Nothing to do: drafts, archived, closed. */
  neutral: { color: 'textMuted', background: 'surfaceMuted' },
  /** Informational: scheduled, in progress. */
  info: { color: 'tealStrong', background: 'tealSoft' },
  /** Done and fine: approved, published, paid. */
  success: { color: 'success', background: 'surface' },
  /** Waiting for someone: pending, unpaid. */
  warning: { color: 'accentStrong', background: 'accentSoft' },
  /** Refused or broken: rejected, disabled, cancelled. */
  danger: { color: 'danger', background: 'accentSoft' },
} as const;

export type StatusTone = keyof typeof statusBadgeTones;

const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => theme.colors[statusBadgeTones[$tone].background]};
  color: ${({ theme, $tone }) => theme.colors[statusBadgeTones[$tone].color]};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
`;

/** A short state word in a coloured pill ('Onay bekliyor'); the word carries the meaning. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <Pill $tone={tone} data-tone={tone}>
      {children}
    </Pill>
  );
}

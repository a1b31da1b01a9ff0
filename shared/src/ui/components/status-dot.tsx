import type { Ref } from 'react';
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

/** Status -> the colour of its label: the dot's hue, dark enough to read (WCAG AA 4.5:1). */
export const statusTextColors = {
  continues: 'successText',
  almost_done: 'warningText',
  expired: 'danger',
  loading: 'textMuted',
} as const satisfies Record<DotStatus, ThemeColor>;

/** One beat of a live dot, in seconds. */
const BEAT_SECONDS = 2;
/**
 * Beats in one iteration of the animation. At the end of every iteration the browser wakes the
 * main thread for a frame to send `animationiteration`, which the page listens for (React
 * listens on its root for every event it knows): a grid of live cards beating one beat per
 * iteration cost a frame every few tenths of a second, nearly all of an open page's idle work.
 * With many beats per iteration it is one frame per dot every 100 s.
 */
const BEATS = 50;

/** Keyframe selectors at `part` (0 to 1) of every beat, as percentages of the iteration. */
function everyBeat(part: number): string {
  const beat = 100 / BEATS;
  return Array.from({ length: BEATS }, (_, i) => `${+(beat * (i + part)).toFixed(3)}%`).join(',');
}

// Only transform and opacity change, so the compositor runs the pulse: a list of live cards
// costs no painting on the main thread while it beats. Each beat grows and fades over 70% of
// it (eased), then holds faded until the next begins.
const pulse = keyframes`
  ${everyBeat(0)} { transform: scale(1); opacity: 0.7; animation-timing-function: ease; }
  ${everyBeat(0.7)}, ${everyBeat(0.995)}, 100% { transform: scale(2.2); opacity: 0; }
`;

const Wrap = styled.span<{ $status: DotStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme, $status }) => theme.colors[statusTextColors[$status]]};
`;

const Dot = styled.span<{ $status: DotStatus }>`
  position: relative;
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  color: ${({ theme, $status }) => theme.colors[statusDotColors[$status]]};
  background: currentColor;
  ${({ $status }) =>
    $status === 'continues' &&
    css`
      &::after {
        content: '';
        position: absolute;
        inset: 0;
        border-radius: 50%;
        background: currentColor;
        will-change: transform, opacity;
        animation: ${pulse} ${BEAT_SECONDS * BEATS}s linear infinite;
      }
      @media (prefers-reduced-motion: reduce) {
        &::after {
          animation: none;
          opacity: 0;
        }
      }
    `}
`;

export interface StatusDotProps {
  status: DotStatus;
  /** Text beside the dot (e.g. 'Devam ediyor'); the colour alone never carries meaning. */
  label?: string;
  /** The dot's outer element, e.g. for a clock that ticks only while it is near the screen. */
  ref?: Ref<HTMLSpanElement>;
}

/** A coloured dot with an optional label, for auction and group time status. */
export function StatusDot({ status, label, ref }: StatusDotProps) {
  return (
    <Wrap ref={ref} $status={status} data-status={status}>
      <Dot $status={status} aria-hidden="true" />
      {label ? <span>{label}</span> : null}
    </Wrap>
  );
}

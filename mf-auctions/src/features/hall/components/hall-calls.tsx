import { hallLive } from '@kanat/shared/i18n/lazy';
import styled from 'styled-components';
import type { HallCall } from '../api/live-state';
import { callText } from '../hall-texts';

/** Calls shown, newest first. */
const SHOWN = 8;

const Log = styled.div`
  margin-top: ${({ theme }) => theme.space.md}px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
  }

  p {
    margin: 0;
    padding: ${({ theme }) => theme.space.xxs}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  p:first-of-type {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

/**
 * The auctioneer's calls as they happen ("Satıyorum…", "Sattım!", a correction after an undo),
 * newest first. A log region: screen readers read out each new call.
 */
export function HallCalls({ calls }: { calls: readonly HallCall[] }) {
  const lines = calls
    .map((call) => ({ id: call.id, text: callText(call) }))
    .filter((line): line is { id: number; text: string } => line.text !== null)
    .slice(-SHOWN)
    .reverse();
  return (
    <Log>
      <h2 id="hall-calls-title">{hallLive.calls}</h2>
      <div role="log" aria-labelledby="hall-calls-title" data-testid="hall-calls">
        {lines.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
      </div>
    </Log>
  );
}

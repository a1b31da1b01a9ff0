import { messages } from '@kanat/shared/i18n';
import { useLiveStatus } from '@kanat/shared/live';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** A blip shorter than this (a stream replaced, a quick retry) shows nothing. */
export const CONNECTION_NOTICE_DELAY_MS = 2_000;

const Pill = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space.md}px;
  bottom: ${({ theme }) => theme.space.md}px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  pointer-events: none;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.warning};
`;

/**
 * The quiet notice: while the live connection is down, or the server says its
 * database is out of reach, prices on the page may be stale. Nothing blocks the page; once
 * the connection is back the server sends every watched value afresh and the notice goes.
 */
export function ConnectionStatus() {
  const status = useLiveStatus();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (status === 'live') {
      setShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setShown(true), CONNECTION_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  return (
    <div role="status" aria-live="polite">
      {shown && (
        <Pill data-testid="connection-status">
          <Dot aria-hidden="true" />
          {messages.live.reconnecting}
        </Pill>
      )}
    </div>
  );
}

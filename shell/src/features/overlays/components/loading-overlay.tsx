import { useEvent } from '@kanat/shared/events';
import { Spinner } from '@kanat/shared/ui';
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.spinner};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.veil};
  backdrop-filter: blur(2px);
  /* A short delay keeps quick calls from flashing the cover. */
  animation: ${fadeIn} 200ms ease 150ms both;
`;

const Puck = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

/**
 * The blocking loading spinner. Requests nest: each `visible: true` needs its own
 * `visible: false` before the cover goes away.
 */
export function LoadingOverlay() {
  const [depth, setDepth] = useState(0);
  useEvent('ui:spinner-requested', ({ visible }) => {
    setDepth((d) => (visible ? d + 1 : Math.max(0, d - 1)));
  });
  if (depth === 0) return null;
  return (
    <Cover data-testid="loading-overlay" aria-busy="true">
      <Puck>
        <Spinner size={44} />
      </Puck>
    </Cover>
  );
}

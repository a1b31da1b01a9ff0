import type { NotifierState } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { Icon, IconButton, Spinner } from '@kanat/shared/ui';
import styled, { keyframes, useTheme } from 'styled-components';
import { messageColorToCss } from '../message-color';

// What the toasts and the loading cover look like, apart from their state (toast-host.tsx,
// loading-overlay.tsx): a visit that shows neither never downloads this.

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const Toast = styled.div<{ $color: string }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xs}px
    ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-left: 5px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  color: ${({ theme }) => theme.colors.text};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.motion.normal};

  & > svg {
    flex: none;
    color: ${({ $color }) => $color};
  }
  & > p {
    flex: 1;
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const Count = styled.span<{ $color: string }>`
  flex: none;
  min-width: 24px;
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $color }) => $color};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: center;
`;

/** The latest message in its colour, with the count of messages still on screen. */
export function ToastFace({ state, onClose }: { state: NotifierState; onClose: () => void }) {
  const color = messageColorToCss(useTheme(), state.messageColor);
  return (
    <Toast
      key={state.message}
      $color={color}
      data-testid="toast"
      data-color={state.messageColor ?? undefined}
    >
      <Icon name={state.messageColor === 'red' ? 'alert' : 'check'} size={22} />
      <p>{state.message}</p>
      {state.count > 1 ? (
        <Count $color={color} data-testid="toast-count">
          {state.count}
        </Count>
      ) : null}
      <IconButton $size={32} aria-label={messages.common.close} onClick={onClose}>
        <Icon name="close" size={18} />
      </IconButton>
    </Toast>
  );
}

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

/** The blocking cover with its spinner. */
export function SpinnerCover() {
  return (
    <Cover data-testid="loading-overlay" aria-busy="true">
      <Puck>
        <Spinner size={44} />
      </Puck>
    </Cover>
  );
}

import {
  createNotifier,
  DEFAULT_TOAST_SECONDS,
  type NotifierState,
  useEvent,
} from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { Icon, IconButton, media } from '@kanat/shared/ui';
import { useState, useSyncExternalStore } from 'react';
import styled, { keyframes, useTheme } from 'styled-components';
import { messageColorToCss } from '../message-color';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const Dock = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space.md}px;
  right: ${({ theme }) => theme.space.md}px;
  bottom: ${({ theme }) => theme.space.md}px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  justify-content: center;
  pointer-events: none;

  ${media.up('mobile')} {
    left: auto;
    right: ${({ theme }) => theme.space.lg}px;
    bottom: ${({ theme }) => theme.space.lg}px;
  }
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

/**
 * Renders the notifier of SPEC §4: the latest message in its colour, with the count of
 * messages still on screen; each stays its seconds plus 0.4 s.
 */
export function ToastHost() {
  const [notifier] = useState(createNotifier);
  const state: NotifierState = useSyncExternalStore(
    notifier.subscribe,
    notifier.getState,
    notifier.getState,
  );
  const color = messageColorToCss(useTheme(), state.messageColor);

  useEvent('ui:toast-requested', ({ message, color, seconds }) => {
    notifier.push(message, color ?? 'green', seconds ?? DEFAULT_TOAST_SECONDS);
  });
  useEvent('ui:toasts-cleared', () => notifier.removeAll());

  return (
    <Dock role="status" aria-live="polite" data-testid="toast-host">
      {state.message ? (
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
          <IconButton
            $size={32}
            aria-label={messages.common.close}
            onClick={() => notifier.removeAll()}
          >
            <Icon name="close" size={18} />
          </IconButton>
        </Toast>
      ) : null}
    </Dock>
  );
}

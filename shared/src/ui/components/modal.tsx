import { messages } from '@kanat/shared/i18n';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { media } from '../media';
import { IconButton } from './button';
import { Icon } from './icon';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal};
`;

const Frame = styled.div<{ $width: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  animation: ${rise} ${({ theme }) => theme.motion.normal};

  /* The frame only takes focus when it holds nothing focusable; no ring around all of it. */
  &:focus {
    outline: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl}px;
  color: ${({ theme }) => theme.colors.brand};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;

  &:first-child {
    padding-top: ${({ theme }) => theme.space.lg}px;
  }
  color: ${({ theme }) => theme.colors.text};
`;

/** Row of dialog buttons; stacked full width on phones, right-aligned above. */
export const ModalActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px;

  ${media.up('mobile')} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export interface ModalProps {
  open: boolean;
  /** Called on Esc, on the close button, and on a backdrop click when `dismissible`. */
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom; wrap them in ModalActions. */
  actions?: ReactNode;
  /** Whether a backdrop click closes the dialog; defaults to true. */
  dismissible?: boolean;
  /** Whether to show the × button; defaults to true. */
  showClose?: boolean;
  /** Max width in px; defaults to 460. */
  width?: number;
  'data-testid'?: string;
}

/**
 * A modal dialog frame, rendered into document.body. It takes focus when it opens and gives
 * it back to the element that had it when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  dismissible = true,
  showClose = true,
  width = 460,
  ...rest
}: ModalProps) {
  const titleId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const frame = frameRef.current;
    const first =
      frame?.querySelector<HTMLElement>('[data-autofocus]') ??
      frame?.querySelector<HTMLElement>('input, textarea, select, button:not([data-modal-close])');
    (first ?? frame)?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(e) => {
        if (dismissible && e.target === e.currentTarget) onClose();
      }}
    >
      <Frame
        ref={frameRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        $width={width}
        data-testid={rest['data-testid']}
      >
        {title || showClose ? (
          <Head>
            {title ? <Title id={titleId}>{title}</Title> : <span />}
            {showClose ? (
              <IconButton aria-label={messages.common.close} data-modal-close onClick={onClose}>
                <Icon name="close" size={22} />
              </IconButton>
            ) : null}
          </Head>
        ) : null}
        <Body>{children}</Body>
        {actions}
      </Frame>
    </Backdrop>,
    document.body,
  );
}

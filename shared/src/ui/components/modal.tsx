import { messages } from '@kanat/shared/i18n';
import { Icon, IconButton, media } from '@kanat/shared/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { type HTMLAttributes, type ReactNode, useRef } from 'react';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

// The overlay wraps the content (Radix's scrollable-overlay layout): it centres the frame,
// and a press on it is a press outside the dialog.
const Backdrop = styled(Dialog.Overlay)`
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

const Frame = styled(Dialog.Content)<{ $width: number }>`
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
  /**
   * Called on the close button, and on Escape or a press outside the dialog when
   * `dismissible`.
   */
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom; wrap them in ModalActions. */
  actions?: ReactNode;
  /**
   * Whether Escape and a press outside close the dialog; defaults to true. A dialog that
   * waits for an answer (the code dialog) sets it to false and closes only through its own
   * buttons.
   */
  dismissible?: boolean;
  /** Whether to show the × button; defaults to true. */
  showClose?: boolean;
  /** Max width in px; defaults to 460. */
  width?: number;
  /** The element that names a dialog without a title (e.g. the question of a confirm). */
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/** Where focus goes on open: the marked element, else the first field or action. */
function initialFocus(frame: HTMLElement): HTMLElement {
  return (
    frame.querySelector<HTMLElement>('[data-autofocus]') ??
    frame.querySelector<HTMLElement>('input, textarea, select, button:not([data-modal-close])') ??
    frame
  );
}

/**
 * The focus and dismissal handlers of a Radix dialog's content. The dialogs are controlled
 * (no Radix Trigger), so Radix has no opener to give focus back to: the hook remembers
 * whatever had focus when the dialog took it. Escape and presses outside close only a
 * `dismissible` dialog.
 */
function useDialogContentHandlers(dismissible: boolean) {
  const openerRef = useRef<HTMLElement | null>(null);
  const ignoreUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return {
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement ? active : null;
      initialFocus(event.currentTarget as HTMLElement).focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    },
    onEscapeKeyDown: ignoreUnlessDismissible,
    onInteractOutside: ignoreUnlessDismissible,
  };
}

/** Radix's root, open while the caller says so; every way Radix closes it calls `onClose`. */
function DialogRoot({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {children}
    </Dialog.Root>
  );
}

/**
 * A modal dialog on Radix Dialog, rendered into document.body: focus stays inside while it
 * is open and goes back to the element that opened it when it closes; the rest of the page
 * is inert to pointers and hidden from assistive technology meanwhile.
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
  const handlers = useDialogContentHandlers(dismissible);
  return (
    <DialogRoot open={open} onClose={onClose}>
      <Dialog.Portal>
        <Backdrop>
          <Frame
            $width={width}
            aria-modal="true"
            // Radix names the dialog by its title; a dialog without one says what names it.
            {...(rest['aria-labelledby'] ? { 'aria-labelledby': rest['aria-labelledby'] } : {})}
            data-testid={rest['data-testid']}
            {...handlers}
          >
            {title || showClose ? (
              <Head>
                {title ? (
                  <Dialog.Title asChild>
                    <Title>{title}</Title>
                  </Dialog.Title>
                ) : (
                  <span />
                )}
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
        </Backdrop>
      </Dialog.Portal>
    </DialogRoot>
  );
}

export interface FullScreenDialogProps extends HTMLAttributes<HTMLDivElement> {
  open: boolean;
  /** Called on Escape (it is always dismissible) and by the caller's own close button. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A bare modal dialog for layers that draw the whole screen themselves (the image viewer):
 * the same focus trap, Escape and focus return as Modal, no frame. Style it with
 * styled(FullScreenDialog); the props go to the dialog element.
 */
export function FullScreenDialog({ open, onClose, children, ...surface }: FullScreenDialogProps) {
  const handlers = useDialogContentHandlers(true);
  return (
    <DialogRoot open={open} onClose={onClose}>
      <Dialog.Portal>
        <Dialog.Content aria-modal="true" {...surface} {...handlers}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}

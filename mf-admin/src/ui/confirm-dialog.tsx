import { messages } from '@kanat/shared/i18n';
import { Button, Modal, ModalActions } from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import { Notice } from './notice';
import { usePendingAction } from './use-pending-action';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirm button's text, e.g. 'Arşivle'; defaults to 'Onayla'. */
  confirmLabel?: string;
  /** 'danger' for what cannot be undone (red button). */
  tone?: 'primary' | 'danger';
  /**
   * The action. The dialog closes when it resolves; when it throws, the dialog stays open
   * with the error (the server's Turkish message) and the user may try again or cancel.
   */
  onConfirm: () => unknown;
  onClose: () => void;
}

/** A yes/no question before an action, with a pending state while the action runs. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = messages.adminConsole.kit.confirm,
  tone = 'primary',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { pending, error, run, reset } = usePendingAction();
  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      dismissible={!pending}
      showClose={!pending}
      actions={
        <ModalActions>
          <Button $variant="secondary" onClick={close} disabled={pending}>
            {messages.adminConsole.kit.cancel}
          </Button>
          <Button
            $variant={tone}
            disabled={pending}
            aria-busy={pending}
            data-autofocus
            onClick={async () => {
              if (await run(onConfirm)) onClose();
            }}
          >
            {pending ? messages.adminConsole.kit.pending : confirmLabel}
          </Button>
        </ModalActions>
      }
    >
      {children}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Modal>
  );
}

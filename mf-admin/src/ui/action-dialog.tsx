import { messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import type { ReactNode } from 'react';
import type { usePendingAction } from './use-pending-action';

/** What a page tells each of the kit's dialogs. */
export interface KitDialogProps {
  open: boolean;
  /** E.g. 'Kaydı reddet'. */
  title: ReactNode;
  /** The confirm button's text, e.g. 'Arşivle'; defaults to 'Onayla'. */
  confirmLabel?: string;
  /** 'danger' for what cannot be undone (red button). */
  tone?: 'primary' | 'danger';
  onClose: () => void;
}

export interface ActionDialogProps extends KitDialogProps {
  /** The dialog's action state: while pending, nothing closes it and the buttons wait. */
  action: ReturnType<typeof usePendingAction>;
  /**
   * What the confirm button does: submit the form (by id) inside `children`, or run `onClick`.
   * A plain question puts the focus on the confirm button; a form leaves it to its field.
   */
  confirm: { form: string } | { onClick: () => void };
  children: ReactNode;
}

/** The frame of the kit's dialogs: a modal with 'Vazgeç' and a confirm button that shows the wait. */
export function ActionDialog({
  open,
  title,
  confirmLabel = messages.adminConsole.kit.confirm,
  tone = 'primary',
  action,
  confirm,
  onClose,
  children,
}: ActionDialogProps) {
  const { pending } = action;
  const close = () => {
    if (pending) return;
    action.reset();
    onClose();
  };
  const confirmProps =
    'form' in confirm
      ? { type: 'submit' as const, form: confirm.form }
      : { onClick: confirm.onClick, 'data-autofocus': true };
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
          <Button $variant={tone} disabled={pending} aria-busy={pending} {...confirmProps}>
            {pending ? messages.adminConsole.kit.pending : confirmLabel}
          </Button>
        </ModalActions>
      }
    >
      {children}
    </Modal>
  );
}

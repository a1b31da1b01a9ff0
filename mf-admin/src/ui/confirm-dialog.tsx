import type { ReactNode } from 'react';
import { ActionDialog, type KitDialogProps } from './action-dialog';
import { Notice } from './notice';
import { usePendingAction } from './use-pending-action';

export interface ConfirmDialogProps extends KitDialogProps {
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /**
   * The action. The dialog closes when it resolves; when it throws, the dialog stays open
   * with the error (the server's Turkish message) and the user may try again or cancel.
   */
  onConfirm: () => unknown;
}

/** A yes/no question before an action, with a pending state while the action runs. */
export function ConfirmDialog({ children, onConfirm, ...dialog }: ConfirmDialogProps) {
  const action = usePendingAction();
  return (
    <ActionDialog
      {...dialog}
      action={action}
      confirm={{
        onClick: async () => {
          if (await action.run(onConfirm)) dialog.onClose();
        },
      }}
    >
      {children}
      {action.error ? <Notice tone="error">{action.error}</Notice> : null}
    </ActionDialog>
  );
}

import { callFunction } from '@kanat/shared/api';
import type { BuyerStatementView } from '@kanat/shared/contracts';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { ReasonDialog } from '../../../ui';

/**
 * 'Belgeyi iptal et': an open, unpaid statement cancelled with a reason (`adminStatementCancel`,
 * the shared staff-reason rule); its lots go back to their sellers. A refusal stays in the dialog.
 */
export function CancelDialog({
  statement,
  onClose,
  onSaved,
}: {
  statement: BuyerStatementView;
  onClose: () => void;
  onSaved: (saved: BuyerStatementView) => void;
}) {
  return (
    <ReasonDialog
      open
      title={t.cancelDialogTitle}
      confirmLabel={t.cancelSave}
      tone="danger"
      description={t.cancelHint}
      onClose={onClose}
      onConfirm={async (reason) => {
        const { code: _code, ...saved } = await callFunction('adminStatementCancel', {
          id: statement.id,
          reason,
        });
        onSaved(saved);
      }}
    />
  );
}

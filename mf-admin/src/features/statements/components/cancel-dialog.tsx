import { callFunction } from '@kanat/shared/api';
import type { BuyerStatementView } from '@kanat/shared/contracts';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { TextField } from '@kanat/shared/ui/controls';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui';

/**
 * 'Belgeyi iptal et': an open, unpaid statement cancelled with a reason (`adminStatementCancel`);
 * its lots go back to their sellers. The refusal stays in the dialog.
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
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      title={t.cancelDialogTitle}
      confirmLabel={t.cancelSave}
      onClose={onClose}
      onConfirm={async () => {
        const typed = reason.trim();
        setProblem(typed ? undefined : t.extendReasonRequired);
        if (!typed) throw new Error(t.extendReasonRequired);
        const { code: _code, ...saved } = await callFunction('adminStatementCancel', {
          id: statement.id,
          reason: typed,
        });
        onSaved(saved);
      }}
    >
      <p>{t.cancelHint}</p>
      <TextField
        label={t.flagReason}
        value={reason}
        maxLength={500}
        error={problem}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}

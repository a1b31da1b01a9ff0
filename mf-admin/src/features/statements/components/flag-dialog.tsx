import { callFunction } from '@kanat/shared/api';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { TextField } from '@kanat/shared/ui/controls';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui';

/**
 * 'Alıcıyı işaretle': staff flag a member buyer for unpaid statements with a reason
 * (`adminPaymentFlag`); their bids are then refused everywhere. The refusal stays in the dialog.
 */
export function FlagDialog({
  uid,
  onClose,
  onSaved,
}: {
  uid: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      title={t.flagDialogTitle}
      confirmLabel={t.flagSave}
      onClose={onClose}
      onConfirm={async () => {
        const typed = reason.trim();
        setProblem(typed ? undefined : t.extendReasonRequired);
        if (!typed) throw new Error(t.extendReasonRequired);
        await callFunction('adminPaymentFlag', { uid, reason: typed });
        onSaved();
      }}
    >
      <p>{t.flagHint}</p>
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

import { callFunction } from '@kanat/shared/api';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { ReasonDialog } from '../../../ui';

/**
 * 'Alıcıyı işaretle': staff flag a member buyer for unpaid statements with a reason
 * (`adminPaymentFlag`, the shared staff-reason rule); their bids are then refused everywhere.
 * A refusal stays in the dialog.
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
  return (
    <ReasonDialog
      open
      title={t.flagDialogTitle}
      confirmLabel={t.flagSave}
      tone="danger"
      description={t.flagHint}
      onClose={onClose}
      onConfirm={async (reason) => {
        await callFunction('adminPaymentFlag', { uid, reason });
        onSaved();
      }}
    />
  );
}

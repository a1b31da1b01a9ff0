import type { BuyerStatementView } from '@kanat/shared/contracts';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { validateStaffReason } from '@kanat/shared/rules';
import { TextField } from '@kanat/shared/ui/controls';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui';
import { extendStatement } from '../api/statements';
import { turkeyDayOf } from '../statement-words';

type Problems = Partial<Record<'dueOn' | 'reason', string>>;

/**
 * 'Süre uzat': a later due day for an open statement, with the reason (the server refuses a day
 * not after the current one, in Turkish; the refusal stays in the dialog).
 */
export function ExtendDialog({
  statement,
  onClose,
  onSaved,
}: {
  statement: BuyerStatementView;
  onClose: () => void;
  onSaved: (saved: BuyerStatementView) => void;
}) {
  const [dueOn, setDueOn] = useState(turkeyDayOf(statement.dueAt + 86_400_000));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  return (
    <ConfirmDialog
      open
      title={t.extendDialogTitle}
      confirmLabel={t.extendSave}
      onClose={onClose}
      onConfirm={async () => {
        const found: Problems = {};
        if (!dueOn) found.dueOn = t.extendDayRequired;
        const reasonProblem = validateStaffReason(reason);
        if (reasonProblem !== null) found.reason = reasonProblem;
        setProblems(found);
        const first = Object.values(found)[0];
        if (first) throw new Error(first);
        onSaved(await extendStatement({ id: statement.id, dueOn, reason: reason.trim() }));
      }}
    >
      <TextField
        type="date"
        label={t.extendDay}
        value={dueOn}
        error={problems.dueOn}
        onChange={(event) => setDueOn(event.currentTarget.value)}
      />
      <TextField
        label={t.extendReason}
        value={reason}
        maxLength={500}
        error={problems.reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}

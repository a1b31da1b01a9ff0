import type { AdminLotRow } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { maximumAcceptedBid } from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { useState } from 'react';
import { Notice, usePendingAction } from '../../../ui';
import { setBidCeiling } from '../api/set-bid-ceiling';

const text = messages.adminAuctions;

export interface BidCeilingDialogProps {
  lot: AdminLotRow;
  onClose: () => void;
  /** Saved: the notice to show on the page. */
  onSaved: (message: string) => void;
}

/**
 * A lot's bid ceiling: the rule takes at most 10× the minimum next bid, which stops a typo from
 * freezing a lot but also a genuine high bid; staff raise it for one lot here, or take it back
 * to the rule. The server checks the amount and answers in Turkish.
 */
export function BidCeilingDialog({ lot, onClose, onSaved }: BidCeilingDialogProps) {
  const [typed, setTyped] = useState(lot.bidCeiling === null ? '' : String(lot.bidCeiling));
  const [problem, setProblem] = useState<string | null>(null);
  const action = usePendingAction();
  const byRule = maximumAcceptedBid({ ...lot, bidCeiling: null });
  const now = maximumAcceptedBid(lot);

  const save = async (ceiling: number | null) => {
    if (ceiling !== null && (!Number.isSafeInteger(ceiling) || ceiling <= 0)) {
      setProblem(text.bidCeilingInvalid);
      return;
    }
    setProblem(null);
    const ok = await action.run(() => setBidCeiling({ auctionId: lot.id, ceiling }));
    if (ok) {
      onSaved(
        ceiling === null
          ? text.bidCeilingCleared
          : fill(text.bidCeilingSaved, { amount: formatMoney(ceiling) }),
      );
    }
  };

  const typedAmount = () => {
    const trimmed = typed.trim();
    return /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={fill(text.bidCeilingTitle, { name: lot.name })}
      width={520}
      data-testid="bid-ceiling"
      actions={
        <ModalActions>
          <Button $variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          {lot.bidCeiling === null ? null : (
            <Button $variant="secondary" disabled={action.pending} onClick={() => void save(null)}>
              {text.bidCeilingClear}
            </Button>
          )}
          <Button
            $variant="primary"
            disabled={action.pending}
            onClick={() => void save(typedAmount())}
          >
            {text.save}
          </Button>
        </ModalActions>
      }
    >
      <p>{fill(text.bidCeilingNow, { amount: formatMoney(now), rule: formatMoney(byRule) })}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(typedAmount());
        }}
      >
        <TextField
          label={text.bidCeilingLabel}
          hint={fill(text.bidCeilingHint, { rule: formatMoney(byRule) })}
          inputMode="numeric"
          value={typed}
          error={problem ?? undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      {action.error ? <Notice tone="error">{action.error}</Notice> : null}
    </Modal>
  );
}

import type { AdminHallLotRow } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { TextField } from '@kanat/shared/ui/controls';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui';
import { saveHallLot } from '../api/save-lot';
import { startingPriceError } from '../sale-form';

const text = messages.adminHallConsole;

export interface RepriceDialogProps {
  lot: AdminHallLotRow;
  onClose: () => void;
  onSaved: () => void;
}

/** A waiting lot's new starting price (until the sale ends). */
export function RepriceDialog({ lot, onClose, onSaved }: RepriceDialogProps) {
  const [price, setPrice] = useState(String(lot.startingPrice));
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      title={fill(text.repriceTitle, { position: lot.position })}
      confirmLabel={text.save}
      onClose={onClose}
      onConfirm={async () => {
        const problem = startingPriceError(price);
        setError(problem);
        if (problem !== null) throw new Error(problem);
        await saveHallLot({ lotId: lot.id, startingPrice: Number(price.trim()) });
        onSaved();
      }}
    >
      <TextField
        label={text.startingPrice}
        inputMode="numeric"
        value={price}
        error={error}
        onChange={(event) => setPrice(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}

import type { AdminLotRow } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { TextArea, TextField } from '@kanat/shared/ui/controls';
import { Modal, ModalActions } from '@kanat/shared/ui/dialog';
import { ruleResolver } from '@kanat/shared/validation';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Notice, usePendingAction } from '../../../ui';
import { saveAuction } from '../api/save-auction';
import { fromTurkeyInput, priceError, toTurkeyInput } from '../group-rules';

const text = messages.adminAuctions;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

interface LotFormValues {
  name: string;
  description: string;
  startingBid: string;
  endingTime: string;
}

function validateLot(values: LotFormValues) {
  const end = fromTurkeyInput(values.endingTime);
  return {
    errors: {
      name: values.name.trim() === '' ? text.nameRequired : null,
      startingBid: priceError(values.startingBid),
      endingTime: Number.isNaN(end) ? text.endBeforeStart : null,
    },
  };
}

export interface LotEditDialogProps {
  lot: AdminLotRow;
  onClose: () => void;
  onSaved: (lot: AdminLotRow) => void;
}

/**
 * Edits a lot. Before its first bid every field may change; after it only the description,
 * and the dialog says why the other fields are locked.
 */
export function LotEditDialog({ lot, onClose, onSaved }: LotEditDialogProps) {
  const locked = lot.bidCount > 0;
  const action = usePendingAction();
  const form = useForm<LotFormValues>({
    resolver: ruleResolver(validateLot),
    defaultValues: {
      name: lot.name,
      description: lot.description,
      startingBid: String(lot.startingBid),
      endingTime: toTurkeyInput(lot.endingTime),
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    let saved: AdminLotRow | null = null;
    const ok = await action.run(async () => {
      const answer = await saveAuction(
        locked
          ? { id: lot.id, description: values.description }
          : {
              id: lot.id,
              name: values.name,
              description: values.description,
              startingBid: Number(values.startingBid.trim()),
              endingTime: fromTurkeyInput(values.endingTime),
            },
      );
      saved = answer.lot;
    });
    if (ok && saved) onSaved(saved);
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={text.editLotTitle}
      width={560}
      data-testid="lot-edit"
      actions={
        <ModalActions>
          <Button $variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button $variant="primary" disabled={action.pending} onClick={() => void submit()}>
            {text.save}
          </Button>
        </ModalActions>
      }
    >
      <Form noValidate onSubmit={(event) => void submit(event)}>
        {locked ? <Notice tone="info">{text.lockedAfterBid}</Notice> : null}
        <TextField
          label={text.name}
          disabled={locked}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={text.lotStartingBid}
          inputMode="numeric"
          disabled={locked}
          error={errors.startingBid?.message}
          {...form.register('startingBid')}
        />
        <TextField
          type="datetime-local"
          label={`${text.lotEnds} (${text.turkeyTime})`}
          disabled={locked}
          error={errors.endingTime?.message}
          {...form.register('endingTime')}
        />
        <TextArea label={text.description} rows={4} {...form.register('description')} />
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      </Form>
    </Modal>
  );
}

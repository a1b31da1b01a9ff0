import type { AdminLotRow } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { reservePrice as reserveTexts } from '@kanat/shared/i18n/lazy';
import { reserveChangeAfterBids, validateReservePrice } from '@kanat/shared/rules';
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
  /** As typed; empty: no reserve. */
  reservePrice: string;
}

/** The reserve as typed: null when empty, NaN when not a whole number. */
function typedReserve(value: string): number | null {
  const trimmed = value.trim().replace(/\./g, '');
  if (trimmed === '') return null;
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function lotRule(lot: AdminLotRow) {
  return (values: LotFormValues) => {
    const end = fromTurkeyInput(values.endingTime);
    const reserve = typedReserve(values.reservePrice);
    const start = Number(values.startingBid.trim());
    const reserveProblem =
      reserve !== null && Number.isNaN(reserve)
        ? reserveTexts.invalid
        : (validateReservePrice(reserve, Number.isNaN(start) ? lot.startingBid : start) ??
          (lot.bidCount > 0 ? reserveChangeAfterBids(lot.reservePrice, reserve) : null));
    return {
      errors: {
        name: values.name.trim() === '' ? text.nameRequired : null,
        startingBid: priceError(values.startingBid),
        endingTime: Number.isNaN(end) ? text.endBeforeStart : null,
        reservePrice: reserveProblem,
      },
    };
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
    resolver: ruleResolver(lotRule(lot)),
    defaultValues: {
      name: lot.name,
      description: lot.description,
      startingBid: String(lot.startingBid),
      endingTime: toTurkeyInput(lot.endingTime),
      reservePrice: lot.reservePrice === null ? '' : String(lot.reservePrice),
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    let saved: AdminLotRow | null = null;
    const ok = await action.run(async () => {
      const answer = await saveAuction(
        locked
          ? {
              id: lot.id,
              description: values.description,
              reservePrice: typedReserve(values.reservePrice),
            }
          : {
              id: lot.id,
              name: values.name,
              description: values.description,
              startingBid: Number(values.startingBid.trim()),
              endingTime: fromTurkeyInput(values.endingTime),
              reservePrice: typedReserve(values.reservePrice),
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
        <TextField
          label={reserveTexts.label}
          hint={reserveTexts.hint}
          inputMode="numeric"
          disabled={lot.status !== 2}
          error={errors.reservePrice?.message}
          {...form.register('reservePrice')}
        />
        <TextArea label={text.description} rows={4} {...form.register('description')} />
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      </Form>
    </Modal>
  );
}

import type { PayoutMarkData, SellerStatementView } from '@kanat/shared/contracts';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorText, FieldRow, FormSection } from '../../../ui';
import { markPayout } from '../api/statements';
import { turkeyToday } from '../statement-words';

type PayoutForm = Omit<PayoutMarkData, 'id'>;

/** 'Ödendi olarak işaretle' (accountants): the day and the transfer's reference. */
export function PayoutMarkForm({
  statement,
  onSaved,
}: {
  statement: SellerStatementView;
  onSaved: (saved: SellerStatementView) => void;
}) {
  const { register, handleSubmit, formState, setError } = useForm<PayoutForm>({
    defaultValues: { paidOn: turkeyToday(), reference: '' },
  });
  const save = useMutation({
    mutationFn: (values: PayoutForm) =>
      markPayout({ id: statement.id, paidOn: values.paidOn, reference: values.reference.trim() }),
    onSuccess: onSaved,
    onError: (error) => setError('reference', { type: 'server', message: errorText(error) }),
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      data-testid="payout-form"
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <FormSection title={t.markPaid}>
        <FieldRow>
          <TextField
            type="date"
            label={t.payoutDay}
            error={errors.paidOn?.message}
            {...register('paidOn', { required: t.dayRequired })}
          />
          <TextField
            label={t.payoutReference}
            maxLength={100}
            error={errors.reference?.message}
            {...register('reference', {
              validate: (value) => value.trim() !== '' || t.payoutReferenceRequired,
            })}
          />
        </FieldRow>
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t.markPaid}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

import type { BuyerStatementView, PaymentRecordData } from '@kanat/shared/contracts';
import { settlementConsole as t } from '@kanat/shared/i18n/lazy';
import { parseKurus } from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { Select, TextField } from '@kanat/shared/ui/controls';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { errorText, FieldRow, FormSection, Notice } from '../../../ui';
import { recordPayment } from '../api/statements';
import { turkeyToday } from '../statement-words';

type PaymentForm = Omit<PaymentRecordData, 'statementId'>;

const methods = [
  { value: 'transfer', label: t.methodTransfer },
  { value: 'cash', label: t.methodCash },
  { value: 'card', label: t.methodCard },
] as const;

/**
 * 'Ödeme kaydet': a payment at the desk against the statement, the amount sent as typed (the
 * server reads it with parseKurus and answers in Turkish, shown by the amount). After a save
 * the focus goes to the notice that says so.
 */
export function PaymentRecordForm({
  statement,
  onSaved,
}: {
  statement: BuyerStatementView;
  onSaved: (saved: BuyerStatementView) => void;
}) {
  const done = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<PaymentForm>({
    defaultValues: { amount: '', method: 'transfer', paidOn: turkeyToday(), note: '' },
  });
  const save = useMutation({
    mutationFn: (values: PaymentForm) => recordPayment({ statementId: statement.id, ...values }),
    onSuccess: (saved, values) => {
      onSaved(saved);
      reset({ ...values, amount: '', note: '' });
      requestAnimationFrame(() => done.current?.focus());
    },
    onError: (error) => setError('amount', { type: 'server', message: errorText(error) }),
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      data-testid="payment-form"
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <FormSection title={t.recordTitle}>
        <FieldRow>
          <TextField
            label={t.amount}
            hint={t.amountHint}
            inputMode="decimal"
            error={errors.amount?.message}
            {...register('amount', {
              validate: (value) => (parseKurus(value) ?? 0) > 0 || t.amountTyped,
            })}
          />
          <Select label={t.method} options={methods} {...register('method')} />
          <TextField
            type="date"
            label={t.paidOn}
            error={errors.paidOn?.message}
            {...register('paidOn', { required: t.dayRequired })}
          />
        </FieldRow>
        <TextField label={t.note} maxLength={500} {...register('note')} />
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t.record}
          </Button>
        </div>
        {save.isSuccess ? (
          <div ref={done} tabIndex={-1}>
            <Notice tone="success">{t.recorded}</Notice>
          </div>
        ) : null}
      </FormSection>
    </form>
  );
}

import type { AdminHallSaleRow } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Checkbox, TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { errorText, FieldRow, FormSection, Notice, PageHeader } from '../../../ui';
import { getHallSale } from '../api/get-sale';
import { saveHallSale } from '../api/save-sale';
import { HALL_ROOT } from '../hall-words';
import {
  fromTurkeyParts,
  initialSaleValues,
  type SaleFormValues,
  validateSaleForm,
} from '../sale-form';

const text = messages.adminHallConsole;

function SaleForm({ sale }: { sale: AdminHallSaleRow | undefined }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<SaleFormValues>({
    resolver: ruleResolver(validateSaleForm),
    defaultValues: initialSaleValues(sale),
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (values: SaleFormValues) =>
      saveHallSale({
        ...(sale === undefined ? {} : { saleId: sale.id }),
        title: values.title.trim(),
        startsAt: fromTurkeyParts(values.date, values.time),
        place: values.place.trim(),
        videoUrl: values.videoUrl.trim() === '' ? null : values.videoUrl.trim(),
        lotsBeforeStart: values.lotsBeforeStart,
      }),
    onSuccess: async ({ saleId }) => {
      await client.invalidateQueries({ queryKey: ['admin-hall-sales'] });
      await client.invalidateQueries({ queryKey: ['admin-hall-sale', saleId] });
      navigate(`${HALL_ROOT}/${saleId}`);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <FormSection title={text.editSale}>
        <TextField label={text.title} error={errors.title?.message} {...form.register('title')} />
        <FieldRow>
          <TextField
            type="date"
            label={text.startsDate}
            error={errors.date?.message}
            {...form.register('date')}
          />
          <TextField
            type="time"
            label={text.startsTime}
            error={errors.time?.message}
            {...form.register('time')}
          />
        </FieldRow>
        <TextField label={text.place} error={errors.place?.message} {...form.register('place')} />
        <TextField
          type="url"
          label={text.videoUrl}
          hint={text.videoHint}
          error={errors.videoUrl?.message}
          {...form.register('videoUrl')}
        />
        <Checkbox label={text.lotsBeforeStart} {...form.register('lotsBeforeStart')} />
      </FormSection>
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      <Button type="submit" $variant="primary" disabled={save.isPending}>
        {text.save}
      </Button>
    </form>
  );
}

/** canli-mezat/yeni and canli-mezat/:id/duzenle. */
export function SaleFormPage() {
  const { id } = useParams();
  const existing = useQuery({
    queryKey: ['admin-hall-sale', id],
    queryFn: () => getHallSale({ saleId: id as string }),
    enabled: id !== undefined,
  });
  if (id === undefined) {
    return (
      <>
        <PageHeader title={text.newSale} back={{ to: HALL_ROOT, label: text.listTitle }} />
        <SaleForm sale={undefined} />
      </>
    );
  }
  if (existing.isPending) return <LoadingBlock />;
  if (existing.isError) return <ErrorState title={errorText(existing.error)} />;
  const { sale } = existing.data;
  return (
    <>
      <PageHeader title={text.editSale} back={{ to: `${HALL_ROOT}/${id}`, label: sale.title }} />
      <SaleForm sale={sale} />
    </>
  );
}

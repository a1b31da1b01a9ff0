import type { AdminPigeonDetail } from '@kanat/shared/contracts';
import { padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { pigeonFacts } from '@kanat/shared/i18n/lazy';
import { PIGEON_COLOUR_MAX_LENGTH, PIGEON_PHOTOS_MAX } from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { Checkbox, Select, TextArea, TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  FieldRow,
  FormSection,
  MultiUploadField,
  Notice,
  notify,
  UploadField,
  usePendingAction,
} from '../../../ui';
import { getNextSerial } from '../api/next-serial';
import { savePigeon } from '../api/save-pigeon';
import { PIGEONS_ROOT } from '../paths';
import { OwnerPicker } from './owner-picker';
import { AuctionsOf } from './pigeon-auctions';
import { formDefaults, formRule, type PigeonFormState, toSaveData } from './pigeon-form-values';

const texts = messages.adminPigeons.form;
const slotOptions = [
  { value: '', label: pigeonFacts.slotOther },
  { value: 'body', label: pigeonFacts.slotBody },
  { value: 'wings', label: pigeonFacts.slotWings },
  { value: 'eye', label: pigeonFacts.slotEye },
  { value: 'tail', label: pigeonFacts.slotTail },
];

/** What one photo shows; a small native select beside the photo's tools. */
const SlotSelect = styled.select`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
`;

const sexOptions = [
  { value: 'unknown', label: texts.sexUnknown },
  { value: 'male', label: texts.sexMale },
  { value: 'female', label: texts.sexFemale },
];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Save = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px 0;
  background: ${({ theme }) => theme.colors.background};

  & > button {
    flex: 0 1 220px;
  }
`;

/** A pigeon's form: a new one (null) or a stored one, saved through `adminPigeonSave`. */
export function PigeonForm({ pigeon }: { pigeon: AdminPigeonDetail | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nextSerial = useQuery({
    queryKey: ['admin', 'pigeons', 'next-serial'],
    queryFn: getNextSerial,
    enabled: pigeon === null,
  });
  const defaults = useMemo(() => formDefaults(pigeon), [pigeon]);
  const { register, control, handleSubmit, formState } = useForm<PigeonFormState>({
    resolver: ruleResolver<PigeonFormState>(formRule),
    defaultValues: defaults,
  });
  const action = usePendingAction();
  const { errors } = formState;
  // The rule names fields by what the server takes; the form holds objects for two of them.
  const fieldError = errors as Record<string, { message?: string } | undefined>;

  const submit = handleSubmit(async (values) => {
    await action.run(async () => {
      const saved = await savePigeon(toSaveData(values, pigeon));
      queryClient.setQueryData(['admin', 'pigeon', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'pigeons'] });
      notify.success(pigeon ? texts.saved : texts.created);
      // An edited pigeon's page re-renders with the stored values (the form is keyed by them).
      if (!pigeon) navigate(`${PIGEONS_ROOT}/${saved.id}`, { replace: true });
    });
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} data-testid="pigeon-form">
      <FormSection title={texts.identity}>
        <FieldRow>
          <TextField
            label={texts.serial}
            inputMode="numeric"
            hint={
              pigeon === null && nextSerial.data !== undefined
                ? fill(texts.serialHint, { next: padSerial(nextSerial.data) })
                : undefined
            }
            error={errors.serial?.message}
            {...register('serial')}
          />
          <TextField
            label={texts.tag}
            hint={texts.tagHint}
            autoCapitalize="characters"
            error={errors.tagNum?.message}
            {...register('tagNum')}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            label={texts.name}
            hint={texts.nameHint}
            maxLength={60}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={texts.state}
            hint={texts.stateHint}
            error={errors.state?.message}
            {...register('state')}
          />
        </FieldRow>
        <FieldRow>
          <Select
            label={texts.sex}
            options={sexOptions}
            error={errors.sex?.message}
            {...register('sex')}
          />
          <TextField
            label={texts.colour}
            hint={texts.colourHint}
            maxLength={PIGEON_COLOUR_MAX_LENGTH}
            error={errors.colour?.message}
            {...register('colour')}
          />
        </FieldRow>
        <Checkbox label={texts.active} {...register('active')} />
        <TextArea
          label={texts.description}
          rows={5}
          error={errors.description?.message}
          {...register('description')}
        />
      </FormSection>
      <FormSection title={texts.owner}>
        <Controller
          control={control}
          name="owner"
          render={({ field }) => (
            <OwnerPicker
              value={field.value}
              onChange={field.onChange}
              error={fieldError.ownerId?.message}
            />
          )}
        />
      </FormSection>
      <FormSection title={texts.photos}>
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <MultiUploadField
              label={texts.photos}
              purpose="pigeon-photo"
              value={field.value}
              onChange={field.onChange}
              max={PIGEON_PHOTOS_MAX}
              hint={texts.photosHint}
              error={fieldError.photoIds?.message}
              itemExtra={(file, position) => (
                <Controller
                  control={control}
                  name={`photoSlots.${file.id}`}
                  render={({ field: slot }) => (
                    <SlotSelect
                      aria-label={`${pigeonFacts.slotLabel}: ${position}`}
                      value={slot.value ?? ''}
                      onChange={(event) => slot.onChange(event.target.value)}
                    >
                      {slotOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </SlotSelect>
                  )}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="pedigree"
          render={({ field }) => (
            <UploadField
              label={texts.pedigree}
              purpose="pedigree"
              accept="image/*,application/pdf"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="dnaCertificate"
          render={({ field }) => (
            <UploadField
              label={texts.dnaCertificate}
              hint={texts.dnaCertificateHint}
              purpose="dna-certificate"
              accept="image/*,application/pdf"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </FormSection>
      {pigeon ? (
        <FormSection title={texts.auctions}>
          <AuctionsOf pigeon={pigeon} />
        </FormSection>
      ) : null}
      {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      <Save>
        <Button
          type="submit"
          $variant="primary"
          disabled={action.pending}
          aria-busy={action.pending}
        >
          {action.pending ? texts.saving : texts.save}
        </Button>
      </Save>
    </Form>
  );
}

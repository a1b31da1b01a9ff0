import type {
  AdminPigeonDetail,
  AdminPigeonPhoto,
  MediaFile,
  OwnerSummary,
  PedigreeFile,
} from '@kanat/shared/contracts';
import { formatMoney, padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { PIGEON_PHOTOS_MAX, validatePigeonForm } from '@kanat/shared/rules';
import { Button, ErrorState, LoadingBlock, PlainList } from '@kanat/shared/ui';
import { Checkbox, TextArea, TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  errorText,
  FieldRow,
  FormSection,
  MultiUploadField,
  Notice,
  notify,
  PageHeader,
  StatusBadge,
  UploadField,
  usePendingAction,
} from '../../../ui';
import { getPigeon } from '../api/get-pigeon';
import { getNextSerial } from '../api/next-serial';
import { savePigeon } from '../api/save-pigeon';
import { PIGEONS_ROOT } from '../paths';
import { OwnerPicker } from './owner-picker';

const texts = messages.adminPigeons.form;

interface PigeonFormState {
  /** As typed; empty: the next free serial. */
  serial: string;
  tagNum: string;
  owner: OwnerSummary | null;
  active: boolean;
  state: string;
  description: string;
  photos: MediaFile[];
  pedigree: MediaFile | null;
}

// The form keeps stored photos in the shape uploads answer, so the upload fields show them
// beside new ones; `id` is what the server takes back (the media id or a seed key).
function photoAsFile(photo: AdminPigeonPhoto): MediaFile {
  return {
    id: photo.key,
    purpose: 'pigeon-photo',
    kind: 'image',
    url: photo.url,
    contentType: 'image/jpeg',
    bytes: 0,
    width: null,
    height: null,
    variants: photo.variants,
  };
}

function pedigreeAsFile(pedigree: PedigreeFile): MediaFile {
  return {
    id: pedigree.id,
    purpose: 'pedigree',
    kind: pedigree.kind,
    url: pedigree.url,
    contentType: pedigree.kind === 'document' ? 'application/pdf' : 'image/jpeg',
    bytes: 0,
    width: null,
    height: null,
    variants: [],
  };
}

function parseSerial(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

function formRule(values: PigeonFormState) {
  return validatePigeonForm({
    serial: parseSerial(values.serial),
    tagNum: values.tagNum,
    ownerId: values.owner?.id ?? '',
    state: values.state,
    description: values.description,
    photoIds: values.photos.map((photo) => photo.id),
  });
}

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

const Lot = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  align-items: center;
`;

const auctionStatus = (status: number) =>
  status === 4
    ? { tone: 'danger' as const, label: texts.auctionCancelled }
    : status === 3
      ? { tone: 'neutral' as const, label: texts.auctionSealed }
      : { tone: 'info' as const, label: texts.auctionOngoing };

function AuctionsOf({ pigeon }: { pigeon: AdminPigeonDetail }) {
  if (pigeon.auctions.length === 0) return <p>{texts.noAuctions}</p>;
  return (
    <PlainList $gap="xs">
      {pigeon.auctions.map((lot) => {
        const status = auctionStatus(lot.status);
        return (
          <Lot key={lot.id}>
            <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
            <span>
              {fill(texts.auctionLine, {
                name: lot.groupName ? `${lot.groupName} / ${lot.name}` : lot.name,
                amount: formatMoney(lot.currentAmount),
                bids: lot.bidCount,
              })}
            </span>
          </Lot>
        );
      })}
    </PlainList>
  );
}

function PigeonForm({ pigeon }: { pigeon: AdminPigeonDetail | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nextSerial = useQuery({
    queryKey: ['admin', 'pigeons', 'next-serial'],
    queryFn: getNextSerial,
    enabled: pigeon === null,
  });
  const defaults = useMemo<PigeonFormState>(
    () => ({
      serial: pigeon ? String(pigeon.serial) : '',
      tagNum: pigeon?.tagNum ?? '',
      owner: pigeon?.owner ?? null,
      active: pigeon?.active ?? true,
      state: pigeon?.state ?? '',
      description: pigeon?.description ?? '',
      photos: pigeon?.photos.map(photoAsFile) ?? [],
      pedigree: pigeon?.pedigree ? pedigreeAsFile(pigeon.pedigree) : null,
    }),
    [pigeon],
  );
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
      const saved = await savePigeon({
        ...(pigeon ? { id: pigeon.id } : {}),
        serial: parseSerial(values.serial),
        tagNum: values.tagNum,
        ownerId: values.owner?.id ?? '',
        active: values.active,
        state: values.state,
        description: values.description,
        photoIds: values.photos.map((photo) => photo.id),
        pedigreeId: values.pedigree?.id ?? null,
      });
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
            label={texts.state}
            hint={texts.stateHint}
            error={errors.state?.message}
            {...register('state')}
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

const back = { to: PIGEONS_ROOT, label: texts.back };

/** `guvercinler/yeni`: a new pigeon. */
export function NewPigeonPage() {
  return (
    <section>
      <PageHeader title={texts.newTitle} back={back} />
      <PigeonForm pigeon={null} />
    </section>
  );
}

/** `guvercinler/:id`: edit a pigeon. */
export function EditPigeonPage() {
  const { id = '' } = useParams();
  const pigeonId = Number(id);
  const query = useQuery({
    queryKey: ['admin', 'pigeon', pigeonId],
    queryFn: () => getPigeon(pigeonId),
    enabled: Number.isInteger(pigeonId) && pigeonId > 0,
  });
  if (!Number.isInteger(pigeonId) || pigeonId <= 0) {
    return <ErrorState title={texts.notFound} />;
  }
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <ErrorState
        title={texts.loadFailed}
        description={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const pigeon = query.data;
  return (
    <section>
      <PageHeader
        title={fill(texts.editTitle, { serial: padSerial(pigeon.serial) })}
        description={
          pigeon.pedigree ? (
            <a href={pigeon.pedigree.url} target="_blank" rel="noopener noreferrer">
              {texts.pedigreeOpen}
            </a>
          ) : undefined
        }
        back={back}
      />
      <PigeonForm key={pigeon.updatedAt} pigeon={pigeon} />
    </section>
  );
}

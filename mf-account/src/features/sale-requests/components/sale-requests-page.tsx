import { isApiError, serverMessage } from '@kanat/shared/api';
import type { MediaFile, SaleRequestStatusName, SaleRequestView } from '@kanat/shared/contracts';
import { toast } from '@kanat/shared/events';
import { formatDate, formatMoney, padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { raceResults } from '@kanat/shared/i18n/lazy';
import {
  emptyRaceResultInput,
  RACE_RESULTS_MAX,
  type RaceField,
  type RaceResultInput,
  SALE_REQUEST_PHOTOS_MAX,
  SALE_REQUEST_PHOTOS_MIN,
  validateRaceResults,
  validateSaleRequestForm,
} from '@kanat/shared/rules';
import { Button, ErrorState, LoadingBlock, PlainList } from '@kanat/shared/ui';
import { RaceResultRows, TextArea, TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { createSaleRequest } from '../api/create-sale-request';
import { getMySaleRequests } from '../api/my-sale-requests';
import { PhotoPicker } from './photo-picker';

const texts = messages.saleRequests.member;
const statuses = messages.saleRequests.statuses;
const queryKey = ['account', 'sale-requests'];

const statusColor: Record<SaleRequestStatusName, 'accentStrong' | 'success' | 'danger'> = {
  pending: 'accentStrong',
  accepted: 'success',
  rejected: 'danger',
};

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const FormTitle = styled.h3`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  & img {
    width: 72px;
    height: 54px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  & p {
    margin: 0;
  }
`;

const Status = styled.strong<{ $color: 'accentStrong' | 'success' | 'danger' }>`
  color: ${({ theme, $color }) => theme.colors[$color]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

interface FormValues {
  tagNum: string;
  state: string;
  description: string;
  /** As typed. */
  wishedPrice: string;
  photos: MediaFile[];
}

const Races = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

type RaceProblems = Partial<Record<RaceField, string>>[];

/** The per-row problems a refusal of the server carries (`details.rows`), or null. */
function raceProblemsOf(error: unknown): RaceProblems | null {
  if (!isApiError(error)) return null;
  const rows = (error.details as { rows?: unknown } | null | undefined)?.rows;
  return Array.isArray(rows) ? (rows as RaceProblems) : null;
}

const toNumber = (text: string): number | null =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;

const rule = (values: FormValues) =>
  validateSaleRequestForm({
    tagNum: values.tagNum,
    state: values.state,
    description: values.description,
    wishedPrice: toNumber(values.wishedPrice),
    photoIds: values.photos.map((photo) => photo.id),
  });

function RequestForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<FormValues>({
    resolver: ruleResolver<FormValues>(rule),
    defaultValues: { tagNum: '', state: '', description: '', wishedPrice: '', photos: [] },
  });
  const { errors, isSubmitting } = formState;
  const photoError = (errors as Record<string, { message?: string } | undefined>).photoIds;
  const [races, setRaces] = useState<RaceResultInput[]>([]);
  const [raceProblems, setRaceProblems] = useState<RaceProblems>([]);
  const changeRace = (index: number, field: RaceField, value: string) =>
    setRaces((current) =>
      current.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
    );
  const removeRace = (index: number) => {
    setRaces((current) => current.filter((_, i) => i !== index));
    setRaceProblems((current) => current.filter((_, i) => i !== index));
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const checked = validateRaceResults(races);
    if (!checked.ok) {
      setRaceProblems(checked.rows);
      setFailure(checked.message);
      return;
    }
    setRaceProblems([]);
    try {
      await createSaleRequest({
        tagNum: values.tagNum,
        state: values.state,
        description: values.description,
        wishedPrice: toNumber(values.wishedPrice) ?? 0,
        photoIds: values.photos.map((photo) => photo.id),
        races,
      });
      await queryClient.invalidateQueries({ queryKey });
      toast(texts.sent, 'green');
      onDone();
    } catch (error) {
      setRaceProblems(raceProblemsOf(error) ?? []);
      setFailure(serverMessage(error, messages.common.networkError));
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={texts.formTitle}>
      <FormTitle>{texts.formTitle}</FormTitle>
      <TextField
        label={texts.tag}
        hint={texts.tagHint}
        autoCapitalize="characters"
        error={errors.tagNum?.message}
        {...register('tagNum')}
      />
      <TextField
        label={texts.state}
        hint={texts.stateHint}
        error={errors.state?.message}
        {...register('state')}
      />
      <TextField
        label={texts.wishedPrice}
        inputMode="numeric"
        error={errors.wishedPrice?.message}
        {...register('wishedPrice')}
      />
      <TextArea
        label={texts.description}
        hint={texts.descriptionHint}
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="photos"
        render={({ field }) => (
          <PhotoPicker
            label={fill(texts.photos, {
              min: SALE_REQUEST_PHOTOS_MIN,
              max: SALE_REQUEST_PHOTOS_MAX,
            })}
            value={field.value}
            onChange={field.onChange}
            max={SALE_REQUEST_PHOTOS_MAX}
            error={photoError?.message}
          />
        )}
      />
      <Races data-testid="sale-request-races">
        <legend>{raceResults.requestTitle}</legend>
        <Muted>{raceResults.requestHint}</Muted>
        <RaceResultRows
          rows={races}
          problems={raceProblems}
          onChange={changeRace}
          onRemove={removeRace}
        />
        <div>
          <Button
            type="button"
            $variant="secondary"
            disabled={races.length >= RACE_RESULTS_MAX}
            onClick={() => setRaces((current) => [...current, { ...emptyRaceResultInput }])}
          >
            {raceResults.add}
          </Button>
        </div>
      </Races>
      {failure ? <Problem role="alert">{failure}</Problem> : null}
      <Actions>
        <Button type="submit" $variant="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? texts.sending : texts.send}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {texts.cancel}
        </Button>
      </Actions>
    </Form>
  );
}

function RequestItem({ request }: { request: SaleRequestView }) {
  const cover = request.photos[0];
  return (
    <Item data-testid="my-sale-request">
      {cover ? <img src={cover.thumbUrl} alt={request.tagNum} /> : <span />}
      <div>
        <p>
          <strong>{request.tagNum}</strong> · {request.state} ·{' '}
          <Status $color={statusColor[request.status]}>{statuses[request.status]}</Status>
        </p>
        <Muted>
          {fill(texts.sentOn, { date: formatDate(request.createdAt) })} ·{' '}
          {fill(texts.wishedPriceLine, { price: formatMoney(request.wishedPrice) })} ·{' '}
          {fill(texts.photoCount, { count: request.photos.length })}
          {request.races.length > 0
            ? ` · ${fill(raceResults.requestCount, { count: request.races.length })}`
            : null}
        </Muted>
        {request.status === 'rejected' && request.reason ? (
          <p>{fill(texts.reason, { reason: request.reason })}</p>
        ) : null}
        {request.pigeonSerial !== null ? (
          <p>{fill(texts.pigeonSerial, { serial: padSerial(request.pigeonSerial) })}</p>
        ) : null}
      </div>
    </Item>
  );
}

/** `/hesabim/satis-talepleri`: the member's sale requests and the form for a new one. */
export function SaleRequestsPage() {
  const [creating, setCreating] = useState(false);
  const query = useQuery({ queryKey, queryFn: getMySaleRequests });
  return (
    <div>
      <Intro>{texts.intro}</Intro>
      {creating ? (
        <RequestForm onDone={() => setCreating(false)} />
      ) : (
        <Actions>
          <Button $variant="primary" onClick={() => setCreating(true)}>
            {texts.create}
          </Button>
        </Actions>
      )}
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorState title={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Muted>{texts.empty}</Muted>
      ) : (
        <PlainList>
          {query.data.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </PlainList>
      )}
    </div>
  );
}

import type { AdminGroupDetail, MediaFile } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { groupPublishState } from '@kanat/shared/rules';
import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Checkbox, Select, TextArea, TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  errorText,
  FieldRow,
  FormSection,
  Notice,
  PageHeader,
  PublishChoice,
  UploadField,
} from '../../../ui';
import { getGroup } from '../api/get-group';
import { listGroups } from '../api/list-groups';
import { saveGroup } from '../api/save-group';
import {
  fromTurkeyInput,
  type GroupFormValues,
  publishOf,
  staggerSecondsOf,
  toTurkeyInput,
  validateGroupForm,
} from '../group-rules';

const text = messages.adminAuctions;
const hour = 60 * 60 * 1000;

/** The photo the group has now, shaped as the upload field shows files. */
function currentPhoto(group: AdminGroupDetail['group']): MediaFile | null {
  if (group.photo === null) return null;
  return {
    id: group.photoId ?? `mevcut-${group.id}`,
    purpose: 'group-photo',
    kind: 'image',
    url: group.photo,
    contentType: 'image/jpeg',
    bytes: 0,
    width: null,
    height: null,
    variants: [],
  };
}

function initialValues(group: AdminGroupDetail['group'] | undefined): GroupFormValues {
  const now = Date.now();
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    kind: group === undefined || group.isFinalContainer ? 'final' : 'nested',
    startedOn: toTurkeyInput(group?.startedOn ?? now),
    endingTime: toTurkeyInput(group?.endingTime ?? now + 7 * 24 * hour),
    staggerMinutes:
      group?.staggerSeconds === null || group?.staggerSeconds === undefined
        ? ''
        : String(Math.round(group.staggerSeconds / 60)),
    publishMode: publishModeOf(group, now),
    publishAt:
      group?.publishOn !== null && group?.publishOn !== undefined && group.publishOn > now
        ? toTurkeyInput(group.publishOn)
        : '',
    lotsBeforeStart: group?.lotsBeforeStart ?? true,
  };
}

/** A new group starts as 'now'; a saved one shows what it is. */
function publishModeOf(
  group: AdminGroupDetail['group'] | undefined,
  now: number,
): GroupFormValues['publishMode'] {
  if (group === undefined) return 'now';
  const state = groupPublishState(group.publishOn, now);
  return state === 'draft' ? 'draft' : state === 'scheduled' ? 'later' : 'now';
}

function GroupForm({
  group,
  parentId,
}: {
  group: AdminGroupDetail['group'] | undefined;
  parentId: string;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const initialPhoto = group === undefined ? null : currentPhoto(group);
  const [photo, setPhoto] = useState<MediaFile | null>(initialPhoto);
  const form = useForm<GroupFormValues>({
    resolver: ruleResolver(validateGroupForm),
    defaultValues: initialValues(group),
  });
  const errors = form.formState.errors;
  const publishMode = form.watch('publishMode');
  // A group already on the site keeps its publish time when saved with this choice.
  const onSite =
    group !== undefined && groupPublishState(group.publishOn, Date.now()) === 'published';

  const save = useMutation({
    mutationFn: (values: GroupFormValues) =>
      saveGroup({
        ...(group === undefined ? {} : { id: group.id }),
        parentId,
        name: values.name.trim(),
        description: values.description.trim(),
        keepPhoto: photo !== null && photo === initialPhoto,
        photoId:
          photo === null ? null : photo === initialPhoto ? (group?.photoId ?? null) : photo.id,
        isFinalContainer: values.kind === 'final',
        startedOn: fromTurkeyInput(values.startedOn),
        endingTime: fromTurkeyInput(values.endingTime),
        staggerSeconds: staggerSecondsOf(values.staggerMinutes),
        publish: publishOf(values),
        lotsBeforeStart: values.lotsBeforeStart,
      }),
    onSuccess: async ({ id }) => {
      await client.invalidateQueries({ queryKey: ['admin-groups'] });
      await client.invalidateQueries({ queryKey: ['admin-group', id] });
      navigate(`/yonetim/gruplar/${id}`);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <FormSection title={text.name}>
        <TextField label={text.name} error={errors.name?.message} {...form.register('name')} />
        <TextArea label={text.description} rows={4} {...form.register('description')} />
        <Select
          label={text.kind}
          options={[
            { value: 'final', label: text.kindFinal },
            { value: 'nested', label: text.kindNested },
          ]}
          {...form.register('kind')}
        />
        <UploadField label={text.photo} purpose="group-photo" value={photo} onChange={setPhoto} />
      </FormSection>
      <FormSection title={`${text.startedOn} / ${text.endingTime}`} description={text.turkeyTime}>
        <FieldRow>
          <TextField
            type="datetime-local"
            label={`${text.startedOn} (${text.turkeyTime})`}
            error={errors.startedOn?.message}
            {...form.register('startedOn')}
          />
          <TextField
            type="datetime-local"
            label={`${text.endingTime} (${text.turkeyTime})`}
            error={errors.endingTime?.message}
            {...form.register('endingTime')}
          />
        </FieldRow>
        <TextField
          label={text.stagger}
          hint={text.staggerHint}
          inputMode="numeric"
          error={errors.staggerMinutes?.message}
          {...form.register('staggerMinutes')}
        />
      </FormSection>
      <FormSection title={text.publish} description={text.publishHint}>
        <PublishChoice
          legend={text.publish}
          options={[
            { value: 'now', label: onSite ? text.publishKeep : text.publishNow },
            { value: 'later', label: text.publishAt },
            { value: 'draft', label: text.publishDraft },
          ]}
          mode={form.register('publishMode')}
          showTime={publishMode === 'later'}
          time={{
            label: `${text.publishOn} (${text.turkeyTime})`,
            error: errors.publishAt?.message,
            field: form.register('publishAt'),
          }}
        />
        {form.watch('kind') === 'final' ? (
          <Checkbox label={text.lotsBeforeStart} {...form.register('lotsBeforeStart')} />
        ) : null}
      </FormSection>
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      <Button type="submit" $variant="primary" disabled={save.isPending}>
        {text.save}
      </Button>
    </form>
  );
}

/** gruplar/yeni (under `?ust=`) and gruplar/:id/duzenle. */
export function GroupFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const existing = useQuery({
    queryKey: ['admin-group', id],
    queryFn: () => getGroup({ id: id as string }),
    enabled: id !== undefined,
  });
  const roots = useQuery({
    queryKey: ['admin-groups', 'roots'],
    queryFn: () => listGroups({}),
    enabled: id === undefined && !params.get('ust'),
  });

  if (id !== undefined) {
    if (existing.isPending) return <LoadingBlock />;
    if (existing.isError) return <ErrorState title={errorText(existing.error)} />;
    const group = existing.data.group;
    return (
      <>
        <PageHeader
          title={text.editGroup}
          back={{ to: `/yonetim/gruplar/${id}`, label: group.name }}
        />
        <GroupForm group={group} parentId={group.parentId ?? ''} />
      </>
    );
  }
  const parentId = params.get('ust') ?? roots.data?.roots.vitrineId ?? null;
  if (parentId === null) return roots.isError ? <ErrorState /> : <LoadingBlock />;
  return (
    <>
      <PageHeader
        title={text.newGroup}
        back={{ to: `/yonetim/gruplar?ust=${parentId}`, label: text.groupsTitle }}
      />
      <GroupForm group={undefined} parentId={parentId} />
    </>
  );
}

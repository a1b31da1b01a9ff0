import type { AdminNewsItem, AdminNewsSaveData, MediaFile } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { NEWS_TITLE_MAX } from '@kanat/shared/rules';
import { AnchorButton, Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { ruleResolver } from '@kanat/shared/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ButtonRow,
  ConfirmDialog,
  FormSection,
  Notice,
  notify,
  PageHeader,
  PublishChoice,
  UploadField,
  usePendingAction,
} from '../../../ui';
import { RichTextEditor } from '../../../ui/rich-text';
import { fromTurkeyInput, toTurkeyInput } from '../../../ui/turkey-time';
import { deleteNews } from '../api/delete-news';
import { getNews } from '../api/get-news';
import { saveNews } from '../api/save-news';
import { unpublishNews } from '../api/unpublish-news';
import { currentPicture, type NewsFormValues, newsFormRule } from '../news-form';
import { NewsPreview } from './news-preview';
import { NewsStatusBadge } from './news-status-badge';

const texts = messages.adminContent.news;
const timeZoneText = messages.adminAuctions.turkeyTime;

const emptyForm: NewsFormValues = { title: '', html: '', mode: 'now', publishAt: '' };

function NewsForm({ item }: { item: AdminNewsItem | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSite = item?.status === 'published';
  const [picture, setPicture] = useState<MediaFile | null>(item ? currentPicture(item) : null);
  const [pictureChanged, setPictureChanged] = useState(false);
  const [preview, setPreview] = useState(false);
  const [asking, setAsking] = useState<'unpublish' | 'delete' | null>(null);
  const save = usePendingAction();

  const form = useForm<NewsFormValues>({
    resolver: ruleResolver((values: NewsFormValues) => newsFormRule(values)),
    defaultValues: item
      ? {
          title: item.title,
          html: item.html,
          mode: item.status === 'draft' ? 'draft' : item.status === 'scheduled' ? 'later' : 'keep',
          publishAt: item.status === 'scheduled' ? toTurkeyInput(item.publishAt) : '',
        }
      : emptyForm,
  });
  const { register, control, handleSubmit, watch, formState } = form;
  const mode = watch('mode');

  const refresh = async (saved: AdminNewsItem) => {
    queryClient.setQueryData(['admin', 'news', 'item', saved.id], saved);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'news'] });
  };

  const submit = handleSubmit(async (values) => {
    const data: AdminNewsSaveData = {
      ...(item ? { id: item.id } : {}),
      title: values.title,
      html: values.html,
      status: values.mode === 'draft' ? 'draft' : 'published',
      ...(values.mode === 'later' ? { publishAt: fromTurkeyInput(values.publishAt) } : {}),
      ...(pictureChanged ? { pictureId: picture?.id ?? null } : {}),
    };
    let saved: AdminNewsItem | null = null;
    const done = await save.run(async () => {
      saved = await saveNews(data);
    });
    if (!done || saved === null) return;
    const stored: AdminNewsItem = saved;
    notify.success(texts.saved);
    setPictureChanged(false);
    await refresh(stored);
    if (!item) navigate(`../${stored.id}`, { relative: 'path', replace: true });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="news-form">
      <PageHeader
        back={{ to: '..', label: texts.back }}
        title={item ? texts.editTitle : texts.newTitle}
        description={
          item ? (
            <>
              <NewsStatusBadge status={item.status} />{' '}
              {item.status === 'scheduled'
                ? fill(texts.scheduledFor, { date: formatDateTime(item.publishAt) })
                : null}
            </>
          ) : undefined
        }
        actions={
          item && item.status === 'published' ? (
            <AnchorButton
              $variant="secondary"
              href={`/haberler/${item.id}`}
              target="_blank"
              rel="noopener"
            >
              {texts.viewOnSite}
            </AnchorButton>
          ) : undefined
        }
      />
      <FormSection title={texts.titleLabel}>
        <TextField
          label={texts.titleLabel}
          maxLength={NEWS_TITLE_MAX}
          error={formState.errors.title?.message}
          {...register('title')}
        />
        <UploadField
          label={texts.pictureLabel}
          purpose="news-picture"
          hint={texts.pictureHint}
          value={picture}
          onChange={(file) => {
            setPicture(file);
            setPictureChanged(true);
          }}
        />
        <Controller
          control={control}
          name="html"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={texts.bodyLabel}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <FormSection title={texts.publishLegend}>
        <PublishChoice
          legend={texts.publishLegend}
          options={[
            ...(onSite ? [{ value: 'keep', label: texts.keepPublished }] : []),
            { value: 'now', label: texts.publishNow },
            { value: 'later', label: texts.publishLater },
            { value: 'draft', label: texts.saveDraft },
          ]}
          mode={register('mode')}
          showTime={mode === 'later'}
          time={{
            label: `${texts.publishAtLabel} (${timeZoneText})`,
            error: formState.errors.publishAt?.message,
            field: register('publishAt'),
          }}
        />
        {save.error ? <Notice tone="error">{save.error}</Notice> : null}
        <ButtonRow>
          <Button type="submit" disabled={save.pending} aria-busy={save.pending}>
            {save.pending ? texts.saving : texts.save}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setPreview(true)}>
            {texts.preview}
          </Button>
          {item && item.status !== 'draft' ? (
            <Button type="button" $variant="secondary" onClick={() => setAsking('unpublish')}>
              {texts.unpublish}
            </Button>
          ) : null}
          {item ? (
            <Button type="button" $variant="danger" onClick={() => setAsking('delete')}>
              {texts.delete}
            </Button>
          ) : null}
        </ButtonRow>
      </FormSection>
      <NewsPreview
        open={preview}
        onClose={() => setPreview(false)}
        title={watch('title')}
        html={watch('html')}
        picture={picture?.url ?? null}
        publishAt={
          mode === 'later' && watch('publishAt')
            ? fromTurkeyInput(watch('publishAt'))
            : (item?.publishAt ?? Date.now())
        }
      />
      {item ? (
        <>
          <ConfirmDialog
            open={asking === 'unpublish'}
            title={texts.unpublish}
            confirmLabel={texts.unpublish}
            onClose={() => setAsking(null)}
            onConfirm={async () => {
              const saved = await unpublishNews(item.id);
              notify.success(texts.unpublished);
              form.setValue('mode', 'draft');
              await refresh(saved);
            }}
          >
            {texts.unpublishConfirm}
          </ConfirmDialog>
          <ConfirmDialog
            open={asking === 'delete'}
            title={texts.deleteTitle}
            confirmLabel={texts.delete}
            tone="danger"
            onClose={() => setAsking(null)}
            onConfirm={async () => {
              await deleteNews(item.id);
              notify.success(texts.deleted);
              queryClient.removeQueries({ queryKey: ['admin', 'news', 'item', item.id] });
              await queryClient.invalidateQueries({ queryKey: ['admin', 'news'] });
              navigate('..', { relative: 'path' });
            }}
          >
            {fill(texts.deleteConfirm, { title: item.title })}
          </ConfirmDialog>
        </>
      ) : null}
    </form>
  );
}

/** /yonetim/haberler/yeni and /yonetim/haberler/:id. */
export function NewsEditPage() {
  const { id } = useParams();
  const query = useQuery({
    queryKey: ['admin', 'news', 'item', id],
    queryFn: () => getNews(id as string),
    enabled: id !== undefined,
    // The form is the editor's work in progress: a read in the background (the window focused
    // again, the network back) must not start it again from the stored text.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (id === undefined) return <NewsForm item={null} />;
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return <ErrorState title={texts.notFound} onRetry={() => void query.refetch()} />;
  }
  // A saved item comes back with its new time: the form starts again from it. A scheduled item
  // that goes on the site by itself only changes its badge: the text being written stays.
  const { data } = query;
  return <NewsForm key={`${data.id}:${data.updatedOn}`} item={data} />;
}

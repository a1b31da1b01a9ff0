import type { GalleryPhoto, MediaFile } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { GALLERY_TITLE_MAX } from '@kanat/shared/rules';
import { Button, PlainList } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import {
  ButtonRow,
  ConfirmDialog,
  FormSection,
  MultiUploadField,
  Notice,
  notify,
  PagedView,
  PageHeader,
  usePendingAction,
} from '../../../ui';
import { addPhotos } from '../api/add-photos';
import { captionPhoto } from '../api/caption-photo';
import { deletePhoto } from '../api/delete-photo';
import { listPhotos } from '../api/list-photos';

const texts = messages.adminContent.gallery;
const listKey = ['admin', 'gallery'] as const;

const Grid = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

function UploadSection() {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<MediaFile[]>([]);
  const [captions, setCaptions] = useState<Record<string, string>>({});
  const adding = usePendingAction();

  const add = async () => {
    const ok = await adding.run(async () => {
      await addPhotos(files.map((file) => ({ photoId: file.id, title: captions[file.id] ?? '' })));
    });
    if (!ok) return;
    notify.success(fill(texts.added, { count: files.length }));
    setFiles([]);
    setCaptions({});
    await queryClient.invalidateQueries({ queryKey: listKey });
  };

  return (
    <FormSection title={texts.uploadLegend}>
      <MultiUploadField
        label={texts.uploadLabel}
        purpose="gallery"
        hint={texts.uploadHint}
        value={files}
        onChange={setFiles}
      />
      {files.map((file, index) => (
        <TextField
          key={file.id}
          label={fill(texts.captionLabel, { index: index + 1 })}
          maxLength={GALLERY_TITLE_MAX}
          value={captions[file.id] ?? ''}
          onChange={(event) => setCaptions({ ...captions, [file.id]: event.target.value })}
        />
      ))}
      {adding.error ? <Notice tone="error">{adding.error}</Notice> : null}
      <Button
        disabled={files.length === 0 || adding.pending}
        aria-busy={adding.pending}
        onClick={() => void add()}
      >
        {texts.add}
      </Button>
    </FormSection>
  );
}

function PhotoTile({ photo, onDelete }: { photo: GalleryPhoto; onDelete: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(photo.title);
  const saving = usePendingAction();
  const name = photo.title || texts.untitled;
  const save = async () => {
    if (await saving.run(() => captionPhoto(photo.id, title))) {
      notify.success(texts.captionSaved);
      await queryClient.invalidateQueries({ queryKey: listKey });
    }
  };
  return (
    <Tile data-testid="gallery-tile">
      <img src={photo.thumb} srcSet={photo.srcset} sizes="240px" alt={name} loading="lazy" />
      <TextField
        label={fill(texts.captionOf, { title: name })}
        maxLength={GALLERY_TITLE_MAX}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      {saving.error ? <Notice tone="error">{saving.error}</Notice> : null}
      <ButtonRow $gap="xs">
        <Button
          $variant="secondary"
          $size="sm"
          disabled={saving.pending || title === photo.title}
          aria-label={`${texts.saveCaption}: ${name}`}
          onClick={() => void save()}
        >
          {texts.saveCaption}
        </Button>
        <Button
          $variant="ghost"
          $size="sm"
          aria-label={`${texts.delete}: ${name}`}
          onClick={onDelete}
        >
          {texts.delete}
        </Button>
      </ButtonRow>
    </Tile>
  );
}

function PhotoGrid() {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<GalleryPhoto | null>(null);
  const query = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => listPhotos(pageParam),
    initialPageParam: 0 as number | string,
    getNextPageParam: (page) => page.p ?? undefined,
  });
  const photos = query.data?.pages.flatMap((page) => page.r) ?? [];
  return (
    <FormSection title={texts.photosLegend}>
      <PagedView
        query={query}
        failedTitle={texts.loadFailed}
        moreLabel={texts.more}
        rowCount={photos.length}
      >
        {photos.length === 0 ? <p>{texts.empty}</p> : null}
        <Grid $gap="md">
          {photos.map((photo) => (
            <PhotoTile
              key={`${photo.id}:${photo.title}`}
              photo={photo}
              onDelete={() => setDeleting(photo)}
            />
          ))}
        </Grid>
      </PagedView>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        confirmLabel={texts.delete}
        tone="danger"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting === null) return;
          await deletePhoto(deleting.id);
          notify.success(texts.deleted);
          await queryClient.invalidateQueries({ queryKey: listKey });
        }}
      >
        {deleting ? (
          <>
            <strong>{deleting.title || texts.untitled}</strong> — {texts.deleteConfirm}
          </>
        ) : null}
      </ConfirmDialog>
    </FormSection>
  );
}

/** /yonetim/galeri: upload several photos with captions; edit captions; delete. */
export function GalleryPage() {
  return (
    <section data-testid="admin-gallery-page">
      <PageHeader title={texts.title} description={texts.description} />
      <UploadSection />
      <PhotoGrid />
    </section>
  );
}

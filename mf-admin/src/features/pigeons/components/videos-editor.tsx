import type { AdminPigeonDetail, PigeonVideo } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { pigeonVideos as texts } from '@kanat/shared/i18n/lazy';
import {
  PIGEON_VIDEOS_MAX,
  type PigeonVideoInput,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  validatePigeonVideos,
  videoFileProblem,
} from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { TextField } from '@kanat/shared/ui/controls';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { errorText, FormSection, Notice, notify, usePendingAction } from '../../../ui';
import { saveVideos, uploadVideo } from '../api/save-videos';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: start;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }

  img,
  video {
    display: block;
    width: 160px;
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: end;
`;

const FileLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** A row of the list: what is stored (or just uploaded) and what staff typed. */
type Row =
  | { kind: 'file'; video: Extract<PigeonVideo, { kind: 'file' }>; caption: string }
  | { kind: 'youtube'; link: string; caption: string };

const rowOf = (video: PigeonVideo): Row =>
  video.kind === 'file'
    ? { kind: 'file', video, caption: video.caption }
    : {
        kind: 'youtube',
        link: `https://www.youtube.com/watch?v=${video.youTubeId}`,
        caption: video.caption,
      };

const inputOf = (row: Row): PigeonVideoInput =>
  row.kind === 'file'
    ? { kind: 'file', mediaId: row.video.mediaId, caption: row.caption }
    : { kind: 'youtube', link: row.link, caption: row.caption };

const keyOf = (row: Row, index: number) =>
  row.kind === 'file' ? row.video.mediaId : `youtube-${index}`;

/**
 * A pigeon's videos on its console page: upload an MP4 (its size checked here first, the rest
 * by the server, which answers with the poster it made) or paste a YouTube link, order them,
 * caption them, and save the list.
 */
export function VideosEditor({ pigeon }: { pigeon: AdminPigeonDetail }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [rows, setRows] = useState<Row[]>(() => pigeon.videos.map(rowOf));
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ index: number | null; message: string } | null>(null);
  const action = usePendingAction();
  const full = rows.length >= PIGEON_VIDEOS_MAX;

  const change = (index: number, next: Partial<{ caption: string; link: string }>) =>
    setRows((current) =>
      current.map((row, i) => (i === index ? ({ ...row, ...next } as Row) : row)),
    );
  const remove = (index: number) => setRows((current) => current.filter((_, i) => i !== index));
  const moveUp = (index: number) =>
    setRows((current) => {
      const next = [...current];
      [next[index - 1], next[index]] = [next[index] as Row, next[index - 1] as Row];
      return next;
    });

  const upload = async (file: File | undefined) => {
    if (file === undefined) return;
    setUploadError(null);
    const problem = videoFileProblem(file.size);
    if (problem !== null) {
      setUploadError(problem);
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadVideo(file);
      setRows((current) => [
        ...current,
        {
          kind: 'file',
          video: {
            kind: 'file',
            mediaId: stored.id,
            url: stored.url,
            poster: stored.variants,
            width: stored.width,
            height: stored.height,
            durationMs: stored.durationMs,
            caption: '',
          },
          caption: '',
        },
      ]);
    } catch (failure) {
      setUploadError(errorText(failure));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePigeonVideos(rows.map(inputOf));
    if (!checked.ok) {
      setRowError({ index: checked.index, message: checked.message });
      return;
    }
    setRowError(null);
    await action.run(async () => {
      const videos = await saveVideos({ pigeonId: pigeon.id, videos: rows.map(inputOf) });
      queryClient.setQueryData<AdminPigeonDetail>(['admin', 'pigeon', pigeon.id], (stored) =>
        stored ? { ...stored, videos } : stored,
      );
      setRows(videos.map(rowOf));
      notify.success(texts.saved);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="pigeon-videos-editor">
      <FormSection
        title={texts.title}
        description={fill(texts.uploadHint, {
          mb: VIDEO_MAX_BYTES / 1024 / 1024,
          seconds: VIDEO_MAX_SECONDS,
        })}
      >
        {rows.length === 0 ? <p>{texts.none}</p> : null}
        <List>
          {rows.map((row, index) => (
            <Item key={keyOf(row, index)} data-testid="pigeon-video-row">
              {row.kind === 'file' ? (
                // biome-ignore lint/a11y/useMediaCaption: a pigeon's video has no speech; its caption below says what it shows
                <video
                  src={row.video.url}
                  poster={row.video.poster[0]?.url}
                  controls
                  preload="none"
                  width={160}
                  aria-label={fill(texts.fileVideo, {
                    seconds: Math.round(row.video.durationMs / 1000),
                  })}
                />
              ) : (
                <span>{texts.youTubeVideo}</span>
              )}
              <div>
                {row.kind === 'youtube' ? (
                  <TextField
                    label={texts.youTube}
                    type="url"
                    inputMode="url"
                    value={row.link}
                    error={rowError?.index === index ? rowError.message : undefined}
                    onChange={(event) => change(index, { link: event.target.value })}
                  />
                ) : (
                  <p>
                    {fill(texts.fileVideo, { seconds: Math.round(row.video.durationMs / 1000) })}
                  </p>
                )}
                <TextField
                  label={texts.caption}
                  value={row.caption}
                  error={
                    row.kind === 'file' && rowError?.index === index ? rowError.message : undefined
                  }
                  onChange={(event) => change(index, { caption: event.target.value })}
                />
                <Actions>
                  {index > 0 ? (
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      onClick={() => moveUp(index)}
                    >
                      {texts.moveUp}
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="sm"
                    onClick={() => remove(index)}
                  >
                    {texts.remove}
                  </Button>
                </Actions>
              </div>
            </Item>
          ))}
        </List>
        <Actions>
          <FileLabel htmlFor={inputId}>
            {texts.upload}
            <input
              id={inputId}
              type="file"
              accept="video/mp4,.mp4"
              disabled={uploading || full}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </FileLabel>
          <Button
            type="button"
            $variant="secondary"
            disabled={full}
            onClick={() =>
              setRows((current) => [...current, { kind: 'youtube', link: '', caption: '' }])
            }
          >
            {texts.addYouTube}
          </Button>
        </Actions>
        {uploading ? <Notice tone="info">{texts.uploading}</Notice> : null}
        {uploadError ? (
          <Notice tone="error" data-testid="video-upload-error">
            {uploadError}
          </Notice>
        ) : null}
        {rowError && rowError.index === null ? (
          <Notice tone="error">{rowError.message}</Notice>
        ) : null}
        <Actions>
          <Button
            type="submit"
            $variant="primary"
            disabled={action.pending || uploading}
            aria-busy={action.pending}
          >
            {texts.save}
          </Button>
        </Actions>
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      </FormSection>
    </form>
  );
}

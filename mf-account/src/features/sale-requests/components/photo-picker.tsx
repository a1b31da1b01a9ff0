import { serverMessage } from '@kanat/shared/api';
import type { MediaFile } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n';
import { Button, PlainList, Spinner } from '@kanat/shared/ui';
import { moveItem } from '@kanat/shared/ui/controls';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { uploadSaleRequestPhoto } from '../api/upload-photo';

const texts = messages.saleRequests.member;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Grid = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
`;

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.xxs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  & img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Cover = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

export interface PhotoPickerProps {
  label: string;
  value: readonly MediaFile[];
  onChange: (files: MediaFile[]) => void;
  max: number;
  error?: string | null;
}

/**
 * The member's photos for a sale request: chosen files upload one after another (members'
 * endpoint) and join the list; the first one is the cover, any other can be moved before it.
 */
export function PhotoPicker({ label, value, onChange, max, error }: PhotoPickerProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef(value);
  latest.current = value;

  const upload = async (files: File[]) => {
    const room = Math.max(0, max - latest.current.length);
    const failed: string[] = [];
    setBusy(true);
    for (const file of files.slice(0, room)) {
      try {
        const stored = await uploadSaleRequestPhoto(file);
        const files = [...latest.current, stored];
        latest.current = files;
        onChange(files);
      } catch (failure) {
        failed.push(`${file.name}: ${serverMessage(failure, messages.common.networkError)}`);
      }
    }
    setBusy(false);
    setProblems(failed);
  };

  const moveEarlier = (index: number) => onChange(moveItem(value, index, index - 1));

  return (
    <Box data-testid="photo-picker">
      <Label id={`${inputId}-label`}>{label}</Label>
      {value.length > 0 ? (
        <Grid as="ol" $gap="xs" aria-labelledby={`${inputId}-label`}>
          {value.map((file, index) => {
            const name = fill(messages.files.position, { index: index + 1 });
            return (
              <Tile key={file.id}>
                <img src={file.variants[0]?.url ?? file.url} alt={name} />
                {index === 0 ? <Cover>{texts.cover}</Cover> : null}
                <Row>
                  {index > 0 ? (
                    <Button
                      type="button"
                      $variant="ghost"
                      $size="sm"
                      aria-label={`${texts.moveEarlier}: ${name}`}
                      disabled={busy}
                      onClick={() => moveEarlier(index)}
                    >
                      {texts.moveEarlier}
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    aria-label={`${texts.removePhoto}: ${name}`}
                    disabled={busy}
                    onClick={() => onChange(value.filter((f) => f.id !== file.id))}
                  >
                    ✕
                  </Button>
                </Row>
              </Tile>
            );
          })}
        </Grid>
      ) : null}
      <Row>
        <label htmlFor={inputId}>
          <Button
            as="span"
            $variant="secondary"
            aria-hidden="true"
            style={{ opacity: busy || value.length >= max ? 0.6 : 1 }}
          >
            {texts.addPhotos}
          </Button>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-label={texts.addPhotos}
          disabled={busy || value.length >= max}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) void upload(files);
          }}
        />
        {busy ? (
          <span role="status">
            <Spinner size={18} /> {texts.uploading}
          </span>
        ) : null}
      </Row>
      <Hint>{texts.photosHint}</Hint>
      {problems.map((text) => (
        <Problem key={text} role="alert">
          {text}
        </Problem>
      ))}
      {error ? <Problem role="alert">{error}</Problem> : null}
    </Box>
  );
}

import type { MediaFile } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button, Icon, IconButton, PlainList } from '@kanat/shared/ui';
import { moveItem } from '@kanat/shared/ui/controls';
import { type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { StatusBadge } from './status-badge';
import {
  DropZone,
  Field,
  FieldLabel,
  MediaPreview,
  type UploadBusy,
  type UploadFieldBaseProps,
  UploadNotes,
  UploadStatus,
  uploadOne,
} from './upload-parts';

const { upload: texts } = messages.adminConsole.kit;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Position = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
`;

export interface MultiUploadFieldProps extends UploadFieldBaseProps {
  /** The stored files in order; the first one is the cover. */
  value: readonly MediaFile[];
  /** Called with the new list after each upload, move and removal. */
  onChange: (files: MediaFile[]) => void;
  /** Most files in the list; no limit when left out. */
  max?: number;
  /** More controls for one file of the list (what a photo shows, say), beside its tools. */
  itemExtra?: (file: MediaFile, position: string) => ReactNode;
}

/**
 * Several files: pick or drop many at once; they upload one after another and join the end
 * of the list. The list can be reordered with the up and down buttons; the first file is
 * marked 'Kapak'. Like UploadField, the form sends the ids in order and the server claims them.
 */
export function MultiUploadField({
  label,
  purpose,
  value,
  onChange,
  max,
  itemExtra,
  accept = 'image/*',
  hint,
  error,
  disabled = false,
}: MultiUploadFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [busy, setBusy] = useState<UploadBusy | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  // Uploads finish one by one while the parent re-renders; each adds to the latest list.
  const latest = useRef(value);
  latest.current = value;

  const change = (files: MediaFile[]) => {
    latest.current = files;
    onChange(files);
  };

  const upload = async (files: File[]) => {
    if (busy) return;
    const problems: string[] = [];
    const room = max === undefined ? files.length : Math.max(0, max - latest.current.length);
    if (files.length > room) problems.push(fill(texts.tooMany, { max: max ?? 0 }));
    setFailures(problems);
    for (const file of files.slice(0, room)) {
      setBusy({ name: file.name, phase: 'reading' });
      const outcome = await uploadOne(file, purpose, accept, (phase) =>
        setBusy({ name: file.name, phase }),
      );
      if (outcome.ok) change([...latest.current, outcome.file]);
      else problems.push(outcome.error);
      setFailures([...problems]);
    }
    setBusy(null);
  };

  const move = (from: number, to: number) => change(moveItem(value, from, to));

  const locked = disabled || busy !== null;
  const full = max !== undefined && value.length >= max;

  return (
    <Field data-testid="multi-upload-field">
      <FieldLabel>{label}</FieldLabel>
      {value.length > 0 ? (
        <PlainList as="ol" $gap="xs" aria-label={label}>
          {value.map((file, index) => {
            const position = fill(messages.files.position, { index: index + 1 });
            return (
              <Item key={file.id} data-media-id={file.id}>
                <MediaPreview file={file} name={position} />
                <Position>
                  {index === 0 ? <StatusBadge tone="info">{texts.cover}</StatusBadge> : position}
                </Position>
                {itemExtra?.(file, position)}
                <Tools>
                  <IconButton
                    aria-label={`${texts.moveUp}: ${position}`}
                    disabled={locked || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <Icon name="chevron-up" size={20} />
                  </IconButton>
                  <IconButton
                    aria-label={`${texts.moveDown}: ${position}`}
                    disabled={locked || index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <Icon name="chevron-down" size={20} />
                  </IconButton>
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-label={`${texts.remove}: ${position}`}
                    disabled={locked}
                    onClick={() => change(value.filter((f) => f.id !== file.id))}
                  >
                    {texts.remove}
                  </Button>
                </Tools>
              </Item>
            );
          })}
        </PlainList>
      ) : null}
      <DropZone
        inputId={inputId}
        label={label}
        accept={accept}
        multiple
        disabled={locked || full}
        invalid={Boolean(error || failures.length > 0)}
        describedBy={hint ? hintId : undefined}
        onFiles={(files) => void upload(files)}
      >
        <UploadStatus busy={busy} />
      </DropZone>
      <UploadNotes hint={hint} hintId={hintId} failures={failures} error={error} />
    </Field>
  );
}

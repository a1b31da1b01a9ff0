import type { MediaFile } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
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

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export interface UploadFieldProps extends UploadFieldBaseProps {
  /** The stored file, or null. */
  value: MediaFile | null;
  /** Called with the stored file after an upload, null after 'Kaldır'. */
  onChange: (file: MediaFile | null) => void;
}

/**
 * One file: pick or drop it, it uploads at once (staff endpoint) and shows a preview; a
 * refused file shows the server's Turkish reason. Saves nothing by itself: the form sends
 * `value.id` with the record, and the server claims the file then.
 */
export function UploadField({
  label,
  purpose,
  value,
  onChange,
  accept = 'image/*',
  hint,
  error,
  disabled = false,
}: UploadFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [busy, setBusy] = useState<UploadBusy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const upload = async ([file]: File[]) => {
    if (!file || busy) return;
    setFailure(null);
    setBusy({ name: file.name, phase: 'reading' });
    const outcome = await uploadOne(file, purpose, accept, (phase) =>
      setBusy({ name: file.name, phase }),
    );
    setBusy(null);
    if (outcome.ok) onChange(outcome.file);
    else setFailure(outcome.error);
  };

  return (
    <Field data-testid="upload-field">
      <FieldLabel id={`${inputId}-label`}>{label}</FieldLabel>
      {value ? (
        <Current>
          <MediaPreview file={value} name={label} />
          <Button
            $variant="secondary"
            $size="sm"
            disabled={disabled || busy !== null}
            onClick={() => inputRef.current?.click()}
          >
            {texts.replace}
          </Button>
          <Button
            $variant="ghost"
            $size="sm"
            disabled={disabled || busy !== null}
            onClick={() => onChange(null)}
          >
            {texts.remove}
          </Button>
        </Current>
      ) : null}
      <div hidden={value !== null && busy === null}>
        <DropZone
          inputId={inputId}
          label={label}
          accept={accept}
          disabled={disabled || busy !== null}
          invalid={Boolean(error || failure)}
          describedBy={hint ? hintId : undefined}
          onFiles={(files) => void upload(files)}
          inputRef={inputRef}
        >
          <UploadStatus busy={busy} />
        </DropZone>
      </div>
      <UploadNotes hint={hint} hintId={hintId} failures={failure ? [failure] : []} error={error} />
    </Field>
  );
}

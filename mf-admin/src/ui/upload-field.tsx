import type { MediaFile, MediaPurpose } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n';
import { Button } from '@kanat/shared/ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Notice } from './notice';
import {
  DropZone,
  MediaPreview,
  Progress,
  phaseText,
  type UploadPhase,
  uploadOne,
} from './upload-parts';

const { upload: texts } = messages.adminConsole.kit;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

export const FieldLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  width: 100%;
`;

export interface UploadFieldProps {
  label: string;
  /** What the file is for; the server picks the sizes and checks from it. */
  purpose: MediaPurpose;
  /** The stored file, or null. */
  value: MediaFile | null;
  /** Called with the stored file after an upload, null after 'Kaldır'. */
  onChange: (file: MediaFile | null) => void;
  /** Accepted types, as for <input accept>; defaults to images. Pedigrees: 'image/*,application/pdf'. */
  accept?: string;
  hint?: ReactNode;
  /** The form's message for this field (e.g. required). */
  error?: string | null;
  disabled?: boolean;
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
  const [busy, setBusy] = useState<{ name: string; phase: UploadPhase } | null>(null);
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
          {busy ? (
            <Status role="status">
              <Progress aria-label={phaseText(busy.phase, busy.name)} />
              <span>{phaseText(busy.phase, busy.name)}</span>
            </Status>
          ) : null}
        </DropZone>
      </div>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Field>
  );
}

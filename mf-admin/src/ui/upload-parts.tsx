import { uploadMedia } from '@kanat/shared/api';
import type { MediaFile, MediaPurpose } from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button, Icon } from '@kanat/shared/ui';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorText } from './error-text';
import { Notice } from './notice';

const { upload: texts } = messages.adminConsole.kit;

/** Whether `file` fits an `accept` list such as 'image/*,application/pdf' or '.pdf'. */
export function matchesAccept(file: File, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** What the kit's upload fields have in common. */
export interface UploadFieldBaseProps {
  label: string;
  /** What the file is for; the server picks the sizes and checks from it. */
  purpose: MediaPurpose;
  /** Accepted types, as for <input accept>; defaults to images. Pedigrees: 'image/*,application/pdf'. */
  accept?: string;
  hint?: ReactNode;
  /** The form's message for this field (e.g. required). */
  error?: string | null;
  disabled?: boolean;
}

/** What one upload is doing, for the progress line. */
export type UploadPhase = 'reading' | 'sending';

export type UploadOutcome = { ok: true; file: MediaFile } | { ok: false; error: string };

/**
 * Checks the type, then uploads one file to the staff endpoint. Never throws: a refusal
 * comes back as the Turkish text to show, naming the file.
 */
export async function uploadOne(
  file: File,
  purpose: MediaPurpose,
  accept: string,
  onPhase: (phase: UploadPhase) => void,
): Promise<UploadOutcome> {
  const failed = (reason: string) => ({
    ok: false as const,
    error: fill(texts.failed, { name: file.name, reason }),
  });
  if (!matchesAccept(file, accept)) return failed(texts.wrongType);
  try {
    return { ok: true, file: await uploadMedia(file, purpose, { staff: true, onPhase }) };
  } catch (error) {
    return failed(errorText(error, texts.failedShort));
  }
}

/** The progress line's text for a file in `phase`. */
export const phaseText = (phase: UploadPhase, name: string) =>
  fill(phase === 'reading' ? texts.reading : texts.sending, { name });

const Zone = styled.div<{ $over: boolean; $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 2px dashed
    ${({ theme, $over, $invalid }) =>
      $over ? theme.colors.teal : $invalid ? theme.colors.danger : theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.tealSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

// The real input stays in the page (labels, tests and assistive technology reach it) but
// out of sight; the visible button opens it.
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

export interface DropZoneProps {
  inputId: string;
  /** Names the file input. */
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

/** A file picker button with a drop area around it; chosen or dropped files go to `onFiles`. */
export function DropZone({
  inputId,
  label,
  accept,
  multiple = false,
  disabled = false,
  invalid = false,
  describedBy,
  onFiles,
  inputRef,
  children,
}: DropZoneProps) {
  const [over, setOver] = useState(false);
  const ownRef = useRef<HTMLInputElement | null>(null);
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <Zone
      $over={over}
      $invalid={invalid}
      data-testid="upload-drop-zone"
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) take(event.dataTransfer.files);
      }}
    >
      <HiddenInput
        ref={(node) => {
          ownRef.current = node;
          if (typeof inputRef === 'function') inputRef(node);
          else if (inputRef) inputRef.current = node;
        }}
        id={inputId}
        type="file"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        onChange={(event) => {
          take(event.target.files);
          // The same file may be chosen again after a failure.
          event.target.value = '';
        }}
      />
      <Button
        $variant="secondary"
        $size="sm"
        disabled={disabled}
        onClick={() => ownRef.current?.click()}
      >
        <Icon name="image" size={18} />
        {multiple ? texts.chooseMany : texts.choose}
      </Button>
      <span>{texts.drop}</span>
      {children}
    </Zone>
  );
}

const Thumb = styled.img`
  display: block;
  width: 96px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const DocumentLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 72px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  text-align: center;
`;

/** The smallest stored size that still fills a thumbnail. */
function thumbUrl(file: MediaFile): string {
  return file.variants.find((v) => v.width >= 192)?.url ?? file.variants.at(-1)?.url ?? file.url;
}

/** A stored file as a thumbnail, or a link for a document (a PDF pedigree). */
export function MediaPreview({ file, name }: { file: MediaFile; name: string }) {
  if (file.kind === 'document') {
    return (
      <DocumentLink href={file.url} target="_blank" rel="noopener noreferrer">
        {texts.openDocument}
      </DocumentLink>
    );
  }
  return <Thumb src={thumbUrl(file)} alt={fill(texts.preview, { name })} />;
}

const Progress = styled.progress`
  width: 100%;
  max-width: 240px;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.teal};
`;

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  width: 100%;
`;

/** The file being uploaded and what is happening to it. */
export interface UploadBusy {
  name: string;
  phase: UploadPhase;
}

/** Progress of a running upload, inside the drop zone: an indeterminate bar and what it is doing. */
export function UploadStatus({ busy }: { busy: UploadBusy | null }) {
  if (busy === null) return null;
  const text = phaseText(busy.phase, busy.name);
  return (
    <Status role="status">
      <Progress aria-label={text} />
      <span>{text}</span>
    </Status>
  );
}

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

const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Under an upload field: its hint, the refused files (each once) and the form's message. */
export function UploadNotes({
  hint,
  hintId,
  failures,
  error,
}: {
  hint?: ReactNode;
  hintId: string;
  failures: readonly string[];
  error?: string | null;
}) {
  return (
    <>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {[...new Set(failures)].map((text) => (
        <Notice key={text} tone="error">
          {text}
        </Notice>
      ))}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </>
  );
}

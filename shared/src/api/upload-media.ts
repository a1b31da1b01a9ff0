import { apiFetch } from './api-fetch';
import type { MediaFile, MediaPurpose } from './contracts/media';

export interface UploadMediaOptions {
  /** Console uploads go to the staff endpoint; a member's sale-request photos to the member one. */
  staff: boolean;
  /** Told when the file has been read and is being sent (uploads show no byte progress). */
  onPhase?: (phase: 'reading' | 'sending') => void;
  signal?: AbortSignal;
}

/** The file as base64, without the `data:` prefix FileReader puts in front. */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads one file for `purpose`. The server checks the real type, re-encodes it and answers
 * what it stored; the record that uses the file claims it by `id` when it is saved. Errors
 * arrive as ApiError with the server's Turkish message.
 */
export async function uploadMedia(
  file: File,
  purpose: MediaPurpose,
  options: UploadMediaOptions,
): Promise<MediaFile> {
  options.onPhase?.('reading');
  const data = await readAsBase64(file);
  options.onPhase?.('sending');
  return apiFetch<MediaFile>(options.staff ? '/api/staff/uploads' : '/api/uploads', {
    method: 'POST',
    body: { purpose, fileName: file.name, data },
    signal: options.signal,
  });
}

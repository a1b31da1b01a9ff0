import { apiFetchText } from '@kanat/shared/api';

/** `GET <page_data>`: the stored HTML body of a news item (untrusted until sanitised). */
export function getNewsBody(location: string, signal?: AbortSignal): Promise<string> {
  return apiFetchText(location, { signal });
}

import { hallCatalogue } from '@kanat/shared/i18n/lazy';

// A hall sale's live video (issue 32): a YouTube or Facebook live link, embedded on the online
// page. Only https links of those two sites, so the page never frames anything else.

/** The hosts a hall sale's video may come from. */
export const HALL_VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'facebook.com',
  'www.facebook.com',
  'm.facebook.com',
  'fb.watch',
] as const;

/** The longest link accepted. */
export const HALL_VIDEO_URL_MAX_LENGTH = 500;

/** The Turkish problem with a video link, or null when it will do (an empty link is none). */
export function validateHallVideoUrl(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (text.length > HALL_VIDEO_URL_MAX_LENGTH || !URL.canParse(text)) {
    return hallCatalogue.videoUrlInvalid;
  }
  const url = new URL(text);
  const host = url.hostname.toLowerCase();
  const known = (HALL_VIDEO_HOSTS as readonly string[]).includes(host);
  if (url.protocol !== 'https:' || !known || url.username !== '' || url.password !== '') {
    return hallCatalogue.videoUrlInvalid;
  }
  return null;
}

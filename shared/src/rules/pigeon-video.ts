import { fill } from '@kanat/shared/i18n';
import { pigeonVideos as t } from '@kanat/shared/i18n/lazy';

// A pigeon's videos (issue 36): files uploaded to the media store, or YouTube links. One rule for
// the console's list and the server's save; the upload's own limits are checked by the server
// on the file (the console checks the size first, so a too-large file is never sent).

/** The largest video file accepted. */
export const VIDEO_MAX_BYTES = 60 * 1024 * 1024;
/** The longest video accepted, in seconds: a pigeon's video shows the bird, not a race. */
export const VIDEO_MAX_SECONDS = 120;
/** Videos per pigeon. */
export const PIGEON_VIDEOS_MAX = 4;
export const VIDEO_CAPTION_MAX_LENGTH = 120;

/** YouTube's video ids: eleven letters, digits, '-' and '_'. */
const youTubeIdPattern = /^[A-Za-z0-9_-]{11}$/;
const youTubeHosts = new Set(['youtube.com', 'm.youtube.com', 'youtu.be', 'youtube-nocookie.com']);

/**
 * The video id of a YouTube link (watch?v=, youtu.be/, /shorts/, /live/, /embed/), or null when
 * the text is not an https link to one YouTube video.
 */
export function youTubeVideoId(link: string): string | null {
  const text = link.trim();
  if (text.length > 500 || !URL.canParse(text)) return null;
  const url = new URL(text);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (url.protocol !== 'https:' || !youTubeHosts.has(host)) return null;
  if (url.username !== '' || url.password !== '') return null;
  const path = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'youtu.be'
      ? path[0]
      : path[0] === 'watch'
        ? url.searchParams.get('v')
        : path[0] === 'shorts' || path[0] === 'live' || path[0] === 'embed'
          ? path[1]
          : undefined;
  return id !== undefined && id !== null && youTubeIdPattern.test(id) ? id : null;
}

/** The refusal of a file too large to send, or null (the console asks before uploading). */
export function videoFileProblem(bytes: number): string | null {
  return bytes > VIDEO_MAX_BYTES ? fill(t.tooLarge, { mb: VIDEO_MAX_BYTES / 1024 / 1024 }) : null;
}

/** A video as the console's list holds it. */
export type PigeonVideoInput =
  | { kind: 'file'; mediaId: string; caption: string }
  | { kind: 'youtube'; link: string; caption: string };

/** A video as it is saved: a YouTube link reduced to its id. */
export type PigeonVideoValue =
  | { kind: 'file'; mediaId: string; caption: string }
  | { kind: 'youtube'; youTubeId: string; caption: string };

export type PigeonVideosCheck =
  | { ok: true; value: PigeonVideoValue[] }
  | { ok: false; message: string; index: number | null };

/** Checks a pigeon's list of videos: how many, each YouTube link, captions, no video twice. */
export function validatePigeonVideos(videos: readonly PigeonVideoInput[]): PigeonVideosCheck {
  if (videos.length > PIGEON_VIDEOS_MAX) {
    return { ok: false, message: fill(t.tooMany, { max: PIGEON_VIDEOS_MAX }), index: null };
  }
  const value: PigeonVideoValue[] = [];
  const seen = new Set<string>();
  for (const [index, video] of videos.entries()) {
    const caption = video.caption.trim();
    if (caption.length > VIDEO_CAPTION_MAX_LENGTH) {
      const message = fill(t.captionTooLong, { max: VIDEO_CAPTION_MAX_LENGTH });
      return { ok: false, message, index };
    }
    let saved: PigeonVideoValue;
    if (video.kind === 'youtube') {
      const youTubeId = youTubeVideoId(video.link);
      if (youTubeId === null) return { ok: false, message: t.youTubeInvalid, index };
      saved = { kind: 'youtube', youTubeId, caption };
    } else {
      saved = { kind: 'file', mediaId: video.mediaId, caption };
    }
    const key = saved.kind === 'youtube' ? `y:${saved.youTubeId}` : `f:${saved.mediaId}`;
    if (seen.has(key)) return { ok: false, message: t.duplicate, index };
    seen.add(key);
    value.push(saved);
  }
  return { ok: true, value };
}

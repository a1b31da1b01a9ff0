import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fill } from '@kanat/shared/i18n';
import { pigeonVideos as texts } from '@kanat/shared/i18n/lazy';
import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from '@kanat/shared/rules';
import { createFile, MP4BoxBuffer } from 'mp4box';
import type { ImageVariant } from '../../db/schema';
import { AppError } from '../../errors';
import { type MediaStore, mediaUrlPrefix, storeImage } from './media-store';

// A pigeon's uploaded video (issue 36): read by mp4box.js (JavaScript, before any native code
// touches the file), then rewritten by ffmpeg without re-encoding (the first video and audio
// tracks only, no metadata such as a phone's location, the index first so a browser can start
// playing before the end arrives), and a poster frame taken from it.

const run = promisify(execFile);

let bundled: string | null | undefined;

/**
 * The static ffmpeg that comes with the server's packages, or null where they hold none for
 * this machine (an unsupported platform, optional packages left out): read on first use, so a
 * server without one still starts, and only video uploads are refused.
 */
export function bundledFfmpegPath(): string | null {
  if (bundled === undefined) {
    try {
      bundled = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    } catch {
      bundled = null;
    }
  }
  return bundled;
}

/** Codecs every current browser plays from an MP4: H.264, VP9 and AV1. */
const playableCodecs = ['avc1', 'avc3', 'vp09', 'av01'];

/** What mp4box.js read of an accepted file. */
export interface ProbedVideo {
  durationMs: number;
  width: number;
  height: number;
  codec: string;
}

/**
 * Reads an MP4's index and refuses what will not do, with the Turkish reason: not an MP4, no
 * picture, a codec browsers do not play (a phone's HEVC), or longer than the limit.
 */
export function probeVideo(data: Buffer): ProbedVideo {
  // An MP4 opens with its file-type box. Anything else is refused here, before mp4box.js,
  // which writes what it cannot parse to the console.
  if (data.length < 12 || data.toString('latin1', 4, 8) !== 'ftyp') {
    throw new AppError('invalid-argument', texts.unreadable);
  }
  const file = createFile();
  let failed = false;
  file.onError = () => {
    failed = true;
  };
  const buffer = MP4BoxBuffer.fromArrayBuffer(
    data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
    0,
  );
  try {
    file.appendBuffer(buffer);
    file.flush();
  } catch {
    failed = true;
  }
  const info = failed ? null : file.getInfo();
  if (info === null || !info.hasMoov || info.timescale <= 0) {
    throw new AppError('invalid-argument', texts.unreadable);
  }
  const track = info.videoTracks[0];
  if (track === undefined) throw new AppError('invalid-argument', texts.noPicture);
  if (!playableCodecs.some((codec) => track.codec.startsWith(codec))) {
    throw new AppError('invalid-argument', texts.codecRefused);
  }
  const durationMs = Math.round((info.duration / info.timescale) * 1000);
  if (durationMs > VIDEO_MAX_SECONDS * 1000) {
    throw new AppError(
      'invalid-argument',
      fill(texts.tooLong, { seconds: VIDEO_MAX_SECONDS, length: Math.round(durationMs / 1000) }),
    );
  }
  return {
    durationMs,
    width: track.video?.width ?? track.track_width,
    height: track.video?.height ?? track.track_height,
    codec: track.codec,
  };
}

/** The refusal of an upload's size before anything else is done with it. */
export function assertVideoSize(bytes: number): void {
  if (bytes === 0) throw new AppError('invalid-argument', texts.unreadable);
  if (bytes > VIDEO_MAX_BYTES) {
    throw new AppError('invalid-argument', fill(texts.tooLarge, { mb: VIDEO_MAX_BYTES / 2 ** 20 }));
  }
}

export interface RewrittenVideo {
  /** The MP4 to store: metadata dropped, index first. */
  video: Buffer;
  /** A JPEG frame from the video, for the poster. */
  poster: Buffer;
}

/** ffmpeg reads only the file it is given, and a stuck run is stopped. */
const ffmpegOptions = {
  timeout: 120_000,
  maxBuffer: 32 * 1024 * 1024,
  encoding: 'buffer',
} as const;

/**
 * Rewrites the video and takes its poster frame, in a folder of its own that is removed after.
 * `ffmpegPath`: the configured ffmpeg (FFMPEG_PATH), or null for the bundled one.
 */
export async function rewriteVideo(
  data: Buffer,
  probed: ProbedVideo,
  ffmpegPath: string | null,
): Promise<RewrittenVideo> {
  const ffmpeg = ffmpegPath ?? bundledFfmpegPath();
  if (ffmpeg === null) throw new AppError('failed-precondition', texts.noFfmpeg);
  const folder = await mkdtemp(path.join(tmpdir(), 'kanat-video-'));
  try {
    const input = path.join(folder, 'input.mp4');
    const output = path.join(folder, 'output.mp4');
    await writeFile(input, data);
    const common = ['-hide_banner', '-nostdin', '-v', 'error', '-protocol_whitelist', 'file'];
    await run(
      ffmpeg,
      [
        ...common,
        ...['-i', input, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'],
        ...['-map_metadata', '-1', '-map_chapters', '-1', '-movflags', '+faststart'],
        ...['-f', 'mp4', output],
      ],
      ffmpegOptions,
    );
    // A second into the video (or its middle, when shorter): past a black first frame.
    const at = Math.min(1, probed.durationMs / 2000).toFixed(3);
    const { stdout: poster } = await run(
      ffmpeg,
      [
        ...common,
        ...['-ss', at, '-i', output, '-frames:v', '1', '-q:v', '3'],
        ...['-f', 'image2pipe', '-c:v', 'mjpeg', 'pipe:1'],
      ],
      ffmpegOptions,
    );
    if (poster.length === 0) throw new Error('no poster frame');
    return { video: await readFile(output), poster };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid-argument', texts.failed);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Where videos and their posters are kept, and the poster's sizes (a pigeon photo's). */
const videoFolder = 'videos';
const posterWidths = [320, 640, 1280];

/** A video as stored: what its media_files row records. */
export interface StoredVideo {
  url: string;
  bytes: number;
  width: number;
  height: number;
  durationMs: number;
  /** The poster frame's sizes, small to large. */
  variants: ImageVariant[];
  /** The MP4 and every poster size, under the media folder. */
  storedPaths: string[];
}

/**
 * Checks an upload (size, MP4 with a picture browsers play, length), rewrites it and stores it
 * as `videos/<id>.mp4` with its poster frame. On a failure nothing stays in the store.
 */
export async function storeVideo(
  store: MediaStore,
  data: Buffer,
  id: string,
  ffmpegPath: string | null,
): Promise<StoredVideo> {
  assertVideoSize(data.length);
  const probed = probeVideo(data);
  const rewritten = await rewriteVideo(data, probed, ffmpegPath);
  const poster = await storeImage(store, rewritten.poster, {
    folder: videoFolder,
    widths: posterWidths,
  });
  const relative = `${videoFolder}/${id}.mp4`;
  const storedPaths = [relative, ...poster.variants.map((v) => v.url.slice(mediaUrlPrefix.length))];
  try {
    await store.put('media', relative, rewritten.video, 'video/mp4');
  } catch (error) {
    await store.remove('media', storedPaths).catch(() => {});
    throw error;
  }
  return {
    url: `${mediaUrlPrefix}${relative}`,
    bytes: rewritten.video.length,
    width: probed.width,
    height: probed.height,
    durationMs: probed.durationMs,
    variants: poster.variants,
    storedPaths,
  };
}

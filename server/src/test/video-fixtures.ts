import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import bundledFfmpeg from '@ffmpeg-installer/ffmpeg';

const run = promisify(execFile);

export interface TestVideoOptions {
  seconds?: number;
  width?: number;
  height?: number;
  /** ffmpeg's encoder: H.264 (libx264, the default), HEVC (libx265), MPEG-4 part 2 (mpeg4). */
  codec?: 'libx264' | 'libx265' | 'mpeg4';
  /** With a sine tone as its sound. */
  audio?: boolean;
  /** Text in the file's metadata (a phone's location, say), to see it dropped. */
  comment?: string;
}

/**
 * An MP4 made by the bundled ffmpeg from its test pattern: a small, real video of the given
 * length and codec, with the index at the end as a phone writes it.
 */
export async function makeTestVideo(options: TestVideoOptions = {}): Promise<Buffer> {
  const { seconds = 2, width = 160, height = 120, codec = 'libx264', audio = true } = options;
  const folder = await mkdtemp(path.join(tmpdir(), 'kanat-test-video-'));
  try {
    const output = path.join(folder, 'video.mp4');
    // One frame a second keeps long test videos small and quick to make.
    const rate = seconds > 10 ? 1 : 10;
    await run(bundledFfmpeg.path, [
      ...['-hide_banner', '-nostdin', '-v', 'error'],
      ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${width}x${height}:rate=${rate}`],
      ...(audio ? ['-f', 'lavfi', '-i', `sine=duration=${seconds}`] : []),
      ...['-c:v', codec, '-pix_fmt', 'yuv420p'],
      ...(codec === 'libx265' ? ['-tag:v', 'hvc1', '-x265-params', 'log-level=error'] : []),
      ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
      ...(options.comment === undefined ? [] : ['-metadata', `comment=${options.comment}`]),
      ...['-y', output],
    ]);
    return await readFile(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

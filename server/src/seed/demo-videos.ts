import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AuctionStatus, type mediaFiles, type pigeonVideos } from '../db/schema';
import { bundledFfmpegPath, type MediaPlace, storeVideo, toMediaStore } from '../modules/media';
import type { DemoBuilder, PigeonInfo } from './demo-builder';

const run = promisify(execFile);

/** Videos the demo has: enough to see one on a lot's page, few enough to make at every seed. */
const DEMO_VIDEOS = 2;
const HOUR = 60 * 60_000;

export interface DemoVideoRows {
  media: Array<typeof mediaFiles.$inferInsert>;
  videos: Array<typeof pigeonVideos.$inferInsert>;
}

/**
 * The pigeons that get a video: those of the first running lots ending two hours or more from
 * now whose pigeons also have race results and a pedigree, so a lot's page shows all three.
 */
export function pickVideoPigeons(demo: DemoBuilder, now: number): PigeonInfo[] {
  const withRaces = new Set(demo.races.map((race) => race.pigeonId));
  const withPedigree = new Set(demo.ancestors.map((ancestor) => ancestor.pigeonId));
  const byId = new Map(demo.pigeons.map((pigeon) => [pigeon.row.id, pigeon]));
  const picked: PigeonInfo[] = [];
  const lots = demo.auctions
    .filter((a) => a.status === AuctionStatus.ongoing && a.endingTime >= now + 3 * HOUR)
    .sort((a, b) => a.endingTime - b.endingTime);
  for (const lot of lots) {
    const pigeon = byId.get(lot.pigeonId);
    if (pigeon === undefined || picked.includes(pigeon)) continue;
    if (!withRaces.has(pigeon.row.id) || !withPedigree.has(pigeon.row.id)) continue;
    picked.push(pigeon);
    if (picked.length === DEMO_VIDEOS) break;
  }
  return picked;
}

/** Five seconds of the pigeon's portrait, slowly drawing closer, as H.264. */
async function portraitVideo(ffmpeg: string, portrait: Buffer): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kanat-demo-video-'));
  try {
    const input = path.join(folder, 'portrait.jpg');
    const output = path.join(folder, 'video.mp4');
    await writeFile(input, portrait);
    await run(ffmpeg, [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-loop', '1', '-i', input, '-t', '5'],
      ...['-vf', "scale=960:-2,zoompan=z='min(zoom+0.0012,1.15)':d=1:s=640x480:fps=25"],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-y', output],
    ]);
    return await readFile(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Makes each picked pigeon's video from its cover portrait (already drawn into the store) and
 * stores it as an upload would be: rewritten, with its poster, attached to the pigeon.
 */
export async function renderDemoVideos(
  place: MediaPlace,
  picked: readonly PigeonInfo[],
): Promise<DemoVideoRows> {
  const store = toMediaStore(place);
  const rows: DemoVideoRows = { media: [], videos: [] };
  // Where the packages hold no ffmpeg for this machine, the demo simply has no videos.
  const ffmpeg = bundledFfmpegPath();
  if (ffmpeg === null) return rows;
  for (const pigeon of picked) {
    const portrait = await store.read('media', pigeon.picture.replace(/^\/media\//, ''));
    if (portrait === null) continue;
    const id = randomBytes(12).toString('base64url');
    const video = await storeVideo(store, await portraitVideo(ffmpeg, portrait), id, ffmpeg);
    rows.media.push({
      id,
      purpose: 'pigeon-video',
      kind: 'video',
      contentType: 'video/mp4',
      ...video,
      originalName: `${pigeon.row.tagNum}.mp4`,
      attached: true,
    });
    rows.videos.push({
      pigeonId: pigeon.row.id,
      position: 0,
      kind: 'file',
      mediaId: id,
      caption: 'Kümeste, yakından',
    });
  }
  return rows;
}

import type { PigeonVideo } from '@kanat/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { mediaFiles, pigeonVideos } from '../../db/schema';

// A pigeon's videos as the auction page and the console read them: uploads with their MP4,
// poster sizes and length, YouTube videos by their id, in the order staff set.

export async function selectPigeonVideos(db: Db, pigeonId: number): Promise<PigeonVideo[]> {
  const rows = await db
    .select({
      kind: pigeonVideos.kind,
      youTubeId: pigeonVideos.youTubeId,
      caption: pigeonVideos.caption,
      mediaId: mediaFiles.id,
      url: mediaFiles.url,
      variants: mediaFiles.variants,
      width: mediaFiles.width,
      height: mediaFiles.height,
      durationMs: mediaFiles.durationMs,
    })
    .from(pigeonVideos)
    .leftJoin(mediaFiles, eq(mediaFiles.id, pigeonVideos.mediaId))
    .where(eq(pigeonVideos.pigeonId, pigeonId))
    .orderBy(asc(pigeonVideos.position));
  return rows.flatMap((row): PigeonVideo[] => {
    if (row.kind === 'youtube' && row.youTubeId !== null) {
      return [{ kind: 'youtube', youTubeId: row.youTubeId, caption: row.caption }];
    }
    if (row.kind !== 'file' || row.mediaId === null || row.url === null) return [];
    return [
      {
        kind: 'file',
        mediaId: row.mediaId,
        url: row.url,
        poster: row.variants ?? [],
        width: row.width,
        height: row.height,
        durationMs: row.durationMs ?? 0,
        caption: row.caption,
      },
    ];
  });
}

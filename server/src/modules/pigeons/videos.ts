import type { AdminPigeonVideosSaveData, PigeonVideo } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { pigeonVideos as texts } from '@kanat/shared/i18n/lazy';
import { validatePigeonVideos } from '@kanat/shared/rules';
import type { SessionUser } from '@kanat/shared/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pigeonVideos } from '../../db/schema';
import { AppError } from '../../errors';
import { selectPigeonVideos } from '../auctions';
import { auditActorOf, recordAudit } from '../audit';
import { livePaths, publishLive } from '../live';
import type { MediaLibrary } from '../media';
import { lockPigeon } from './pigeon-records';

// A pigeon's videos in the console: the list staff keep (uploads and YouTube links), checked by
// the shared rule, replaced whole in one transaction with its audit row.

/**
 * Replaces a pigeon's videos with what staff sent: new uploads are claimed (each an unattached
 * `pigeon-video`), removed ones released for housekeeping; open auction pages of the pigeon
 * are told to read again.
 */
export async function savePigeonVideos(
  db: Db,
  media: MediaLibrary,
  staff: SessionUser,
  data: AdminPigeonVideosSaveData,
): Promise<PigeonVideo[]> {
  const checked = validatePigeonVideos(data.videos);
  if (!checked.ok) {
    throw new AppError('invalid-argument', checked.message, { index: checked.index });
  }
  const videos = checked.value;
  return db.transaction(async (tx) => {
    const pigeon = await lockPigeon(tx, data.pigeonId);

    const before = await selectPigeonVideos(tx, pigeon.id);
    const kept = new Set(before.flatMap((v) => (v.kind === 'file' ? [v.mediaId] : [])));
    const sent = videos.flatMap((v) => (v.kind === 'file' ? [v.mediaId] : []));
    await media.claim(
      tx,
      sent.filter((id) => !kept.has(id)),
      { purposes: ['pigeon-video'] },
    );
    await tx.delete(pigeonVideos).where(eq(pigeonVideos.pigeonId, pigeon.id));
    if (videos.length > 0) {
      await tx.insert(pigeonVideos).values(
        videos.map((video, position) => ({
          pigeonId: pigeon.id,
          position,
          kind: video.kind,
          mediaId: video.kind === 'file' ? video.mediaId : null,
          youTubeId: video.kind === 'youtube' ? video.youTubeId : null,
          caption: video.caption,
        })),
      );
    }
    await media.release(
      tx,
      [...kept].filter((id) => !sent.includes(id)),
    );
    await publishLive(tx, livePaths.pigeon(pigeon.id));
    await recordAudit(tx, {
      actor: auditActorOf(staff),
      action: 'pigeon.videos',
      targetType: 'pigeon',
      targetId: pigeon.id,
      summary: fill(texts.auditSummary, { tag: pigeon.tagNum, count: videos.length }),
      before: { videos: before.map(auditView) },
      after: { videos },
    });
    return selectPigeonVideos(tx, pigeon.id);
  });
}

const auditView = (video: PigeonVideo) =>
  video.kind === 'file'
    ? { kind: 'file', mediaId: video.mediaId, caption: video.caption }
    : { kind: 'youtube', youTubeId: video.youTubeId, caption: video.caption };

import type { MediaPurpose } from '@kanat/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { mediaFiles } from '../../db/schema';

// News, gallery and site information store picture addresses (the SPEC's shapes are URLs),
// not upload ids. These find the uploads behind addresses, so a removed picture's upload can
// be released and a picture placed in an article body can be claimed. An address with no
// upload behind it (demo data, the command line's pictures) is simply not found.

export interface MediaByUrl {
  id: string;
  url: string;
  attached: boolean;
}

/** The uploads stored at these addresses, optionally of these purposes only. */
export async function mediaAtUrls(
  db: Db,
  urls: readonly string[],
  purposes?: readonly MediaPurpose[],
): Promise<MediaByUrl[]> {
  const unique = [...new Set(urls)].filter((url) => url !== '');
  if (unique.length === 0) return [];
  return db
    .select({ id: mediaFiles.id, url: mediaFiles.url, attached: mediaFiles.attached })
    .from(mediaFiles)
    .where(
      and(
        inArray(mediaFiles.url, unique),
        purposes === undefined ? undefined : inArray(mediaFiles.purpose, [...purposes]),
      ),
    );
}

/** The upload id behind one address, or null. */
export async function mediaIdAt(db: Db, url: string | null): Promise<string | null> {
  if (url === null || url === '') return null;
  const [row] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(eq(mediaFiles.url, url))
    .limit(1);
  return row?.id ?? null;
}

/** The attached uploads among these addresses: what to release when the addresses go. */
export async function attachedMediaIds(db: Db, urls: readonly string[]): Promise<string[]> {
  return (await mediaAtUrls(db, urls)).filter((row) => row.attached).map((row) => row.id);
}

import type { StaffNewsItem } from '@kanat/shared/contracts';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { type NewsRecord, selectNewsById } from './news-repository';
import { bodyLocation, newsNotFound, toRow } from './news-service';

// What staff get back after publishing or editing an item. The staff routes here and the `news`
// command of the staff module both answer with it, so the two cannot drift apart.

export type { StaffNewsItem };

/** The item as it is stored now; NOT_FOUND once it is gone (deleted in the meantime). */
export async function requireNewsRecord(db: Db, id: number): Promise<NewsRecord> {
  const record = await selectNewsById(db, id);
  if (record === null) throw new AppError('not-found', newsNotFound);
  return record;
}

/** Unlike a reader's view, it counts no view: staff looking at their own item are not readers. */
export function staffNewsItem(record: NewsRecord): StaffNewsItem {
  return { ...toRow(record), page_data: bodyLocation(record.id, record.updatedAt) };
}

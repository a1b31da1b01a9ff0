import {
  type NewsCommand,
  NewsCommandBody,
  type NewsRow,
  type PublishNewsBody,
} from '@kanat/shared/contracts';
import type { Db } from '../../db/connection';
import type { MediaPlace } from '../media';
import {
  editNews,
  listLatestNews,
  publishNews,
  removeNews,
  requireNewsRecord,
  type StaffNewsItem,
  staffNewsItem,
} from '../news';

// The `news` command's operations (NewsCommandBody, @kanat/shared/contracts) travel in one
// shape both over the admin channel (`POST /api/admin/news`) and straight to the database.
export { type NewsCommand, NewsCommandBody };

export type NewsAdminItem = StaffNewsItem;

export type NewsCommandResult =
  | { done: 'published' | 'edited'; item: NewsAdminItem }
  | { done: 'deleted'; id: number }
  | { items: NewsRow[] };

type WireFields = Partial<PublishNewsBody>;

function editorInput({ picture, ...fields }: WireFields) {
  return {
    ...fields,
    ...(picture === undefined ? {} : { picture: Buffer.from(picture.data, 'base64') }),
  };
}

// The item the staff news routes answer with, less their `updatedOn`: the command's answer
// has always been without it.
async function itemOf(db: Db, id: number): Promise<NewsAdminItem> {
  return staffNewsItem(await requireNewsRecord(db, id));
}

export async function runNewsCommand(
  db: Db,
  media: MediaPlace,
  command: NewsCommand,
): Promise<NewsCommandResult> {
  switch (command.command) {
    case 'publish': {
      const { title, body } = command.item;
      const id = await publishNews(db, media, { ...editorInput(command.item), title, body });
      return { done: 'published', item: await itemOf(db, id) };
    }
    case 'edit':
      await editNews(db, media, command.id, editorInput(command.changes));
      return { done: 'edited', item: await itemOf(db, command.id) };
    case 'delete':
      await removeNews(db, command.id);
      return { done: 'deleted', id: command.id };
    case 'list':
      return { items: (await listLatestNews(db, { cursor: null, count: command.count })).rows };
  }
}

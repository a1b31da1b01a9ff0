import { type Static, Type } from '@sinclair/typebox';
import type { Db } from '../../db/connection';
import { editNews, publishNews, removeNews } from '../news/news-editor';
import { EditNewsBody, type NewsRow, PublishNewsBody } from '../news/news-schemas';
import { listLatestNews } from '../news/news-service';
import { requireNewsRecord, type StaffNewsItem, staffNewsItem } from '../news/staff-item';

// The `news` command's operations. They travel in this one shape both over the admin channel
// (`POST /api/admin/news`) and straight to the database, so the two ways cannot drift apart.

const NewsId = Type.Integer({ minimum: 1 });

export const NewsCommandBody = Type.Union([
  Type.Object({ command: Type.Literal('publish'), item: PublishNewsBody }),
  Type.Object({ command: Type.Literal('edit'), id: NewsId, changes: EditNewsBody }),
  Type.Object({ command: Type.Literal('delete'), id: NewsId }),
  Type.Object({ command: Type.Literal('list'), count: Type.Integer({ minimum: 1, maximum: 50 }) }),
]);
export type NewsCommand = Static<typeof NewsCommandBody>;

export type NewsAdminItem = StaffNewsItem;

export type NewsCommandResult =
  | { done: 'published' | 'edited'; item: NewsAdminItem }
  | { done: 'deleted'; id: number }
  | { items: NewsRow[] };

type WireFields = Partial<Static<typeof PublishNewsBody>>;

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
  mediaDir: string,
  command: NewsCommand,
): Promise<NewsCommandResult> {
  switch (command.command) {
    case 'publish': {
      const { title, body } = command.item;
      const id = await publishNews(db, mediaDir, { ...editorInput(command.item), title, body });
      return { done: 'published', item: await itemOf(db, id) };
    }
    case 'edit':
      await editNews(db, mediaDir, command.id, editorInput(command.changes));
      return { done: 'edited', item: await itemOf(db, command.id) };
    case 'delete':
      await removeNews(db, command.id);
      return { done: 'deleted', id: command.id };
    case 'list':
      return { items: (await listLatestNews(db, { cursor: null, count: command.count })).rows };
  }
}

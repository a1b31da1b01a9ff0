// Editors' command: `pnpm --filter @kanat/server run news -- <command> ...`.
//
// It reaches the data the way the `staff` command does (cli/admin-client.ts): with
// PostgreSQL (DATABASE_URL) it writes to the database; with the embedded PGlite it goes through
// the local admin channel of a server running on this DATA_DIR (PGlite belongs to one process),
// or opens the database itself when none runs. Either way the item is on the site with the next
// request: nothing is rebuilt.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fill, messages } from '@kanat/shared/i18n/full';
import { ConfigError } from '../config';
import { AppError } from '../errors';
import { parseNewsId } from '../modules/news';
import type { NewsCommand } from '../modules/staff';
import { AdminChannelError, openStaffBackend, type StaffBackend } from './admin-client';

const usage = `Kullanım:
  news publish --title <başlık> --body <metin.html> [--picture <resim> | --picture-url <adres>] [--date <tarih>]
  news edit <id> [--title <başlık>] [--body <metin.html>] [--picture <resim> | --picture-url <adres> | --no-picture] [--date <tarih>]
  news delete <id>
  news list [--count <adet>]

  --body         HTML dosyası; izin verilmeyen her şey (script, stil, olay öznitelikleri) ayıklanır
  --picture      JPEG, PNG, WebP ya da GIF dosyası (en fazla 10 MB); 1280 px genişliğe küçültülür
  --picture-url  https:// adresi ya da /media/ altında bir yol
  --date         yayın tarihi, ör. 2024-05-01 ya da 2024-05-01T09:30 (varsayılan: şimdi)`;

class UsageError extends Error {}

const t = messages.cli;

/** The fields of publish and edit as the admin channel takes them. */
interface Fields {
  title?: string;
  body?: string;
  picture?: { data: string };
  pictureUrl?: string | null;
  publishDate?: number;
}

interface Item {
  id: string;
  title: string;
  main_picture: string | null;
  publish_date: number;
}

function parseDate(text: string): number {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new UsageError(fill(t.newsDateUnreadable, { text }));
  return ms;
}

function parseId(text: string | undefined): number {
  const id = text === undefined ? null : parseNewsId(text);
  if (id === null) throw new UsageError(t.newsIdInvalid);
  return id;
}

async function readInput(values: Record<string, string | boolean | undefined>): Promise<Fields> {
  const input: Fields = {};
  if (typeof values.title === 'string') input.title = values.title;
  if (typeof values.body === 'string') input.body = await readFile(values.body, 'utf8');
  if (typeof values.picture === 'string') {
    input.picture = { data: (await readFile(values.picture)).toString('base64') };
  }
  if (typeof values['picture-url'] === 'string') input.pictureUrl = values['picture-url'];
  if (values['no-picture'] === true) input.pictureUrl = null;
  if (typeof values.date === 'string') input.publishDate = parseDate(values.date);
  const pictures = [values.picture, values['picture-url'], values['no-picture']].filter(
    (v) => v !== undefined,
  );
  if (pictures.length > 1) {
    throw new UsageError(t.newsPictureOptionsExclusive);
  }
  return input;
}

/** Publish and edit answer with the item as it now stands. */
async function changed(backend: StaffBackend, command: NewsCommand): Promise<Item> {
  const result = await backend.news(command);
  if (!('item' in result)) {
    throw new Error(fill(t.newsUnexpectedAnswer, { answer: JSON.stringify(result) }));
  }
  return result.item;
}

function describe(item: Item): string {
  const date = new Date(item.publish_date).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
  const text = fill(t.newsItem, { id: item.id, title: item.title, date });
  return item.main_picture
    ? `${text} ${fill(t.newsItemPicture, { picture: item.main_picture })}`
    : text;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      body: { type: 'string' },
      picture: { type: 'string' },
      'picture-url': { type: 'string' },
      'no-picture': { type: 'boolean' },
      date: { type: 'string' },
      count: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, idText, ...rest] = positionals;
  if (values.help === true || command === undefined) {
    console.log(usage);
    return command === undefined && values.help !== true ? 2 : 0;
  }
  if (rest.length > 0) throw new UsageError(fill(t.newsExtraValues, { values: rest.join(' ') }));

  let run: (backend: StaffBackend) => Promise<string>;
  switch (command) {
    case 'publish': {
      const input = await readInput(values);
      if (input.title === undefined || input.body === undefined) {
        throw new UsageError(t.newsPublishNeedsTitleAndBody);
      }
      const item = { ...input, title: input.title, body: input.body };
      run = async (backend) => {
        const published = await changed(backend, { command: 'publish', item });
        return fill(t.newsPublished, { item: describe(published), id: published.id });
      };
      break;
    }
    case 'edit': {
      const id = parseId(idText);
      const input = await readInput(values);
      if (Object.keys(input).length === 0) throw new UsageError(t.newsNothingToChange);
      run = async (backend) => {
        const item = await changed(backend, { command: 'edit', id, changes: input });
        return fill(t.newsUpdated, { item: describe(item) });
      };
      break;
    }
    case 'delete': {
      const id = parseId(idText);
      run = async (backend) => {
        await backend.news({ command: 'delete', id });
        return fill(t.newsDeleted, { id });
      };
      break;
    }
    case 'list': {
      const count = values.count === undefined ? 10 : Number(values.count);
      if (!Number.isInteger(count) || count < 1 || count > 50) {
        throw new UsageError(t.newsCountRange);
      }
      run = async (backend) => {
        const result = await backend.news({ command: 'list', count });
        const items = 'items' in result ? result.items : [];
        return items.length === 0 ? t.newsNone : items.map(describe).join('\n');
      };
      break;
    }
    default:
      throw new UsageError(fill(t.newsUnknownCommand, { command }));
  }

  const backend = await openStaffBackend();
  try {
    console.error(fill(t.connection, { via: backend.via }));
    console.log(await run(backend));
    return 0;
  } finally {
    await backend.close();
  }
}

// `pnpm run news -- publish ...` hands the `--` through; it is not the end of our options.
const argv = process.argv.slice(2);
main(argv[0] === '--' ? argv.slice(1) : argv).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof UsageError || code?.startsWith('ERR_PARSE_ARGS') === true) {
      console.error(`${(error as Error).message}\n\n${usage}`);
      process.exit(2);
    }
    if (
      error instanceof ConfigError ||
      error instanceof AppError ||
      error instanceof AdminChannelError
    ) {
      console.error(error.message);
    } else if (code === 'ENOENT') {
      const file = path.resolve((error as NodeJS.ErrnoException).path ?? '');
      console.error(fill(t.fileNotFound, { path: file }));
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);

// Editors' command: `pnpm --filter @kanat/server run news -- <command> ...`.
//
// With PostgreSQL (DATABASE_URL) the command writes to the database; with the embedded PGlite
// it goes through the staff API of a server running on this DATA_DIR (PGlite belongs to one
// process), or opens the database itself when none runs. Either way the item is on the site
// with the next request: nothing is rebuilt.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/connection';
import { AppError } from '../errors';
import { type CliAccess, readCliAccess } from '../modules/news/cli-access';
import { editNews, type NewsInput, publishNews, removeNews } from '../modules/news/news-editor';
import { selectNewsById } from '../modules/news/news-repository';
import { bodyLocation, listLatestNews, parseNewsId } from '../modules/news/news-service';

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

interface Item {
  id: string;
  title: string;
  main_picture: string | null;
  publish_date: number;
  page_data?: string;
}

/** The same operations, over HTTP to a running server or straight on the database. */
interface Backend {
  readonly where: string;
  publish(input: NewsInput & { title: string; body: string }): Promise<Item>;
  edit(id: number, input: NewsInput): Promise<Item>;
  remove(id: number): Promise<void>;
  list(count: number): Promise<Item[]>;
  close(): Promise<void>;
}

function parseDate(text: string): number {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new UsageError(`Tarih anlaşılamadı: "${text}"`);
  return ms;
}

function parseId(text: string | undefined): number {
  const id = text === undefined ? null : parseNewsId(text);
  if (id === null) throw new UsageError('Haber numarası (id) eksik ya da geçersiz.');
  return id;
}

async function readInput(values: Record<string, string | boolean | undefined>): Promise<NewsInput> {
  const input: NewsInput = {};
  if (typeof values.title === 'string') input.title = values.title;
  if (typeof values.body === 'string') input.body = await readFile(values.body, 'utf8');
  if (typeof values.picture === 'string') input.picture = await readFile(values.picture);
  if (typeof values['picture-url'] === 'string') input.pictureUrl = values['picture-url'];
  if (values['no-picture'] === true) input.pictureUrl = null;
  if (typeof values.date === 'string') input.publishDate = parseDate(values.date);
  const pictures = [values.picture, values['picture-url'], values['no-picture']].filter(
    (v) => v !== undefined,
  );
  if (pictures.length > 1) {
    throw new UsageError('--picture, --picture-url ve --no-picture birlikte kullanılamaz.');
  }
  return input;
}

// ---- over HTTP ------------------------------------------------------------------------

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/time`, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

function httpBackend(access: CliAccess): Backend {
  const request = async (method: string, url: string, body: object): Promise<Response> => {
    const response = await fetch(`${access.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${access.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const failure = (await response.json().catch(() => null)) as {
        error?: { message?: string };
      } | null;
      throw new AppError('invalid-argument', failure?.error?.message ?? `HTTP ${response.status}`);
    }
    return response;
  };
  const wire = (input: NewsInput) => ({
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(input.picture === undefined ? {} : { picture: { data: input.picture.toString('base64') } }),
    ...(input.pictureUrl === undefined ? {} : { pictureUrl: input.pictureUrl }),
    ...(input.publishDate === undefined ? {} : { publishDate: input.publishDate }),
  });
  return {
    where: `çalışan sunucu (${access.url})`,
    publish: async (input) =>
      (await request('POST', '/api/staff/news', wire(input))).json() as Promise<Item>,
    edit: async (id, input) =>
      (await request('PUT', `/api/staff/news/${id}`, wire(input))).json() as Promise<Item>,
    remove: async (id) => {
      await request('DELETE', `/api/staff/news/${id}`, {});
    },
    list: async (count) => {
      const response = await request('POST', '/api/list/news', { p: 0, c: count });
      return ((await response.json()) as { r: Item[] }).r;
    },
    close: async () => {},
  };
}

// ---- on the database ----------------------------------------------------------------------

async function databaseBackend(config: AppConfig): Promise<Backend> {
  const database: Database = await openDatabase(
    config.databaseUrl === null
      ? { kind: 'pglite', dataDir: config.pgliteDir }
      : { kind: 'postgres', url: config.databaseUrl },
  );
  await database.migrate();
  const { db } = database;
  const item = async (id: number): Promise<Item> => {
    const record = await selectNewsById(db, id);
    if (record === null) throw new AppError('not-found', 'Haber bulunamadı');
    return {
      id: String(record.id),
      title: record.title,
      main_picture: record.mainPicture,
      publish_date: record.publishDate.getTime(),
      page_data: bodyLocation(record.id, record.updatedAt),
    };
  };
  return {
    where:
      database.kind === 'pglite' ? `veritabanı (${config.pgliteDir})` : 'veritabanı (PostgreSQL)',
    publish: async (input) => item(await publishNews(db, config.mediaDir, input)),
    edit: async (id, input) => {
      await editNews(db, config.mediaDir, id, input);
      return item(id);
    },
    remove: (id) => removeNews(db, id),
    list: async (count) => (await listLatestNews(db, { cursor: null, count })).rows,
    close: () => database.close(),
  };
}

/**
 * The way to the data, in the order of the `staff` command: PostgreSQL directly (any number of
 * processes may connect); else a server running on this DATA_DIR through its staff API; else
 * the embedded database directly (no server is using it).
 */
async function connect(config: AppConfig): Promise<Backend> {
  if (config.databaseUrl !== null) return databaseBackend(config);
  const access = await readCliAccess(config.dataDir);
  if (access !== null && isAlive(access.pid)) {
    if (await answers(access.url)) return httpBackend(access);
    throw new AppError(
      'unavailable',
      `Sunucu çalışıyor görünüyor (süreç ${access.pid}) ama ${access.url} yanıt vermiyor; ` +
        'gömülü veritabanı o sürecin elinde olduğundan açılmadı. Sunucuyu kontrol edip tekrar deneyin.',
    );
  }
  return databaseBackend(config);
}

function describe(item: Item): string {
  const date = new Date(item.publish_date).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
  return `#${item.id} "${item.title}" (${date})${item.main_picture ? ` resim: ${item.main_picture}` : ''}`;
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
  if (rest.length > 0) throw new UsageError(`Fazladan değer: ${rest.join(' ')}`);

  const config = loadConfig();
  let run: (backend: Backend) => Promise<string>;
  switch (command) {
    case 'publish': {
      const input = await readInput(values);
      if (input.title === undefined || input.body === undefined) {
        throw new UsageError('publish için --title ve --body gerekli.');
      }
      const full = { ...input, title: input.title, body: input.body };
      run = async (backend) => {
        const item = await backend.publish(full);
        return `Haber yayınlandı: ${describe(item)}\nSitede: /haberler/${item.id}`;
      };
      break;
    }
    case 'edit': {
      const id = parseId(idText);
      const input = await readInput(values);
      if (Object.keys(input).length === 0) throw new UsageError('Değiştirilecek bir alan verin.');
      run = async (backend) => `Haber güncellendi: ${describe(await backend.edit(id, input))}`;
      break;
    }
    case 'delete': {
      const id = parseId(idText);
      run = async (backend) => {
        await backend.remove(id);
        return `Haber silindi: #${id}`;
      };
      break;
    }
    case 'list': {
      const count = values.count === undefined ? 10 : Number(values.count);
      if (!Number.isInteger(count) || count < 1 || count > 50) {
        throw new UsageError('--count 1 ile 50 arasında olmalı.');
      }
      run = async (backend) => {
        const items = await backend.list(count);
        return items.length === 0 ? 'Hiç haber yok.' : items.map(describe).join('\n');
      };
      break;
    }
    default:
      throw new UsageError(`Bilinmeyen komut: ${command}`);
  }

  const backend = await connect(config);
  try {
    console.error(`Bağlantı: ${backend.where}`);
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
    if (error instanceof ConfigError || error instanceof AppError) {
      console.error(error.message);
    } else if (code === 'ENOENT') {
      console.error(
        `Dosya bulunamadı: ${path.resolve((error as NodeJS.ErrnoException).path ?? '')}`,
      );
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);

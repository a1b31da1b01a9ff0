// Media migration command: `pnpm --filter @kanat/server run media:migrate [--dry-run]`.
// Copies every file of the local media folder (DATA_DIR/media, what the local store serves at
// /media/) into the S3 bucket the S3_* settings name, under `media/<path>`, so a site can move
// from one instance's disk to the shared bucket. Safe to run again: an object already there
// with the same size and content is left alone.

import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { LocalMediaStore, mediaContentType, S3MediaStore } from '../modules/media';

// Texts of this operator command, beside it as the backup command's are.
const texts = {
  usage:
    'Kullanım: pnpm --filter @kanat/server run media:migrate [-- --dry-run]\n' +
    'DATA_DIR/media içindeki her dosyayı S3_* ayarlarının gösterdiği kovaya (media/<yol>) kopyalar. ' +
    'Kovada aynı boyut ve içerikle duran dosyalar atlanır; komut yeniden çalıştırılabilir. ' +
    '--dry-run: hiçbir şey yazmadan ne yapılacağını gösterir.',
  unknownOption: (options: string) => `Bilinmeyen seçenek: ${options}`,
  noS3: 'S3 ayarları verilmemiş: S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY gerekli.',
  noFolder: (folder: string) => `Yerel medya klasörü bulunamadı: ${folder}`,
  start: (count: number, folder: string, target: string, dryRun: boolean) =>
    `${folder} → ${target}/media/: ${count} dosya${dryRun ? ' (deneme: hiçbir şey yazılmayacak)' : ''}.`,
  copied: (step: string, key: string, bytes: number) =>
    `${step} Kopyalandı: ${key} (${bytes} bayt)`,
  wouldCopy: (step: string, key: string, bytes: number) =>
    `${step} Kopyalanacak: ${key} (${bytes} bayt)`,
  failed: (step: string, key: string, reason: string) => `${step} Kopyalanamadı: ${key}: ${reason}`,
  unreadable: 'okunamadı (kırık ya da klasörün dışını gösteren bir bağlantı)',
  progress: (done: number, count: number, skipped: number) =>
    `… ${done}/${count} dosya gözden geçirildi (${skipped} atlandı).`,
  summary: (copied: number, skipped: number, failed: number, dryRun: boolean) =>
    dryRun
      ? `Deneme bitti: ${copied} kopyalanacak, ${skipped} atlanacak (kovada aynısı var), ${failed} başarısız.`
      : `Bitti: ${copied} kopyalandı, ${skipped} atlandı (kovada aynısı vardı), ${failed} başarısız.`,
};

/** Files examined between two progress lines when nothing else is printed. */
const progressEvery = 200;
/** Uploads at a time: enough to hide the round trips, few enough for a small bucket. */
const concurrency = 4;

interface MigrationSummary {
  copied: number;
  skipped: number;
  failed: number;
}

/**
 * The keys of every file the local store serves, `/`-separated and sorted: dotfiles and dot
 * folders are left out (static serving hides them), and so are the temporary files of a write
 * in progress (`<name>.<pid>.<hex>.tmp`, local-media-store.ts).
 */
async function localKeys(root: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  const keys: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || /\.\d+\.[0-9a-f]+\.tmp$/.test(entry.name)) continue;
    const key = relative === '' ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) keys.push(...(await localKeys(root, key)));
    else if (entry.isFile() || entry.isSymbolicLink()) keys.push(key);
  }
  return keys.sort();
}

/**
 * The bucket already holds this file: same size, and the same MD5 where its ETag is one (an
 * object uploaded whole; a multipart upload's ETag `<hash>-<parts>` is not, then the size
 * decides).
 */
function sameObject(data: Buffer, found: { bytes: number; etag: string | null }): boolean {
  if (found.bytes !== data.length) return false;
  const etag = (found.etag ?? '').replace(/"/g, '');
  if (!/^[0-9a-f]{32}$/i.test(etag)) return true;
  return createHash('md5').update(data).digest('hex') === etag.toLowerCase();
}

async function migrateMedia(options: {
  local: LocalMediaStore;
  bucket: S3MediaStore;
  dryRun: boolean;
  print: (line: string) => void;
}): Promise<MigrationSummary> {
  const { local, bucket, dryRun, print } = options;
  const keys = await localKeys(local.mediaDir);
  print(texts.start(keys.length, local.mediaDir, bucket.location, dryRun));
  const summary: MigrationSummary = { copied: 0, skipped: 0, failed: 0 };
  let next = 0;
  let done = 0;
  const one = async (key: string, step: string) => {
    try {
      const data = await local.read('media', key);
      if (data === null) {
        summary.failed++;
        print(texts.failed(step, key, texts.unreadable));
        return;
      }
      const found = await bucket.head('media', key);
      if (found !== null && sameObject(data, found)) {
        summary.skipped++;
        return;
      }
      if (!dryRun) await bucket.put('media', key, data, mediaContentType(key));
      summary.copied++;
      print((dryRun ? texts.wouldCopy : texts.copied)(step, key, data.length));
    } catch (error) {
      summary.failed++;
      print(texts.failed(step, key, error instanceof Error ? error.message : String(error)));
    }
  };
  const worker = async () => {
    while (next < keys.length) {
      const index = next++;
      await one(keys[index] as string, `[${index + 1}/${keys.length}]`);
      done++;
      if (done % progressEvery === 0 && done < keys.length) {
        print(texts.progress(done, keys.length, summary.skipped));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, keys.length) }, worker));
  print(texts.summary(summary.copied, summary.skipped, summary.failed, dryRun));
  return summary;
}

/** 0: every file is in the bucket; 1: some could not be copied; 2: nothing was tried. */
async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== '--' && a !== '--dry-run');
  if (unknown.length > 0) {
    console.error(`${texts.unknownOption(unknown.join(' '))}\n${texts.usage}`);
    return 2;
  }
  const config = loadConfig();
  if (config.s3 === null) {
    console.error(`${texts.noS3}\n${texts.usage}`);
    return 2;
  }
  const local = new LocalMediaStore({
    mediaDir: config.mediaDir,
    cacheDir: path.join(config.dataDir, 'image-cache'),
  });
  try {
    await readdir(local.mediaDir);
  } catch {
    console.error(texts.noFolder(local.mediaDir));
    return 2;
  }
  const bucket = new S3MediaStore(config.s3);
  try {
    const summary = await migrateMedia({
      local,
      bucket,
      dryRun: argv.includes('--dry-run'),
      print: (line) => console.log(line),
    });
    return summary.failed > 0 ? 1 : 0;
  } finally {
    bucket.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

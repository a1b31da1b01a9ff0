// Whole-site backups: the database as a plain SQL dump made by PostgreSQL's own pg_dump (the
// system one for a server, PGlite's WebAssembly build for the embedded database), with the
// media files and the VAPID key pair, in one .tar.gz. The commands are backup.ts and
// restore.ts; README.md, "Backups (Yedekleme)", is the operator's side.
//
// The dump is plain SQL with INSERTs rather than pg_dump's custom format: PGlite runs
// PostgreSQL 18 while the supported servers start at 15, and pg_restore refuses archives from a
// newer pg_dump, whereas plain SQL loads into either kind (psql for a server, PGlite's exec for
// the embedded one). It carries the drizzle migration journal and the sequences' positions, so
// a restored database continues exactly where the backup left it.

import type { AppConfig } from '../config';

export const backupFormat = 'kanat-mezat-yedek';
export const backupFormatVersion = 1;

/** Where a backup is read from or restored into: the database and the DATA_DIR beside it. */
export interface BackupPlace {
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  /** Holds vapid.json and the image cache. */
  dataDir: string;
  mediaDir: string;
  /**
   * The S3 bucket media live in (S3_BUCKET), when they do: the backup then leaves them out
   * (the bucket has its own versioning and replication) and says so.
   */
  mediaBucket?: string | null;
}

export function placeFromConfig(config: AppConfig): BackupPlace {
  return {
    database:
      config.databaseUrl === null
        ? { kind: 'pglite', dir: config.pgliteDir }
        : { kind: 'postgres', url: config.databaseUrl },
    dataDir: config.dataDir,
    mediaDir: config.mediaDir,
    mediaBucket: config.s3?.bucket ?? null,
  };
}

/** What `manifest.json` in the archive says; restore checks the archive against it. */
export interface BackupManifest {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  database: { kind: BackupPlace['database']['kind']; serverVersion: string };
  /** The newest applied migration (drizzle's `created_at`, the migration folder's time). */
  lastMigration: number | null;
  /** Rows per table (`schema.table`), counted in the dump's snapshot. */
  tables: Record<string, number>;
  /** With `bucket`, the media were in that S3 bucket and are not in the archive. */
  media: { files: number; bytes: number; bucket?: string };
  vapidKeys: boolean;
}

/** A refusal meant for the operator: its message is the whole story, in Turkish. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const backupTexts = {
  backupUsage:
    'Kullanım: pnpm run backup -- <dosya.tar.gz>\n' +
    'Veritabanını (DATABASE_URL ya da DATA_DIR içindeki gömülü veritabanı), medya dosyalarını ve Web Push anahtarlarını tek dosyaya yedekler.',
  restoreUsage:
    'Kullanım: pnpm run restore -- <dosya.tar.gz> [--force]\n' +
    'Bir yedeği boş bir veritabanına geri yükler. --force: hedefte veri olsa da siler ve yedeği yükler.',
  unknownOption: (options: string) => `Bilinmeyen seçenek: ${options}`,
  serverRunning: (pid: number) =>
    `Sunucu bu DATA_DIR üzerinde çalışıyor (süreç ${pid}). Gömülü veritabanını aynı anda yalnızca bir süreç açabilir: sunucuyu durdurup komutu yeniden çalıştırın.`,
  fileExists: (file: string) =>
    `${file} zaten var; üzerine yazılmaz. Başka bir dosya adı verin ya da eski dosyayı silin.`,
  toolMissing: (tool: string) =>
    `${tool} bulunamadı. PostgreSQL istemci araçlarını kurun (Debian: apt-get install postgresql-client).`,
  toolFailed: (tool: string, detail: string) => `${tool} başarısız oldu:\n${detail}`,
  fileMissing: (file: string) => `${file} bulunamadı.`,
  notABackup: (file: string) => `${file} bir Kanat Mezat yedeği değil ya da bozuk.`,
  newerFormat: (version: number) =>
    `Bu yedek daha yeni bir sürümün biçiminde (${version}); bu sürüm onu okuyamaz.`,
  newerSchema:
    'Yedekteki veritabanı, bu kodun bilmediği daha yeni bir geçişle (migration) alınmış. Önce kodu yedeğin alındığı sürüme güncelleyin; yine de yüklemek için --force verin.',
  targetNotEmpty: (what: string) =>
    `Hedef boş değil: ${what}. Yedek mevcut verinin üzerine yazılmaz. Hedefi silip yedeği yüklemek için komutu --force ile çalıştırın.`,
  rowsInTables: (tables: string) => `veritabanında kayıt var (${tables})`,
  mediaInBucket: (bucket: string) =>
    `Medya dosyaları S3 kovasında (${bucket}); bu yedeğe alınmadı: kovayı kendi sürümleme ya da kopyalama ayarlarıyla yedekleyin.`,
  mediaPresent: (dir: string) => `${dir} içinde medya dosyaları var`,
  otherVapidKeys: (file: string) => `${file} yedektekinden farklı Web Push anahtarları tutuyor`,
  countMismatch: (table: string, expected: number, found: number) =>
    `${table}: yedekte ${expected} satır, geri yüklenen veritabanında ${found}`,
  restoreIncomplete: (details: string) => `Geri yükleme eksik kaldı:\n${details}`,
  backupDone: (file: string, rows: number, tables: number, media: number) =>
    `Yedek alındı: ${file} (${tables} tablo, ${rows} satır, ${media} medya dosyası).`,
  restoreDone: (rows: number, tables: number, media: number) =>
    `Yedek geri yüklendi: ${tables} tablo, ${rows} satır, ${media} medya dosyası. Sunucu bu veritabanıyla başlatılabilir.`,
} as const;

export const manifestName = 'manifest.json';
export const dumpName = 'database.sql';
export const vapidName = 'vapid.json';
export const mediaName = 'media';
/** Bookkeeping, not data: a database only migrated still counts as empty. */
export const journalTable = 'drizzle.__drizzle_migrations';
export const ourSchemas = ['public', 'drizzle'];

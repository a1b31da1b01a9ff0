import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { loadConfig } from '../config';
import { createScratchPlace, type ScratchPlace, seedPlace } from '../test/backup-fixtures';
import { setupTimeout } from '../test/test-app';
import { type BackupManifest, backupTexts, placeFromConfig } from './backup-archive';
import { createBackup } from './backup-create';

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const s3Env = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'kanat-medya',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'anahtar',
  S3_SECRET_ACCESS_KEY: 'gizli',
};

describe(`backup with media in an S3 bucket (${kind})`, () => {
  let source: ScratchPlace;

  beforeAll(async () => {
    source = await createScratchPlace(kind);
    await seedPlace(source.place, { images: false });
  }, setupTimeout);

  afterAll(async () => {
    await source?.destroy();
  });

  it('takes the bucket from the configuration, and none without S3', () => {
    expect(placeFromConfig(loadConfig({ DATA_DIR: '/tmp/kanat', ...s3Env })).mediaBucket).toBe(
      'kanat-medya',
    );
    expect(placeFromConfig(loadConfig({ DATA_DIR: '/tmp/kanat' })).mediaBucket).toBeNull();
  });

  it('packs the database but not the media, and its manifest names the bucket', async () => {
    // A leftover of the days before S3: not what the site serves, so not what is backed up.
    await mkdir(path.join(source.place.mediaDir, 'news'), { recursive: true });
    await writeFile(path.join(source.place.mediaDir, 'news/eski.jpg'), 'eski');
    const archive = path.join(source.place.dataDir, 'yedek.tar.gz');
    const { manifest } = await createBackup(
      { ...source.place, mediaBucket: 'kanat-medya' },
      archive,
    );
    expect(manifest.media).toEqual({ files: 0, bytes: 0, bucket: 'kanat-medya' });

    const names: string[] = [];
    let written: BackupManifest | null = null;
    await tar.t({
      file: archive,
      onReadEntry: (entry) => {
        names.push(entry.path);
        if (entry.path === 'manifest.json') {
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => {
            written = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          });
        }
      },
    });
    expect(names).toContain('database.sql');
    expect(names.filter((name) => name.startsWith('media'))).toEqual([]);
    expect(written).toMatchObject({ media: { bucket: 'kanat-medya' } });
    expect(backupTexts.mediaInBucket('kanat-medya')).toBe(
      'Medya dosyaları S3 kovasında (kanat-medya); bu yedeğe alınmadı: kovayı kendi sürümleme ya da kopyalama ayarlarıyla yedekleyin.',
    );
  });
});

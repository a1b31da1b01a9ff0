import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { cliTimeout, runCli } from '../test/cli-process';
import { startTestS3Server, type TestS3Server } from '../test/s3-server';
import { setupTimeout } from '../test/test-app';

// `media:migrate` copies DATA_DIR/media into the bucket, in its own process as an operator
// runs it, against s3rver.

const runMigrate = (args: string[], env: Record<string, string>) =>
  runCli('media-migrate', args, env);

describe('media:migrate (local media folder into the S3 bucket)', () => {
  let s3: TestS3Server;
  let dataDir: string;
  let env: Record<string, string>;

  const media = (key: string) => path.join(dataDir, 'media', key);
  const write = async (key: string, data: Buffer | string) => {
    await mkdir(path.dirname(media(key)), { recursive: true });
    await writeFile(media(key), data);
  };
  const bucketKeys = async () => {
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'media/' }),
    );
    return (listed.Contents ?? []).map((o) => o.Key as string).sort();
  };
  const objectBytes = async (key: string) => {
    const answer = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  };
  const puts = () => s3.requests.filter((r) => r.method === 'PUT').map((r) => r.key);

  const photo = Buffer.alloc(3000, 0xab);
  const pedigree = Buffer.from('%PDF-1.7 soy kütüğü');

  beforeAll(async () => {
    s3 = await startTestS3Server('kanat-tasima');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kanat-migrate-'));
    env = { DATA_DIR: dataDir, ...s3.env };
    await write('news/haber-800.jpg', photo);
    await write('pedigrees/şahin soy.pdf', pedigree);
    await write('gallery/2026/foto.png', Buffer.from('png bytes'));
    await write('.gizli', 'never served');
    await write('news/yarim.jpg.123.0a1b2c3d4e5f.tmp', 'a write in progress');
  }, setupTimeout);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await s3?.close();
  });

  it(
    'shows what it would copy with --dry-run, and writes nothing',
    async () => {
      s3.requests.length = 0;
      const run = await runMigrate(['--dry-run'], env);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Kopyalanacak: news/haber-800.jpg (3000 bayt)');
      expect(run.stdout).toContain('Deneme bitti: 3 kopyalanacak, 0 atlanacak');
      expect(puts()).toEqual([]);
      expect(await bucketKeys()).toEqual([]);
    },
    cliTimeout,
  );

  it(
    'copies every served file with its type and caching, and reports it in Turkish',
    async () => {
      const run = await runMigrate([], env);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('3 dosya');
      expect(run.stdout).toContain('Kopyalandı: pedigrees/şahin soy.pdf');
      expect(run.stdout).toContain(
        'Bitti: 3 kopyalandı, 0 atlandı (kovada aynısı vardı), 0 başarısız.',
      );
      expect(await bucketKeys()).toEqual([
        'media/gallery/2026/foto.png',
        'media/news/haber-800.jpg',
        'media/pedigrees/şahin soy.pdf',
      ]);
      expect((await objectBytes('media/news/haber-800.jpg')).equals(photo)).toBe(true);
      const head = await s3.client.send(
        new HeadObjectCommand({ Bucket: s3.bucket, Key: 'media/pedigrees/şahin soy.pdf' }),
      );
      expect(head.ContentType).toBe('application/pdf');
      expect(head.CacheControl).toBe('public, max-age=604800');
      const image = await s3.client.send(
        new HeadObjectCommand({ Bucket: s3.bucket, Key: 'media/news/haber-800.jpg' }),
      );
      expect(image.ContentType).toBe('image/jpeg');
    },
    cliTimeout,
  );

  it(
    'skips everything on a second run',
    async () => {
      s3.requests.length = 0;
      const run = await runMigrate([], env);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        'Bitti: 0 kopyalandı, 3 atlandı (kovada aynısı vardı), 0 başarısız.',
      );
      expect(puts()).toEqual([]);
    },
    cliTimeout,
  );

  it(
    'copies a changed file again, even of the same size',
    async () => {
      const changed = Buffer.alloc(3000, 0xcd);
      await write('news/haber-800.jpg', changed);
      s3.requests.length = 0;
      const run = await runMigrate([], env);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Bitti: 1 kopyalandı, 2 atlandı');
      expect(puts()).toEqual(['media/news/haber-800.jpg']);
      expect((await objectBytes('media/news/haber-800.jpg')).equals(changed)).toBe(true);
    },
    cliTimeout,
  );

  it(
    'copies what it can and exits non-zero when a file fails',
    async () => {
      await symlink(path.join(dataDir, 'yok.jpg'), media('news/kirik.jpg'));
      await write('news/yeni.jpg', 'yeni');
      const run = await runMigrate([], env);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('Kopyalanamadı: news/kirik.jpg');
      expect(run.stdout).toContain(
        'Bitti: 1 kopyalandı, 3 atlandı (kovada aynısı vardı), 1 başarısız.',
      );
      expect(await bucketKeys()).toContain('media/news/yeni.jpg');
      await rm(media('news/kirik.jpg'));
    },
    cliTimeout,
  );

  it(
    'refuses to start without the S3 settings or with an unknown option',
    async () => {
      const withoutS3 = await runMigrate([], { DATA_DIR: dataDir });
      expect(withoutS3.code).toBe(2);
      expect(withoutS3.stderr).toContain('S3 ayarları verilmemiş');
      const unknown = await runMigrate(['--hepsi'], env);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('Bilinmeyen seçenek: --hepsi');
    },
    cliTimeout,
  );
});

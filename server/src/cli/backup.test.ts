import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { openDatabase } from '../db/connection';
import { galleryPhotos } from '../db/schema';
import {
  createScratchPlace,
  type DatabaseSnapshot,
  mediaFiles,
  type ScratchPlace,
  seedPlace,
  snapshotDatabase,
  withPlaceQuery,
  writeSampleMedia,
} from '../test/backup-fixtures';
import { setupTimeout } from '../test/test-app';
import { BackupError } from './backup-archive';
import { createBackup } from './backup-create';
import { restoreBackup } from './backup-restore';

// The kind under test: the embedded database, or in the PostgreSQL pass the server.
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`backup and restore (${kind})`, () => {
  let source: ScratchPlace;
  let target: ScratchPlace;
  let archive: string;
  let before: DatabaseSnapshot;

  beforeAll(async () => {
    source = await createScratchPlace(kind);
    target = await createScratchPlace(kind);
    // The demo rows, and media files for the backup to carry (not the demo pictures: drawing
    // them took half of this file's time, and a backup copies any file the same way).
    await seedPlace(source.place, { images: false });
    await writeSampleMedia(source.place.mediaDir, 150);
    // A server started once has made its push keys; they travel with the backup.
    await writeFile(path.join(source.place.dataDir, 'vapid.json'), '{"publicKey":"k"}\n');
    archive = path.join(source.place.dataDir, 'yedek.tar.gz');
    await createBackup(source.place, archive);
    before = await snapshotDatabase(source.place);
    await restoreBackup(target.place, archive);
  }, setupTimeout * 2);

  afterAll(async () => {
    await source?.destroy();
    await target?.destroy();
  });

  it('brings back every table row for row, the migration journal and the sequences', async () => {
    const after = await snapshotDatabase(target.place);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const [table, rows] of Object.entries(before.tables)) {
      expect({ table, rows: after.tables[table] }).toEqual({ table, rows });
    }
    expect(after.tables['public.users']?.length).toBeGreaterThan(40);
    expect(after.tables['drizzle.__drizzle_migrations']?.length).toBeGreaterThan(0);
    expect(after.sequences).toEqual(before.sequences);
  });

  it('brings back the media files and the push keys', async () => {
    const restored = await mediaFiles(target.place.mediaDir);
    const original = await mediaFiles(source.place.mediaDir);
    expect(original.size).toBeGreaterThan(100);
    expect([...restored.keys()]).toEqual([...original.keys()]);
    for (const [name, content] of original) expect(restored.get(name)?.equals(content)).toBe(true);
    expect(await readFile(path.join(target.place.dataDir, 'vapid.json'), 'utf8')).toBe(
      '{"publicKey":"k"}\n',
    );
  });

  it('starts like a server would: no migration runs again, and new rows get fresh ids', async () => {
    const database = await openDatabase(
      target.place.database.kind === 'pglite'
        ? { kind: 'pglite', dataDir: target.place.database.dir }
        : { kind: 'postgres', url: target.place.database.url },
    );
    try {
      await database.migrate();
      const [newest] = await database.db
        .select({ id: galleryPhotos.id })
        .from(galleryPhotos)
        .orderBy(desc(galleryPhotos.id))
        .limit(1);
      const [added] = await database.db
        .insert(galleryPhotos)
        .values({
          title: 'Yeni',
          imageUrl: '/media/y.jpg',
          thumbUrl: '/media/y.jpg',
          width: 1,
          height: 1,
        })
        .returning({ id: galleryPhotos.id });
      expect(added?.id).toBeGreaterThan(newest?.id ?? Number.POSITIVE_INFINITY);
    } finally {
      await database.close();
    }
    const journal = await withPlaceQuery(target.place, (rows) =>
      rows<{ n: string }>('select count(*)::text as n from drizzle.__drizzle_migrations'),
    );
    expect(Number(journal[0]?.n)).toBe(before.tables['drizzle.__drizzle_migrations']?.length);
  });

  it('refuses to restore over a database that holds data, in Turkish, and changes nothing', async () => {
    const held = await snapshotDatabase(target.place);
    const refusal = restoreBackup(target.place, archive);
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(/^Hedef boş değil: veritabanında kayıt var \(.*--force/s);
    expect(await snapshotDatabase(target.place)).toEqual(held);
  });

  it('replaces what the target holds when forced', async () => {
    await restoreBackup(target.place, archive, { force: true });
    const after = await snapshotDatabase(target.place);
    expect(after.tables).toEqual(before.tables);
    expect(after.sequences).toEqual(before.sequences);
  });

  it('refuses a file that is not a backup', async () => {
    const stranger = path.join(target.place.dataDir, 'baska.tar.gz');
    await writeFile(stranger, 'bu bir yedek değil');
    await expect(restoreBackup(target.place, stranger, { force: true })).rejects.toThrow(
      /Kanat Mezat yedeği değil/,
    );
  });
});

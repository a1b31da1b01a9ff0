import path from 'node:path';
import {
  createScratchPlace,
  type ScratchPlace,
  seedPlace,
  snapshotDatabase,
} from '../test/backup-fixtures';
import { setupTimeout } from '../test/test-app';
import { createBackup } from './backup-create';
import { restoreBackup } from './backup-restore';

// The operator's way up, and back: an embedded backup restored on a PostgreSQL server (a
// newer pg_dump's file on PostgreSQL 15), and a server's backup restored into PGlite.
describe.each([
  ['pglite', 'postgres'],
  ['postgres', 'pglite'],
] as const)('a backup of %s restored into %s', (from, into) => {
  let source: ScratchPlace;
  let target: ScratchPlace;

  beforeAll(async () => {
    source = await createScratchPlace(from);
    target = await createScratchPlace(into);
    // The rows are what differs between the kinds; the media were shown in backup.test.ts.
    await seedPlace(source.place, { images: false });
  }, setupTimeout);

  afterAll(async () => {
    await source?.destroy();
    await target?.destroy();
  });

  it('brings back every table row for row and the sequences', async () => {
    const archive = path.join(source.place.dataDir, 'yedek.tar.gz');
    await createBackup(source.place, archive);
    await restoreBackup(target.place, archive);
    const before = await snapshotDatabase(source.place);
    const after = await snapshotDatabase(target.place);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const [table, rows] of Object.entries(before.tables)) {
      expect({ table, rows: after.tables[table] }).toEqual({ table, rows });
    }
    expect(after.sequences).toEqual(before.sequences);
  });
});

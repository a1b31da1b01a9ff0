import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../modules/audit';
import { createTestDatabase, setupTimeout, type TestDatabase } from '../test/test-app';
import { migrationsFolder, queryRows } from './connection';
import { auctions, auditLog, bids, pigeons, users } from './schema';

// Every table of the SPEC §3 data model, created by the committed migrations.
const expectedTables = [
  'auction_containers',
  'auctions',
  'audit_log',
  'auth_tokens',
  'bank_imports',
  'bank_lines',
  'banner',
  'bid_nonces',
  'bids',
  'buyer_statements',
  'consent_records',
  'contact_messages',
  'devices',
  'gallery_photos',
  'hall_absentee_bids',
  'hall_bids',
  'hall_calls',
  'hall_lots',
  'hall_sales',
  'key_challenges',
  'legal_acknowledgements',
  'legal_texts',
  'live_instances',
  'live_stream_counts',
  'mail_outbox',
  'max_bids',
  'media_files',
  'news',
  'news_comments',
  'news_likes',
  'news_views',
  'notifications',
  'outbid_queue',
  'pigeon_ancestors',
  'pigeon_pictures',
  'pigeon_race_results',
  'pigeon_videos',
  'pigeons',
  'privacy_requests',
  'push_subscriptions',
  'rate_limit_buckets',
  'sale_contract_acceptances',
  'sale_follows',
  'sale_requests',
  'sale_terms',
  'second_chance_offers',
  'seller_statements',
  'sessions',
  'site_info',
  'site_settings',
  'sms_outbox',
  'statement_lines',
  'statement_payments',
  'trust_reviews',
  'users',
  'verification_codes',
  'watches',
];

interface Journal {
  entries: Array<{ tag: string }>;
}

describe('migrations', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase({ empty: true });
    await testDb.database.migrate();
  }, setupTimeout);

  afterAll(async () => {
    await testDb.destroy();
  });

  it('create every table of the data model', async () => {
    const rows = await queryRows<{ table_name: string }>(
      testDb.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(expectedTables);
  });

  it('record every committed migration once, and running them again changes nothing', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    await testDb.database.migrate();
    const rows = await queryRows<{ n: number }>(
      testDb.database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it('keep the audit log append-only: rows cannot be changed or deleted', async () => {
    const { db } = testDb.database;
    await recordAudit(db, {
      actor: 'cli',
      action: 'member.approve',
      targetType: 'user',
      targetId: 'x',
      summary: 'Üyelik onaylandı',
      before: { approved: false },
      after: { approved: true },
    });
    await expect(db.update(auditLog).set({ summary: 'değişti' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    const rows = await db.select().from(auditLog);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: null,
        actorLabel: 'Komut satırı',
        summary: 'Üyelik onaylandı',
        before: { approved: false },
        after: { approved: true },
      }),
    ]);
  });

  it('refuse a second bid with the same nonce', async () => {
    const { db } = testDb.database;
    await db.insert(users).values({ id: 'u'.repeat(28), fullname: 'Ali Veli' });
    await db.insert(pigeons).values({
      id: 1,
      serial: 1,
      tagNum: 'TR-2024-000001',
      ownerId: 'u'.repeat(28),
      state: 'Yarışçı',
    });
    await db.insert(auctions).values({
      id: 1,
      name: 'Deneme',
      pigeonId: 1,
      startingBid: 100,
      startedOn: 1,
      endingTime: 2,
      expiry: 2,
      currentAmount: 100,
    });
    const bid = {
      auctionId: 1,
      userId: 'u'.repeat(28),
      amount: 150,
      oldAmount: 100,
      nonce: 'ab'.repeat(32),
      createdOn: 1,
    };
    await db.insert(bids).values(bid);
    await expect(db.insert(bids).values({ ...bid, amount: 200, oldAmount: 150 })).rejects.toThrow();
    await expect(
      db.insert(bids).values({ ...bid, nonce: 'cd'.repeat(32), amount: 100, oldAmount: 150 }),
    ).rejects.toThrow();
  });
});

/**
 * A fresh database migrated up to (not including) the migration numbered `n`, and the copy of
 * the migrations folder whose journal stops there (to remove afterwards).
 */
async function migratedBefore(n: string): Promise<{ testDb: TestDatabase; before: string }> {
  const before = mkdtempSync(path.join(tmpdir(), 'kanat-migrations-'));
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((e) => e.tag.startsWith(`${n}_`));
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
  );
  const testDb = await createTestDatabase({ empty: true });
  await testDb.database.migrate(before);
  return { testDb, before };
}

describe('migration 0009 (staff roles)', () => {
  let testDb: TestDatabase;
  let before: string;

  beforeAll(async () => {
    ({ testDb, before } = await migratedBefore('0009'));
  }, setupTimeout);

  afterAll(async () => {
    await testDb.destroy();
    rmSync(before, { recursive: true, force: true });
  });

  it('gives every staff member of old all three roles, the others none, and drops role', async () => {
    const { db } = testDb.database;
    await db.execute(
      sql`insert into users (id, fullname, role) values
        (${'s'.repeat(28)}, 'Eski Yönetici', 'staff'), (${'m'.repeat(28)}, 'Üye Kişi', 'user')`,
    );
    await testDb.database.migrate();
    const rows = await queryRows<{ id: string; staff_roles: string[] }>(
      db,
      sql`select id, staff_roles from users order by id`,
    );
    expect(rows).toEqual([
      { id: 'm'.repeat(28), staff_roles: [] },
      { id: 's'.repeat(28), staff_roles: ['administrator', 'clerk', 'editor'] },
    ]);
    const columns = await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns
          where table_name = 'users' and column_name in ('role', 'staff_roles')`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['staff_roles']);
    // Only the three roles may be stored.
    await expect(
      db.execute(sql`update users set staff_roles = array['patron'] where id = ${'m'.repeat(28)}`),
    ).rejects.toThrow();
  });
});

describe('migration 0020 (group publish time)', () => {
  let testDb: TestDatabase;
  let before: string;

  beforeAll(async () => {
    ({ testDb, before } = await migratedBefore('0020'));
  }, setupTimeout);

  afterAll(async () => {
    await testDb.destroy();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps every group saved before drafts existed on the site, from its start', async () => {
    const { db } = testDb.database;
    await db.execute(
      sql`insert into auction_containers (id, name, is_final_container, started_on, ending_time, expiry)
          values (1, 'Eski Grup', true, 1000, 2000, 2000)`,
    );
    await testDb.database.migrate();
    const rows = await queryRows<{ publish_on: string | number | null }>(
      db,
      sql`select publish_on from auction_containers where id = 1`,
    );
    expect(Number(rows[0]?.publish_on)).toBe(1000);
    // A new group may be a draft.
    await db.execute(
      sql`insert into auction_containers (id, name, is_final_container, started_on, ending_time, expiry)
          values (2, 'Taslak', true, 1000, 2000, 2000)`,
    );
    const drafts = await queryRows<{ publish_on: string | null }>(
      db,
      sql`select publish_on from auction_containers where id = 2`,
    );
    expect(drafts[0]?.publish_on).toBeNull();
  });
});

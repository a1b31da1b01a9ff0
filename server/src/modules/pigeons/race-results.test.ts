import type { AdminPigeonDetail, AuctionDetail, RaceResultRow } from '@kanat/shared/contracts';
import type { RaceResultInput } from '@kanat/shared/rules';
import { eq } from 'drizzle-orm';
import { auditLog, pigeonRaceResults } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const race = (over: Partial<RaceResultInput> = {}): RaceResultInput => ({
  name: 'Kırklareli Milli Yarışı',
  date: '2025-05-10',
  releasePoint: 'Kırklareli',
  distanceKm: '512,4',
  place: '12',
  basketed: '1240',
  speed: '1345,678',
  coefficient: '',
  ...over,
});

describe('a pigeon’s race results', () => {
  let t: TestApp;
  let staff: ApiClient;
  let member: ApiClient;
  let guest: ApiClient;
  let pigeonId: number;
  let auctionId: number;

  beforeAll(async () => {
    t = await createTestApp();
    staff = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' })).cookie,
    });
    member = new ApiClient(t.app, { cookie: (await createSignedInMember(t.app)).cookie });
    guest = new ApiClient(t.app, {});
    const ownerId = await insertOwner(t.database.db, { fullname: 'Hasan Güneş' });
    pigeonId = await insertPigeon(t.database.db, { ownerId, tagNum: 'TR-2023-445566' });
    auctionId = await insertAuction(t.database.db, {
      pigeonId,
      endingTime: Date.now() + 86_400_000,
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('keeps the list staff save, in their order, and the auction page shows it best first', async () => {
    const saved = await staff.ok<{ races: RaceResultRow[] }>('adminPigeonRacesSave', {
      pigeonId,
      races: [
        race(),
        race({ name: 'Edirne Yarışı', place: '1', basketed: '800', distanceKm: '230', speed: '' }),
      ],
    });
    expect(saved.races.map((r) => r.name)).toEqual(['Kırklareli Milli Yarışı', 'Edirne Yarışı']);
    expect(saved.races[0]).toEqual({
      name: 'Kırklareli Milli Yarışı',
      date: '2025-05-10',
      releasePoint: 'Kırklareli',
      distanceM: 512_400,
      place: 12,
      basketed: 1240,
      speedMmPerMin: 1_345_678,
      coefficientMilli: null,
    });
    const detail = await staff.ok<{ pigeon: AdminPigeonDetail }>('adminPigeonGet', {
      id: pigeonId,
    });
    expect(detail.pigeon.races).toEqual(saved.races);

    const page = await guest.get<AuctionDetail>(`/api/auctions/${auctionId}`);
    expect(page.status).toBe(200);
    // 1st of 800 beats 12th of 1240.
    expect(page.body.auction.races.map((r) => r.name)).toEqual([
      'Edirne Yarışı',
      'Kırklareli Milli Yarışı',
    ]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pigeon.races'));
    expect(audit.map((a) => a.summary)).toEqual([
      'TR-2023-445566 halkalı güvercinin yarış sonuçları güncellendi (2 sonuç).',
    ]);
  });

  it('refuses a list with a bad row, names the row, and keeps the stored list', async () => {
    const outcome = await staff.call('adminPigeonRacesSave', {
      pigeonId,
      races: [race(), race({ place: '1300' })],
    });
    expect(outcome.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: '2. satır: Derece, katılan kuş sayısından (1240) büyük olamaz.',
    });
    expect(outcome.error?.details?.rows).toEqual([{}, { place: expect.any(String) }]);
    const stored = await t.database.db
      .select()
      .from(pigeonRaceResults)
      .where(eq(pigeonRaceResults.pigeonId, pigeonId));
    expect(stored).toHaveLength(2);
  });

  it('empties the list, answers an unknown pigeon in Turkish, and lets only staff save', async () => {
    const emptied = await staff.ok<{ races: RaceResultRow[] }>('adminPigeonRacesSave', {
      pigeonId,
      races: [],
    });
    expect(emptied.races).toEqual([]);
    const page = await guest.get<AuctionDetail>(`/api/auctions/${auctionId}`);
    expect(page.body.auction.races).toEqual([]);

    const unknown = await staff.call('adminPigeonRacesSave', { pigeonId: 999_999, races: [] });
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND', message: 'Güvercin bulunamadı.' });

    const refused = await member.call('adminPigeonRacesSave', { pigeonId, races: [race()] });
    expect(refused.error?.status).toBe('PERMISSION_DENIED');
    const anonymous = await guest.call('adminPigeonRacesSave', { pigeonId, races: [race()] });
    expect(anonymous.error?.status).toBe('UNAUTHENTICATED');
    expect(
      await t.database.db
        .select()
        .from(pigeonRaceResults)
        .where(eq(pigeonRaceResults.pigeonId, pigeonId)),
    ).toEqual([]);
  });
});

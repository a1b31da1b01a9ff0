import {
  type AdminGroupDetail,
  type AdminGroupsListResult,
  adminAuctionsCallables,
} from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { and, eq } from 'drizzle-orm';
import { auctionContainers, auditLog } from '../../db/schema';
import {
  insertAuction,
  insertAuctionRoots,
  insertContainer,
  insertOwner,
  insertPigeon,
  recomputeSummaries,
} from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { addLotsAsStaff, groupInput, saveGroupAsStaff } from '../../test/console-fixtures';
import { uploadAccepted } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { setSoftCloseMinutes } from './auction-settings';

const minute = 60_000;
const day = 24 * 60 * minute;
const text = messages.adminAuctions;

describe('console: groups (staff)', () => {
  let t: TestApp;
  let staff: ApiClient;
  let staffMember: SignedInMember;
  let bidder: SignedInMember;
  let owner: string;
  let vitrine: number;
  let archive: number;

  beforeAll(async () => {
    t = await createTestApp();
    staffMember = await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' });
    staff = new ApiClient(t.app, { cookie: staffMember.cookie });
    bidder = await createSignedInMember(t.app);
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    ({ vitrine, archive } = await insertAuctionRoots(t.database.db));
    await setSoftCloseMinutes(t.database.db, 5);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    bidder.mfaToken = await bidder.freshMfaToken();
  });

  const db = () => t.database.db;

  const groupData = (overrides: Record<string, unknown> = {}) => groupInput(vitrine, overrides);
  const createGroup = (overrides: Record<string, unknown> = {}) =>
    saveGroupAsStaff(staff, vitrine, overrides);
  /** `count` lots starting at 500, 600, 700 ... */
  const addLots = (groupId: number, count: number) =>
    addLotsAsStaff(staff, db(), {
      groupId,
      ownerId: owner,
      prices: Array.from({ length: count }, (_, i) => 500 + i * 100),
    });

  const getGroup = (id: number) => staff.ok<AdminGroupDetail>('adminGroupGet', { id: String(id) });

  it('refuses every console call to a guest (401) and to a plain member (403)', async () => {
    const guest = new ApiClient(t.app);
    const member = new ApiClient(t.app, { cookie: bidder.cookie });
    for (const name of Object.keys(adminAuctionsCallables)) {
      expect((await guest.call(name, {})).status).toBe(401);
      const refused = await member.call(name, {});
      expect(refused.status).toBe(403);
      expect(refused.error?.status).toBe('PERMISSION_DENIED');
    }
    expect((await guest.get('/api/staff/groups/1/results.csv')).status).toBe(401);
    expect((await member.get('/api/staff/groups/1/results.csv')).status).toBe(403);
  });

  it('creates a final group with a photo; three staggered lots end at end, +interval, +2×interval', async () => {
    const photo = await uploadAccepted(t.app, staffMember.cookie, 'group-photo');
    const end = Date.now() + 2 * day;
    const id = await createGroup({ photoId: photo.id, endingTime: end, staggerSeconds: 120 });
    const lots = await addLots(id, 3);

    const detail = await getGroup(id);
    expect(detail.group).toMatchObject({
      name: 'Ege Şampiyonları',
      photo: photo.url,
      photoId: photo.id,
      staggerSeconds: 120,
      totalAuctionsCount: 3,
      childCount: 3,
      expiry: end + 240_000,
    });
    expect(detail.path.map((step) => step.name)).toEqual(['Grup İhaleler', 'Ege Şampiyonları']);
    expect(detail.lots.map((lot) => Number(lot.id))).toEqual(lots);
    expect(detail.lots.map((lot) => lot.endingTime)).toEqual([end, end + 120_000, end + 240_000]);
    expect(detail.lots.map((lot) => lot.expiry)).toEqual([end, end + 120_000, end + 240_000]);
    expect(detail.lots.map((lot) => lot.startingBid)).toEqual([500, 600, 700]);

    // The public group page and lists see the lots and the counters.
    const publicGroup = await t.app.inject({ method: 'GET', url: `/api/containers/${id}` });
    expect(publicGroup.json()).toMatchObject({ totalAuctionsCount: 3, expiry: end + 240_000 });
    const listed = await new ApiClient(t.app).list<{ r: Array<{ id: string }> }>('auctions', {
      group: String(id),
      statusFrom: 2,
      statusTo: 2,
    });
    expect(listed.body.r).toHaveLength(3);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'group'), eq(auditLog.targetId, String(id))));
    expect(audits.map((a) => a.action)).toContain('group.create');
    expect(audits[0]?.actorId).toBe(staffMember.user.uid);
    const lotAudits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auction.create'));
    expect(lotAudits.map((a) => Number(a.targetId))).toEqual(expect.arrayContaining(lots));

    // The same upload cannot be claimed again by another group.
    const again = await staff.call('adminGroupSave', groupData({ photoId: photo.id }));
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe(messages.media.alreadyUsed);
  });

  it('soft close moves only the lot that took the late bid', async () => {
    const end = Date.now() + 2 * minute;
    const id = await createGroup({ endingTime: end, staggerSeconds: 60 });
    const [first, second, third] = await addLots(id, 3);
    // 650 raises the price (600 to start), so the end moves.
    const answer = await callBid(t.app, bidder, second as number, 650);
    expect(answer.status).toBe(200);
    const detail = await getGroup(id);
    const byId = new Map(detail.lots.map((lot) => [Number(lot.id), lot]));
    expect(byId.get(first as number)?.expiry).toBe(end);
    expect(byId.get(second as number)?.expiry).toBeGreaterThan(end + 60_000);
    expect(byId.get(second as number)?.endingTime).toBe(end + 60_000);
    expect(byId.get(third as number)?.expiry).toBe(end + 120_000);
    expect(detail.group.totalBidCount).toBe(1);
  });

  it('a new end or interval spreads again only the lots without bids', async () => {
    const end = Date.now() + day;
    const id = await createGroup({ endingTime: end, staggerSeconds: 60 });
    const [first, second, third] = await addLots(id, 3);
    expect((await callBid(t.app, bidder, first as number, 500)).status).toBe(200);

    const newEnd = end + day;
    await staff.ok(
      'adminGroupSave',
      groupData({ id: String(id), endingTime: newEnd, staggerSeconds: 300 }),
    );
    const detail = await getGroup(id);
    const ends = new Map(detail.lots.map((lot) => [Number(lot.id), lot.expiry]));
    expect(ends.get(first as number)).toBe(end);
    expect(ends.get(second as number)).toBe(newEnd + 300_000);
    expect(ends.get(third as number)).toBe(newEnd + 600_000);
    expect(detail.group.expiry).toBe(newEnd + 600_000);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.edit'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ staggerSeconds: 60, endingTime: end });
    expect(audits[0]?.after).toMatchObject({ staggerSeconds: 300, endingTime: newEnd });
  });

  it('answers bad group input with Turkish messages', async () => {
    const now = Date.now();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startedOn: now + day, endingTime: now + minute }, text.endBeforeStart],
      [{ name: '   ' }, text.nameRequired],
      [{ staggerSeconds: 5 }, text.staggerInvalid],
      [{ startedOn: now - 2 * day, endingTime: now - day }, text.endInPast],
      [{ parentId: '999999' }, text.parentMissing],
    ];
    for (const [overrides, message] of cases) {
      const answer = await staff.call('adminGroupSave', groupData(overrides));
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toBe(message);
    }
    const final = await createGroup();
    const under = await staff.call('adminGroupSave', groupData({ parentId: String(final) }));
    expect(under.error?.message).toBe(text.parentFinal);

    // A nested group holds groups; a lot cannot go into it, and a group cannot move under itself.
    const nested = await createGroup({ name: 'Marmara', isFinalContainer: false });
    const child = await createGroup({
      name: 'Marmara – Erkekler',
      parentId: String(nested),
      isFinalContainer: false,
    });
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    const intoNested = await staff.call('adminLotsAdd', {
      groupId: String(nested),
      lots: [{ pigeonId: String(pigeonId), startingBid: 500 }],
    });
    expect(intoNested.error?.message).toBe(text.groupNotFinal);
    const cycle = await staff.call(
      'adminGroupSave',
      groupData({
        id: String(nested),
        name: 'Marmara',
        isFinalContainer: false,
        parentId: String(child),
      }),
    );
    expect(cycle.error?.message).toBe(text.parentCycle);
    const kind = await staff.call(
      'adminGroupSave',
      groupData({ id: String(nested), name: 'Marmara', isFinalContainer: true }),
    );
    expect(kind.error?.message).toBe(text.kindLocked);

    const list = await staff.ok<AdminGroupsListResult>('adminGroupsList', {
      parentId: String(nested),
    });
    expect(list.rows.map((row) => row.name)).toEqual(['Marmara – Erkekler']);
    expect(list.path.map((step) => step.name)).toEqual(['Grup İhaleler', 'Marmara']);
    const found = await staff.ok<AdminGroupsListResult>('adminGroupsList', { q: 'erkek' });
    expect(found.rows.map((row) => row.name)).toContain('Marmara – Erkekler');
  });

  it('lists auctionable pigeons: active ones not in a running auction', async () => {
    const free = await insertPigeon(db(), { ownerId: owner, tagNum: 'TR-2031-000001' });
    const passive = await insertPigeon(db(), {
      ownerId: owner,
      tagNum: 'TR-2031-000002',
      active: 0,
    });
    const busy = await insertPigeon(db(), { ownerId: owner, tagNum: 'TR-2031-000003' });
    await insertAuction(db(), { pigeonId: busy, endingTime: Date.now() + day });
    const { rows } = await staff.ok<{ rows: Array<{ id: string }> }>('adminAuctionablePigeons', {
      q: 'TR-2031',
    });
    expect(rows.map((row) => Number(row.id))).toEqual([free]);
    const group = await createGroup();
    const refused = await staff.call('adminLotsAdd', {
      groupId: String(group),
      lots: [{ pigeonId: String(passive), startingBid: 500 }],
    });
    expect(refused.error?.message).toBe(
      'Pasif bir güvercin açık arttırmaya çıkarılamaz: TR-2031-000002.',
    );
    const twice = await staff.call('adminLotsAdd', {
      groupId: String(group),
      lots: [{ pigeonId: String(busy), startingBid: 500 }],
    });
    expect(twice.error?.message).toBe(
      'Bu güvercin zaten devam eden bir açık arttırmada: TR-2031-000003.',
    );
  });

  it('adds an open auction (no group) with its own schedule', async () => {
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    const missing = await staff.call('adminLotsAdd', {
      groupId: null,
      lots: [{ pigeonId: String(pigeonId), startingBid: 500 }],
    });
    expect(missing.error?.message).toBe(text.openScheduleRequired);
    const end = Date.now() + day;
    const { ids } = await staff.ok<{ ids: string[] }>('adminLotsAdd', {
      groupId: null,
      startedOn: Date.now(),
      endingTime: end,
      lots: [{ pigeonId: String(pigeonId), startingBid: 750, name: 'Şampiyon Kız' }],
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${ids[0]}` });
    expect(detail.json()).toMatchObject({
      auction: { name: 'Şampiyon Kız', startingBid: 750, endingTime: end, parent: null },
    });
  });

  it('moves a finished group to the archive by hand, not a running one', async () => {
    const id = await createGroup({ name: 'Biten Grup' });
    const [lot] = await addLots(id, 1);
    const running = await staff.call('adminGroupArchive', { id: String(id) });
    expect(running.status).toBe(400);
    expect(running.error?.message).toBe(text.archiveNotFinished);

    // The lot ends: the scheduler seals it.
    await t.app.closingScheduler.runOnce(Date.now() + 2 * day);
    expect((await getGroup(id)).lots[0]).toMatchObject({ id: String(lot), status: 3 });

    await staff.ok('adminGroupArchive', { id: String(id) });
    const detail = await getGroup(id);
    expect(detail.group).toMatchObject({ parentId: String(archive), isArchive: true });
    expect(detail.group.archivedAt).not.toBeNull();
    const publicView = await t.app.inject({ method: 'GET', url: `/api/containers/${id}` });
    expect(publicView.json()).toMatchObject({ archived: true, parent: String(archive) });
    const archiveList = await staff.ok<AdminGroupsListResult>('adminGroupsList', {
      parentId: String(archive),
    });
    expect(archiveList.rows.map((row) => Number(row.id))).toContain(id);
    const again = await staff.call('adminGroupArchive', { id: String(id) });
    expect(again.error?.message).toBe(text.alreadyArchived);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.archive'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
  });

  it('the scheduler archives after the delay staff set (default 7 days)', async () => {
    expect(await staff.ok('adminSettingsGet', null)).toMatchObject({
      archiveDelayDays: 7,
      softCloseMinutes: 5,
    });
    const bad = await staff.call('adminSettingsSave', { archiveDelayDays: 400 });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe(text.archiveDelayInvalid);
    const badSoft = await staff.call('adminSettingsSave', {
      archiveDelayDays: 2,
      softCloseMinutes: 61,
    });
    expect(badSoft.error?.message).toBe(text.softCloseInvalid);
    // Refused whole: the valid delay beside it was not saved either.
    expect(await staff.ok('adminSettingsGet', {})).toMatchObject({ archiveDelayDays: 7 });

    // A group whose only lot ended three days ago (already sealed).
    const now = Date.now();
    const group = await insertContainer(db(), {
      name: 'Üç gün önce biten',
      parentId: vitrine,
      isFinalContainer: true,
      expiry: now - 3 * day,
    });
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    await insertAuction(db(), {
      pigeonId,
      parentId: group,
      endingTime: now - 3 * day,
      status: 3,
    });
    await recomputeSummaries(db(), [group]);

    const first = await t.app.closingScheduler.runOnce(now);
    expect(first.archived).not.toContain(group);

    expect(await staff.ok('adminSettingsSave', { archiveDelayDays: 2 })).toMatchObject({
      archiveDelayDays: 2,
    });
    expect(await staff.ok('adminSettingsGet', {})).toMatchObject({ archiveDelayDays: 2 });
    const second = await t.app.closingScheduler.runOnce(now);
    expect(second.archived).toContain(group);
    const [row] = await db()
      .select()
      .from(auctionContainers)
      .where(eq(auctionContainers.id, group));
    expect(row).toMatchObject({ parentId: archive, isArchive: true });

    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'setting.archive-delay'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { archiveDelayDays: 7 },
      after: { archiveDelayDays: 2 },
    });
    await staff.ok('adminSettingsSave', { archiveDelayDays: 7 });
  });

  it('staff set the soft close in the console: the auction pages and bids use it at once', async () => {
    const saved = await staff.ok('adminSettingsSave', {
      archiveDelayDays: 7,
      softCloseMinutes: 12,
    });
    expect(saved).toMatchObject({ archiveDelayDays: 7, softCloseMinutes: 12 });
    const pigeonId = await insertPigeon(db(), { ownerId: owner });
    const auctionId = await insertAuction(db(), { pigeonId, endingTime: Date.now() + day });
    const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${auctionId}` });
    expect(detail.json().softCloseMinutes).toBe(12);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'setting.soft-close'));
    expect(audits.map((a) => [a.before, a.after, a.summary])).toEqual([
      [{ softCloseMinutes: 5 }, { softCloseMinutes: 12 }, 'Son dakika uzatması 12 dakika yapıldı'],
    ]);
    await staff.ok('adminSettingsSave', { archiveDelayDays: 7, softCloseMinutes: 5 });
  });
});

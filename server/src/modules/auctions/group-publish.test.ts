import type { AdminGroupDetail, AuctionDetail, ContainerDetail } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { eq } from 'drizzle-orm';
import { auctionContainers, auditLog } from '../../db/schema';
import { insertAuctionRoots, insertOwner } from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { callBid } from '../../test/bid-helpers';
import { addLotsAsStaff, saveGroupAsStaff } from '../../test/console-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { shellOnlyAppsDir } from '../../test/web/web-fixtures';

const minute = 60_000;
const day = 24 * 60 * minute;
const origin = 'https://kanat.example';

describe('groups not yet on the site (drafts and scheduled groups)', () => {
  let t: TestApp;
  let staff: ApiClient;
  let guest: ApiClient;
  let member: ApiClient;
  let bidder: SignedInMember;
  let editor: ApiClient;
  let owner: string;
  let vitrine: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { APPS_DIR: shellOnlyAppsDir(), PUBLIC_URL: origin } });
    staff = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' })).cookie,
    });
    editor = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { fullname: 'Elif Ay', roles: ['editor'] })).cookie,
    });
    bidder = await createSignedInMember(t.app);
    member = new ApiClient(t.app, { cookie: bidder.cookie });
    guest = new ApiClient(t.app);
    owner = await insertOwner(t.database.db, { fullname: 'Satıcı Kişi' });
    ({ vitrine } = await insertAuctionRoots(t.database.db));
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  beforeEach(async () => {
    bidder.mfaToken = await bidder.freshMfaToken();
  });

  const db = () => t.database.db;

  /** A group saved with `publish` and one lot in it (started a minute ago, ends in a day). */
  async function groupWithLot(name: string, publish: unknown) {
    const id = await saveGroupAsStaff(staff, vitrine, { name, publish });
    const [lot] = await addLotsAsStaff(staff, db(), { groupId: id, ownerId: owner, prices: [500] });
    return { id, lot: lot as number };
  }

  /** The lot's ring number as staff see it (what a visitor searches lots by). */
  async function lotTag(id: number): Promise<string> {
    const detail = await staff.ok<AdminGroupDetail>('adminGroupGet', { id: String(id) });
    return detail.lots[0]?.tagNum ?? '';
  }

  /** Everything the public sees of the group and its lot, by every road. */
  async function publicView(id: number, lot: number, name: string, client = guest) {
    const group = await client.get<ContainerDetail>(`/api/containers/${id}`);
    const auction = await client.get<AuctionDetail>(`/api/auctions/${lot}`);
    const groups = await client.list<{ r: Array<{ id: string }> }>('containers', {
      parent: String(vitrine),
    });
    const searched = await client.list<{ r: Array<{ id: string }> }>('containers', { name });
    const lots = await client.list<{ r: Array<{ id: string }> }>('auctions', {
      group: String(id),
    });
    const running = await client.list<{ r: Array<{ id: string }> }>('auctions', {
      statusFrom: 2,
      statusTo: 2,
    });
    const lotsByTag = await client.list<{ r: Array<{ id: string }> }>('auctions', {
      tagNum: await lotTag(id),
    });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    return {
      group: group.status,
      auction: auction.status,
      inGroups: groups.body.r.some((row) => row.id === String(id)),
      inGroupSearch: searched.body.r.some((row) => row.id === String(id)),
      lots: lots.body.r.length,
      inRunning: running.body.r.some((row) => row.id === String(lot)),
      inLotSearch: lotsByTag.body.r.some((row) => row.id === String(lot)),
      inSitemap:
        sitemap.body.includes(`/grup-ihaleler/${id}<`) ||
        sitemap.body.includes(`/acik-arttirmalar/${lot}<`),
    };
  }

  const hidden = {
    group: 404,
    auction: 404,
    inGroups: false,
    inGroupSearch: false,
    lots: 0,
    inRunning: false,
    inLotSearch: false,
    inSitemap: false,
  };
  const shown = {
    group: 200,
    auction: 200,
    inGroups: true,
    inGroupSearch: true,
    lots: 1,
    inRunning: true,
    inLotSearch: true,
    inSitemap: true,
  };

  it('hides a draft and its lots from every public road, refuses bids and watches on them', async () => {
    const { id, lot } = await groupWithLot('Taslak Kuşlar', 'draft');
    expect(await publicView(id, lot, 'Taslak Kuşlar')).toEqual(hidden);
    // A signed-in member (no staff role) and staff of another area see no more than a guest.
    expect(await publicView(id, lot, 'Taslak Kuşlar', member)).toEqual(hidden);
    expect((await editor.get(`/api/containers/${id}`)).status).toBe(404);

    const bid = await callBid(t.app, bidder, lot, 500);
    expect(bid.status).toBe(404);
    expect(bid.error?.message).toBe(messages.auctions.notFound);
    const maximum = await callBid(t.app, bidder, lot, 900, { maximum: true });
    expect(maximum.status).toBe(404);
    expect(maximum.error?.message).toBe(messages.auctions.notFound);
    const watchLot = await member.call('watch', { kind: 'auction', id: String(lot) });
    expect(watchLot.error?.message).toBe(messages.auctions.notFound);
    const watchGroup = await member.call('watch', { kind: 'group', id: String(id) });
    expect(watchGroup.error?.message).toBe(messages.groups.notFound);

    const detail = await staff.ok<AdminGroupDetail>('adminGroupGet', { id: String(id) });
    expect(detail.group.publishOn).toBeNull();
    expect(detail.lots[0]?.bidCount).toBe(0);
  });

  it('shows staff who manage groups a draft as a preview', async () => {
    const { id, lot } = await groupWithLot('Önizleme Grubu', 'draft');
    const group = await staff.get<ContainerDetail>(`/api/containers/${id}`);
    expect(group.status).toBe(200);
    expect(group.body).toMatchObject({ name: 'Önizleme Grubu', preview: { publishOn: null } });
    const auction = await staff.get<AuctionDetail>(`/api/auctions/${lot}`);
    expect(auction.status).toBe(200);
    expect(auction.body.preview).toEqual({ publishOn: null });
    // A published group carries no preview mark.
    const open = await groupWithLot('Açık Grup', 'now');
    const published = await staff.get<ContainerDetail>(`/api/containers/${open.id}`);
    expect(published.body.preview).toBeUndefined();
  });

  it('puts a draft on the site when staff publish it: it appears everywhere and takes bids', async () => {
    const { id, lot } = await groupWithLot('Yayın Grubu', 'draft');
    const { publishOn } = await staff.ok<{ publishOn: number }>('adminGroupPublish', {
      id: String(id),
    });
    expect(await publicView(id, lot, 'Yayın Grubu')).toEqual(shown);
    expect((await callBid(t.app, bidder, lot, 500)).status).toBe(200);
    expect((await member.call('watch', { kind: 'auction', id: String(lot) })).status).toBe(200);
    expect((await member.call('watch', { kind: 'group', id: String(id) })).status).toBe(200);
    const again = await staff.call('adminGroupPublish', { id: String(id) });
    expect(again.error?.message).toBe(messages.adminAuctions.alreadyPublished);
    const detail = await staff.ok<AdminGroupDetail>('adminGroupGet', { id: String(id) });
    expect(detail.group.publishOn).toBe(publishOn);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'group.publish'));
    expect(audits.map((row) => row.summary)).toContain('Grup sitede yayınlandı: Yayın Grubu');
  });

  it('keeps a scheduled group hidden until its publish time comes', async () => {
    const startedOn = Date.now() + day;
    const id = await saveGroupAsStaff(staff, vitrine, {
      name: 'Zamanlı Grup',
      startedOn,
      endingTime: startedOn + day,
      publish: { at: startedOn - minute },
    });
    const [lot] = await addLotsAsStaff(staff, db(), { groupId: id, ownerId: owner, prices: [500] });
    const view = await publicView(id, lot as number, 'Zamanlı Grup');
    expect(view).toEqual(hidden);
    const preview = await staff.get<ContainerDetail>(`/api/containers/${id}`);
    expect(preview.body.preview).toEqual({ publishOn: startedOn - minute });

    // The publish time comes (moved to the past: the database's clock judges it).
    await db()
      .update(auctionContainers)
      .set({ publishOn: Date.now() - minute })
      .where(eq(auctionContainers.id, id));
    const after = await publicView(id, lot as number, 'Zamanlı Grup');
    // On the site, but not yet running: its lots start tomorrow, so they are not "running".
    expect(after).toMatchObject({ group: 200, auction: 200, inGroups: true, lots: 1 });
  });

  it('hides every group in a draft folder, at any depth, until the folder is published', async () => {
    const folder = await saveGroupAsStaff(staff, vitrine, {
      name: 'Taslak Klasör',
      isFinalContainer: false,
      publish: 'draft',
    });
    const inner = await saveGroupAsStaff(staff, folder, {
      name: 'İç Klasör',
      isFinalContainer: false,
      publish: 'now',
    });
    const groupId = await saveGroupAsStaff(staff, inner, {
      name: 'Klasördeki Grup',
      publish: 'now',
    });
    const [lot] = await addLotsAsStaff(staff, db(), { groupId, ownerId: owner, prices: [500] });
    const inFolder = async () =>
      (
        await guest.list<{ r: Array<{ id: string }> }>('containers', { parent: String(inner) })
      ).body.r.map((row) => row.id);

    // The group and its lot are published themselves; the folder two levels up is a draft.
    expect(await publicView(groupId, lot as number, 'Klasördeki Grup')).toMatchObject({
      ...hidden,
      inGroups: false,
    });
    expect((await guest.get(`/api/containers/${inner}`)).status).toBe(404);
    expect(await inFolder()).toEqual([]);
    expect((await callBid(t.app, bidder, lot as number, 500)).status).toBe(404);
    const watch = await member.call('watch', { kind: 'group', id: String(groupId) });
    expect(watch.error?.message).toBe(messages.groups.notFound);

    // Staff see it as a preview that says when it goes on the site: never while the folder is
    // a draft, at the folder's time once the folder is scheduled later than the group.
    const preview = async () => ({
      group: (await staff.get<ContainerDetail>(`/api/containers/${groupId}`)).body.preview,
      lot: (await staff.get<AuctionDetail>(`/api/auctions/${lot}`)).body.preview,
    });
    expect(await preview()).toEqual({ group: { publishOn: null }, lot: { publishOn: null } });
    const folderTime = Date.now() + day;
    await db()
      .update(auctionContainers)
      .set({ publishOn: folderTime })
      .where(eq(auctionContainers.id, folder));
    expect(await preview()).toEqual({
      group: { publishOn: folderTime },
      lot: { publishOn: folderTime },
    });
    expect(await inFolder()).toEqual([]);

    await staff.ok('adminGroupPublish', { id: String(folder) });
    expect(await inFolder()).toEqual([String(groupId)]);
    expect(await preview()).toEqual({ group: undefined, lot: undefined });
    expect(await publicView(groupId, lot as number, 'Klasördeki Grup')).toMatchObject({
      group: 200,
      auction: 200,
      inGroupSearch: true,
      lots: 1,
      inRunning: true,
      inLotSearch: true,
      inSitemap: true,
    });
    expect((await callBid(t.app, bidder, lot as number, 500)).status).toBe(200);
  });

  it('shows a group but not its lots before its start when the house chose so', async () => {
    const startedOn = Date.now() + day;
    const id = await saveGroupAsStaff(staff, vitrine, {
      name: 'Kapalı Katalog Grubu',
      startedOn,
      endingTime: startedOn + day,
      publish: 'now',
      lotsBeforeStart: false,
    });
    const [lot] = await addLotsAsStaff(staff, db(), { groupId: id, ownerId: owner, prices: [500] });
    const admin = await staff.ok<AdminGroupDetail>('adminGroupGet', { id: String(id) });
    expect(admin.group.lotsBeforeStart).toBe(false);

    const group = await guest.get<ContainerDetail>(`/api/containers/${id}`);
    expect(group.status).toBe(200);
    expect(group.body).toMatchObject({ startedOn, lotsBeforeStart: false, totalAuctionsCount: 1 });
    const view = await publicView(id, lot as number, 'Kapalı Katalog Grubu');
    expect(view).toMatchObject({
      group: 200,
      inGroups: true,
      auction: 404,
      lots: 0,
      inLotSearch: false,
    });
    const calendar = await guest.get<{ entries: Array<{ id: string }> }>('/api/calendar');
    expect(calendar.body.entries.map((entry) => entry.id)).toContain(String(id));
    // Staff see the lot as a preview that goes on the site at the start.
    const preview = await staff.get<AuctionDetail>(`/api/auctions/${lot}`);
    expect(preview.body.preview).toEqual({ publishOn: startedOn });

    // The start comes (moved to the past: the database's clock judges it).
    await db()
      .update(auctionContainers)
      .set({ startedOn: Date.now() - minute })
      .where(eq(auctionContainers.id, id));
    expect(await publicView(id, lot as number, 'Kapalı Katalog Grubu')).toMatchObject({
      auction: 200,
      lots: 1,
      inLotSearch: true,
    });
  });

  it('refuses in Turkish a publish time after the start', async () => {
    const startedOn = Date.now() + day;
    const refused = await staff.call('adminGroupSave', {
      parentId: String(vitrine),
      name: 'Geç Yayın',
      description: '',
      photoId: null,
      isFinalContainer: true,
      startedOn,
      endingTime: startedOn + day,
      staggerSeconds: null,
      publish: { at: startedOn + minute },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(
      'Yayın zamanı grubun başlangıcından sonra olamaz; teklifler yayından önce açılmaz.',
    );
  });

  it('keeps the publish time of a group already on the site when it is saved again', async () => {
    const { id } = await groupWithLot('Kalıcı Grup', 'now');
    const first = await staff.ok<AdminGroupDetail>('adminGroupGet', { id: String(id) });
    await saveGroupAsStaff(staff, vitrine, { id: String(id), name: 'Kalıcı Grup 2' });
    const second = await staff.ok<AdminGroupDetail>('adminGroupGet', { id: String(id) });
    expect(second.group.publishOn).toBe(first.group.publishOn);
    // Back to a draft: off the site again.
    await saveGroupAsStaff(staff, vitrine, { id: String(id), publish: 'draft' });
    expect((await guest.get(`/api/containers/${id}`)).status).toBe(404);
  });
});

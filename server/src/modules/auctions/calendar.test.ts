import type { CalendarResult } from '@kanat/shared/contracts';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { auctionContainers, hallSales } from '../../db/schema';
import { insertContainer } from '../../test/auction-fixtures';
import { insertHallSale } from '../../test/hall-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;

/** A parsed property's text, whether or not it carried parameters. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object' && 'val' in value
      ? String((value as { val: unknown }).val)
      : undefined;

describe('the calendar (GET /api/calendar and its .ics files)', () => {
  let t: TestApp;
  let upcoming: number;
  let running: number;
  let hall: { saleId: number; lotIds: number[] };
  const hidden: number[] = [];

  const calendar = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/calendar' });
    expect(response.statusCode).toBe(200);
    return response.json<CalendarResult>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const now = Date.now();
    // Starts in three days (a group starts a week before its end), on the site now.
    upcoming = await insertContainer(db, {
      name: 'Aralık Yavru Grubu',
      isFinalContainer: true,
      expiry: now + 10 * DAY,
      publishOn: now - DAY,
      photo: '/media/test/aralik.jpg',
    });
    // Bidding open since five days.
    running = await insertContainer(db, {
      name: 'Kasım Grubu',
      isFinalContainer: true,
      expiry: now + 2 * DAY,
    });
    // Never listed: a draft, an ended group, an archive group, a group in a draft folder.
    hidden.push(
      await insertContainer(db, {
        name: 'Taslak Grup',
        isFinalContainer: true,
        expiry: now + 9 * DAY,
        publishOn: null,
      }),
      await insertContainer(db, { name: 'Biten Grup', isFinalContainer: true, expiry: now - DAY }),
      await insertContainer(db, {
        name: 'Arşiv Grubu',
        isFinalContainer: true,
        isArchive: true,
        expiry: now + 3 * DAY,
      }),
    );
    const draftFolder = await insertContainer(db, {
      name: 'Taslak Klasör',
      isFinalContainer: false,
      expiry: now + 9 * DAY,
      publishOn: null,
    });
    hidden.push(
      await insertContainer(db, {
        name: 'Taslak Klasördeki Grup',
        parentId: draftFolder,
        isFinalContainer: true,
        expiry: now + 9 * DAY,
      }),
    );
    hall = await insertHallSale(db, { title: 'Cumartesi Salon Mezatı', lots: [500, 750] });
    await insertHallSale(db, { title: 'Taslak Salon', status: 'draft', lots: [100] });
    await insertHallSale(db, { title: 'Biten Salon', status: 'ended', lots: [100] });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  test('lists the groups on the site and the scheduled hall mezats, soonest first; never drafts or what has ended', async () => {
    const { entries } = await calendar();
    expect(entries.map((entry) => [entry.kind, entry.title])).toEqual([
      ['group', 'Kasım Grubu'],
      ['hall', 'Cumartesi Salon Mezatı'],
      ['group', 'Aralık Yavru Grubu'],
    ]);
    const [now, inHall, later] = entries;
    expect(now).toMatchObject({ id: String(running), running: true });
    expect(later).toMatchObject({
      id: String(upcoming),
      running: false,
      place: null,
      cover: '/media/test/aralik.jpg',
      href: `/grup-ihaleler/${upcoming}`,
      ics: `/api/calendar/group/${upcoming}/takvim.ics`,
    });
    const [row] = await t.database.db
      .select()
      .from(auctionContainers)
      .where(eq(auctionContainers.id, upcoming));
    expect(later?.startsAt).toBe(row?.startedOn);
    expect(later?.endsAt).toBe(row?.expiry);
    expect(inHall).toMatchObject({
      id: String(hall.saleId),
      running: false,
      place: 'Kemeraltı Kahvesi, İzmir',
      lotCount: 2,
      endsAt: null,
      href: `/canli-mezat/${hall.saleId}`,
    });
    expect(inHall?.cover).toMatch(/^\/media\/test\//);
  });

  test('a hall mezat shows as under way once the clerk has started it', async () => {
    await t.database.db
      .update(hallSales)
      .set({ status: 'running' })
      .where(eq(hallSales.id, hall.saleId));
    try {
      const { entries } = await calendar();
      expect(entries.find((entry) => entry.kind === 'hall')?.running).toBe(true);
    } finally {
      await t.database.db
        .update(hallSales)
        .set({ status: 'scheduled' })
        .where(eq(hallSales.id, hall.saleId));
    }
  });

  test('a group’s calendar file opens in a calendar parser with its title, times, place and link', async () => {
    const { entries } = await calendar();
    const group = entries.find((entry) => entry.kind === 'group' && entry.id === String(upcoming));
    if (group === undefined) throw new Error('group not listed');
    const response = await t.app.inject({ method: 'GET', url: group.ics });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('.ics');
    const events = Object.values(ical.sync.parseICS(response.body)).filter(
      (item) => item?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    const event = events[0] as VEvent;
    expect(text(event.summary)).toBe('Aralık Yavru Grubu');
    // Whole seconds: a calendar has no finer time.
    expect(event.start.getTime()).toBe(Math.floor(group.startsAt / 1000) * 1000);
    expect(event.end?.getTime()).toBe(Math.floor((group.endsAt ?? 0) / 1000) * 1000);
    expect(text(event.location)).toBe('Çevrim içi, Kanat Mezat');
    expect(String(event.url)).toMatch(new RegExp(`/grup-ihaleler/${upcoming}$`));
    expect(text(event.description)).toContain('Grup ihale');
    // The same sale keeps its UID: adding it again updates the calendar's copy.
    const again = await t.app.inject({ method: 'GET', url: group.ics });
    const uidAgain = Object.values(ical.sync.parseICS(again.body)).find(
      (item) => item?.type === 'VEVENT',
    ) as VEvent;
    expect(uidAgain.uid).toBe(event.uid);
  });

  test('a hall mezat’s file has its place and lasts a few hours', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/hall/${hall.saleId}/takvim.ics`,
    });
    expect(response.statusCode).toBe(200);
    const event = Object.values(ical.sync.parseICS(response.body)).find(
      (item) => item?.type === 'VEVENT',
    ) as VEvent;
    expect(text(event.summary)).toBe('Cumartesi Salon Mezatı');
    expect(text(event.location)).toBe('Kemeraltı Kahvesi, İzmir');
    expect((event.end?.getTime() ?? 0) - event.start.getTime()).toBe(3 * 3_600_000);
    expect(text(event.description)).toContain('2 kuş');
  });

  test('a sale not in the calendar has no file: not found, in Turkish; a bad address is refused', async () => {
    for (const id of hidden) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/calendar/group/${id}/takvim.ics`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        'Bu mezat takvimde yok: bitmiş ya da kaldırılmış olabilir.',
      );
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/calendar/kahve/1/takvim.ics' });
    expect(bad.statusCode).toBe(400);
  });
});

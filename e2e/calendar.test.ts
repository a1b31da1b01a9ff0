// The calendar in Chromium against the real server and the demo data: reached from the hall
// mezats, it lists what the server's calendar holds, the demo's Saturday mezat among them with
// its hall; its "add to calendar" file downloads and reads back in a calendar parser with the
// sale's title, start and place; a phone reads the page without sideways scrolling.
import { readFileSync } from 'node:fs';
import type { CalendarResult } from '@kanat/shared/contracts';
import ical, { type VEvent } from 'node-ical';
import type { Browser } from 'playwright-core';
import { awaitHydrationOnGoto, baseURL, launchBrowser, sidewaysOverflow } from './support/browser';
import { newContext } from './support/content';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object' && 'val' in value
      ? String((value as { val: unknown }).val)
      : '';

test('the hall mezats lead to the calendar; its file opens in a calendar with the sale’s title, start and place', async () => {
  const calendar = (await (await fetch(`${baseURL()}/api/calendar`)).json()) as CalendarResult;
  const hall = calendar.entries.find((entry) => entry.kind === 'hall');
  if (hall === undefined) throw new Error('the demo data has no hall mezat to come');

  const phone = await newContext(browser, { width: 390, height: 844, touch: true });
  const errors: string[] = [];
  try {
    const page = await phone.newPage();
    // The link is followed by the live page (a click before hydration may be lost).
    awaitHydrationOnGoto(page);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/canli-mezat');
    await page.getByRole('link', { name: 'Yaklaşan mezatlar' }).click();
    await page.waitForURL('**/takvim');
    const rows = page.getByTestId('calendar-entry');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(calendar.entries.length);
    const row = rows.filter({ has: page.getByRole('link', { name: hall.title, exact: true }) });
    expect(await row.textContent()).toContain(hall.place ?? '');
    expect(await row.textContent()).toContain(`${hall.lotCount} kuş`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: `${hall.title}: takvime ekle` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`kanat-mezat-hall-${hall.id}.ics`);
    const file = await download.path();
    const events = Object.values(ical.sync.parseICS(readFileSync(file, 'utf8'))).filter(
      (item): item is VEvent => item?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    const event = events[0] as VEvent;
    expect(text(event.summary)).toBe(hall.title);
    expect(text(event.location)).toBe(hall.place);
    expect(event.start.getTime()).toBe(Math.floor(hall.startsAt / 1000) * 1000);
    expect(String(event.url)).toMatch(new RegExp(`/canli-mezat/${hall.id}$`));

    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  } finally {
    await phone.close();
  }
});

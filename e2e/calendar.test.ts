// The calendar in Chromium against the real server and the demo data: reached from the hall
// mezats, it lists what the server's calendar holds, the demo's Saturday mezat among them with
// its hall; its "add to calendar" file downloads and reads back in a calendar parser with the
// sale's title, start and place; a phone reads the page without sideways scrolling. A member
// asks from the calendar to be told when a hall mezat opens, and gets the SMS once the clerk
// opens its first lot.
import { readFileSync } from 'node:fs';
import type { CalendarResult } from '@kanat/shared/contracts';
import ical, { type VEvent } from 'node-ical';
import type { Browser } from 'playwright-core';
import { grantMarketingSms, outbox } from './support/accounts';
import { baseURL, launchBrowser, openPage, PHONE, sidewaysOverflow } from './support/browser';
import { DEMO_CLERK } from './support/console/roles';
import { DEMO_STAFF, seededMember, signIn } from './support/console/sign-in';
import { createHallSale } from './support/hall';

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

  // The links are followed by the live page (openPage waits for it after each goto).
  const { page, errors, close } = await openPage(browser, PHONE);
  try {
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
      row.getByRole('link', { name: `Takvime ekle: ${hall.title}` }).click(),
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
    await close();
  }
});

test('a member who follows a hall mezat from the calendar gets an SMS when the clerk starts it', async () => {
  const staff = await openPage(browser);
  const member = await openPage(browser);
  const clerk = await openPage(browser);
  try {
    await signIn(staff.page, DEMO_STAFF);
    const account = await seededMember(staff.page, 14);
    const sale = await createHallSale(staff.page, {
      title: `Takvim Mezatı ${Date.now()}`,
      prices: [400],
      notOwnedBy: [account.fullname],
    });

    await signIn(member.page, account);
    // The news that a followed sale opened is a commercial message: sent with the SMS consent.
    await grantMarketingSms(member.page);
    await member.page.goto('/takvim');
    const row = member.page
      .getByTestId('calendar-entry')
      .filter({ has: member.page.getByRole('link', { name: sale.title, exact: true }) });
    const follow = row.getByRole('button', { name: `Başlayınca haber ver: ${sale.title}` });
    await follow.click();
    await row
      .getByRole('button', { name: `Haber verilecek: ${sale.title}` })
      .and(member.page.locator('[aria-pressed="true"]'))
      .waitFor();

    // The clerk opens the first lot: the sale is running.
    await signIn(clerk.page, DEMO_CLERK);
    await clerk.page.goto(`/yonetim/canli-mezat/${sale.saleId}/yonet`);
    await clerk.page.getByRole('button', { name: 'Sıradaki lotu aç (lot 1)' }).click();
    await clerk.page.getByTestId('hall-current-price').waitFor();

    // The closing pass queues the notice within a second, the sender sends it the next.
    let told: string | undefined;
    while (told === undefined) {
      told = (await outbox(account.phone)).find(
        (m) => m.kind === 'sms' && m.text.includes(sale.title),
      )?.text;
      if (told === undefined) await member.page.waitForTimeout(200);
    }
    expect(told).toBe(
      `Kanat Mezat: Takip ettiğiniz "${sale.title}" salon mezatı başladı; canlı izleyip internetten teklif verebilirsiniz.`,
    );
    for (const watched of [staff, member, clerk]) expect(watched.errors).toEqual([]);
  } finally {
    for (const watched of [staff, member, clerk]) await watched.close();
  }
});

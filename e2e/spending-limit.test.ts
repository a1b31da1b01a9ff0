// Spending limits in the real site: staff set a member's limit on their console
// page; the member's bid over it is refused with the Turkish reason; staff lift it again.
import type { Browser } from 'playwright-core';
import { confirmBid, getAuction, listAuctions, serverTime } from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { toast } from './support/console/helpers';
import { DEMO_STAFF, type SeededMember, seededMember, signIn } from './support/console/sign-in';

const HOUR = 3600 * 1000;

let browser: Browser;
let staff: WatchedPage;
let member: WatchedPage;
let bidder: SeededMember;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await openPage(browser);
  member = await openPage(browser);
  await signIn(staff.page, DEMO_STAFF);
  bidder = await seededMember(staff.page, 2);
});
afterAll(async () => {
  await staff?.close();
  await member?.close();
  await browser.close();
});

/** A running auction of someone else whose next bid is above `floor`. */
async function auctionAbove(floor: number, fullname: string) {
  const candidates = await listAuctions({
    statusFrom: 2,
    statusTo: 2,
    endingTimeFrom: (await serverTime()) + 2 * HOUR,
  });
  for (const candidate of candidates) {
    const detail = await getAuction(candidate.id);
    const price = detail.auction.currentBid?.amount ?? detail.auction.startingBid;
    if (detail.auction.pigeon.ownerFullName !== fullname && price > floor) return detail;
  }
  throw new Error('no auction above the limit');
}

test('staff set a spending limit in the console; the member is refused over it; staff lift it', async () => {
  const page = staff.page;
  await page.goto(`/yonetim/uyeler/${bidder.uid}`);
  const section = page.getByTestId('spending-limit');
  await section.waitFor();
  await section.getByRole('textbox', { name: 'Limit (TL)' }).fill('100');
  await section.getByRole('button', { name: 'Limiti kaydet' }).click();
  await toast(page, 'Harcama limiti kaydedildi.');
  await section.getByTestId('spending-limit-now').filter({ hasText: '100 TL' }).waitFor();

  await signIn(member.page, bidder);
  const detail = await auctionAbove(100, bidder.fullname);
  await member.page.goto(`/acik-arttirmalar/${detail.auction.id}`);
  const form = member.page.getByTestId('bid-form');
  await form.waitFor();
  await form.getByRole('button', { name: 'Teklif Ver' }).click();
  await confirmBid(member.page);
  await member.page
    .getByTestId('toast')
    .filter({ hasText: 'Teklif reddedildi: Harcama limitinize (100 TL) ulaştınız' })
    .waitFor();
  const stored = await getAuction(detail.auction.id);
  expect(stored.auction.bidCount).toBe(detail.auction.bidCount);

  // Lifted: the same member's bid now goes through.
  await section.getByRole('button', { name: 'Limiti kaldır' }).click();
  await toast(page, 'Harcama limiti kaldırıldı.');
  await section.getByTestId('spending-limit-now').filter({ hasText: 'Limit yok' }).waitFor();
  await form.getByRole('button', { name: 'Teklif Ver' }).click();
  await confirmBid(member.page);
  await member.page.getByTestId('toast').filter({ hasText: 'Teklif başarıyla verildi' }).waitFor();
  expect(staff.errors).toEqual([]);
  expect(member.errors).toEqual([]);
});

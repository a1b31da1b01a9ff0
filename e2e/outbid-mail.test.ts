// The outbid mail in the real site: a member with a mail address leads an auction
// from its page, staff outbid them from another browser, and the server's notice sender mails
// the member through SMTP (the test run's own SMTP server, support/mailbox.ts). The mail's
// absolute link takes the member back to the auction, where the new price shows.
import { minNextBid } from '@kanat/shared/rules';
import type { Browser } from 'playwright-core';
import { auctionForBoth, bidOnPage, money, sessionOf } from './support/auctions';
import { baseURL, launchBrowser, openPage, type WatchedPage } from './support/browser';
import { DEMO_STAFF, seededMember, signIn } from './support/console/sign-in';
import { mailsTo, waitForMail } from './support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('outbid mail', () => {
  let member: WatchedPage;
  let staff: WatchedPage;
  afterEach(async () => {
    await member?.close();
    await staff?.close();
  });

  test('an outbid member receives the mail, and its link shows the new price', async () => {
    staff = await openPage(browser);
    member = await openPage(browser);
    await signIn(staff.page, DEMO_STAFF);
    const account = await seededMember(staff.page, 6, { withMail: true });
    const address = account.mailAddress as string;
    const { page } = member;
    await signIn(page, account);

    // Skips the auctions the maximum-bid and Web Push tests take.
    const detail = await auctionForBoth(
      await sessionOf(page),
      await sessionOf(staff.page),
      'desc',
      4,
    );
    const id = detail.auction.id;
    const start = detail.auction.currentBid?.amount ?? detail.auction.startingBid;
    const first = detail.auction.bidCount === 0 ? start : minNextBid(start);
    const before = mailsTo(address).length;
    await page.goto(`/acik-arttirmalar/${id}`);
    await bidOnPage(page, first);
    const higher = minNextBid(first);
    await staff.page.goto(`/acik-arttirmalar/${id}`);
    await bidOnPage(staff.page, higher);

    const mail = await waitForMail(address, (m) => m.subject.startsWith('Teklifiniz geçildi'));
    expect(mail.subject).toBe(`Teklifiniz geçildi: ${detail.auction.name}`);
    expect(mail.text).toContain(`Güncel fiyat: ${money(higher)}.`);
    const link = `${baseURL()}/acik-arttirmalar/${id}`;
    expect(mail.text).toContain(`Açık arttırmaya gitmek için: ${link}`);
    expect(mail.html).toContain(`<a href="${link}">Açık arttırmaya git</a>`);
    // Leading bids mail nobody: the member's own bid brought no mail, the outbid one mail.
    expect(
      mailsTo(address)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual([mail.subject]);

    await page.goto(link);
    await page
      .getByTestId('current-price')
      .filter({ hasText: money(higher) })
      .waitFor();
    expect(member.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  });
});

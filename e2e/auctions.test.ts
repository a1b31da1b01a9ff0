// Auctions in the real site: lists and filters on the server clock, the auction page, a
// signed-in member bidding with the second factor and the device key, the bid arriving live
// in another browser, groups, archive and participants.
import type { Browser, Locator, Request } from 'playwright-core';
import {
  confirmBid,
  DEMO_MEMBER,
  getAuction,
  listAuctions,
  money,
  serverTime,
  signInThroughUi,
} from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const HOUR = 3600 * 1000;

const text = async (locator: Locator) => (await locator.textContent()) ?? '';

describe('open auction list', () => {
  test('filters by time status on the server clock and loads more on scroll', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto('/acik-arttirmalar');
      await page.getByTestId('auction-card').first().waitFor();
      expect(await page.getByTestId('auction-card').count()).toBe(20);
      // Infinite scroll: the next 20 arrive near the bottom.
      await page.mouse.wheel(0, 20_000);
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="auction-card"]').length > 20,
      );

      const tabs: Array<[string, string, string]> = [
        ['Devam Edenler', 'durum=devam-edenler', 'continues'],
        ['Bitmek Üzere Olanlar', 'durum=bitmek-uzere', 'almost_done'],
        ['Süresi Dolanlar', 'durum=suresi-dolanlar', 'expired'],
      ];
      for (const [tab, query, status] of tabs) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForURL(`**/acik-arttirmalar?${query}`);
        // The previous tab's cards stay until the new list arrives: wait for cards of this one,
        // and read the statuses in the same look (the grid may redraw between two looks).
        const statuses = (await (
          await page.waitForFunction((wanted) => {
            const dots = [
              ...document.querySelectorAll('[data-testid="auction-card"] [data-status]'),
            ].map((dot) => dot.getAttribute('data-status') ?? '');
            return dots.length > 0 && dots[0] === wanted ? dots : false;
          }, status)
        ).jsonValue()) as string[];
        expect(statuses.length).toBeGreaterThan(0);
        // A card may age while it is watched (its dot follows the server clock: continues →
        // almost_done → expired), never go back: every card is of this tab or a later state.
        const order = ['continues', 'almost_done', 'expired'];
        expect(statuses[0]).toBe(status);
        for (const seen of statuses) {
          expect(order.indexOf(seen)).toBeGreaterThanOrEqual(order.indexOf(status));
        }
      }

      // A card leads to its auction.
      const first = page.getByTestId('auction-card').first();
      const name = (await text(first.getByRole('heading'))).trim();
      await first.getByRole('link', { name: 'Açık Arttırmaya Git' }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('auction page', () => {
  test('an ended auction shows the pigeon, its bids and the result', async () => {
    // The latest ended one that nobody bid on or that went to a bidder (a lot another test
    // ended below its reserve has bids and no bidder).
    const ended = (
      await listAuctions({
        statusFrom: 3,
        statusTo: 3,
        orderBy: 'endingTime',
        orderDir: 'desc',
      })
    ).find((row) => row.bidCount === 0 || row.currentBid?.bidder);
    expect(ended).toBeDefined();
    const detail = await getAuction(ended!.id);
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`/acik-arttirmalar/${ended!.id}`);
      await page.getByRole('heading', { level: 1, name: ended!.name }).waitFor();
      const info = page.getByTestId('pigeon-info');
      expect(await text(info)).toMatch(/Seri No\d{6}(?!\d)/);
      expect(await text(info)).toContain(detail.auction.pigeon.ownerFullName);
      expect(await page.getByTestId('bid-form').count()).toBe(0);
      expect(await text(page.getByTestId('auction-result'))).toBe(
        ended!.bidCount === 0
          ? 'Bu açık arttırmaya teklif verilmedi.'
          : 'Son teklif başka bir kullanıcıya ait.',
      );
      if (detail.bids.length > 0) {
        const rows = page.getByTestId('bid-history').locator('tbody tr');
        expect(await rows.count()).toBe(Math.min(detail.bids.length, 10));
      }
      await page.getByRole('button', { name: /fotoğrafını büyüt$/ }).click();
      await page.getByTestId('image-viewer').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a guest is asked to sign in before bidding', async () => {
    const [running] = await listAuctions({
      statusFrom: 2,
      statusTo: 2,
      endingTimeFrom: (await serverTime()) + 2 * HOUR,
      orderBy: 'endingTime',
      orderDir: 'asc',
    });
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`/acik-arttirmalar/${running!.id}`);
      // The server drew the form; it answers once the page is hydrated (the footer comes when
      // the page has settled).
      await page.locator('footer').first().waitFor();
      const form = page.getByTestId('bid-form');
      await form.getByRole('button', { name: 'Teklif Ver' }).click();
      const note = page.getByTestId('bid-sign-in');
      expect(await note.getAttribute('role')).toBe('alert');
      expect(await text(note)).toContain('Teklif vermek için öncelikle giriş yapmalısınız');
      expect(await page.getByTestId('confirm-dialog').count()).toBe(0);
      await note.getByRole('link', { name: 'Giriş Yap' }).click();
      await page.waitForURL('**/giris-yap');
      await page.getByTestId('login-form').waitFor();
    } finally {
      await close();
    }
  });
});

/** An auction with hours left that the member may bid on (not theirs, not already top). */
async function biddableAuction(member: { uid: string; displayName: string | null }) {
  const candidates = await listAuctions({
    statusFrom: 2,
    statusTo: 2,
    endingTimeFrom: (await serverTime()) + 2 * HOUR,
    orderBy: 'endingTime',
    orderDir: 'asc',
  });
  for (const candidate of candidates) {
    const detail = await getAuction(candidate.id);
    const mine = detail.auction.pigeon.ownerFullName === member.displayName;
    if (!mine && detail.auction.currentBid?.bidder !== member.uid) return detail;
  }
  throw new Error('no auction to bid on');
}

describe('bidding', () => {
  let bidder: WatchedPage;
  let watcher: WatchedPage;
  afterEach(async () => {
    await bidder?.close();
    await watcher?.close();
  });

  test('a member bids with the second factor and device key; the bid shows live in another browser', async () => {
    bidder = await openPage(browser);
    watcher = await openPage(browser);
    await signInThroughUi(bidder.page, DEMO_MEMBER);
    const session = (await bidder.page.evaluate(() =>
      fetch('/api/session').then((r) => r.json()),
    )) as { user: { uid: string; displayName: string | null } };
    const detail = await biddableAuction(session.user);
    const path = `/acik-arttirmalar/${detail.auction.id}`;

    // The watcher is a guest in its own context; it loads the page once and then only listens.
    const watcherLoads: Request[] = [];
    watcher.page.on('request', (request) => {
      if (request.url().includes(`/api/auctions/${detail.auction.id}`)) watcherLoads.push(request);
    });
    await watcher.page.goto(path);
    await watcher.page.getByTestId('bid-form').waitFor();

    await bidder.page.goto(path);
    const form = bidder.page.getByTestId('bid-form');
    await form.waitFor();
    expect(await bidder.page.getByTestId('bid-sign-in').count()).toBe(0);
    // The field suggests the minimum next bid.
    const field = form.getByLabel('Teklifiniz (TL)');
    const amount = Number(await field.inputValue());
    const current = detail.auction.currentBid?.amount ?? detail.auction.startingBid;
    expect(amount).toBeGreaterThan(current);

    const sent = bidder.page.waitForRequest((r) => r.url().endsWith('/api/fn/bid'));
    await form.getByRole('button', { name: 'Teklif Ver' }).click();
    const confirmDialog = bidder.page.getByTestId('confirm-dialog');
    await confirmDialog.waitFor();
    expect(await text(confirmDialog)).toContain(
      `${new Intl.NumberFormat('tr-TR').format(amount)}TL Değerindeki Teklifinizi Onaylıyor musunuz?`,
    );
    await confirmBid(bidder.page);

    const bidRequest = await sent;
    // The server's answer, whole: a refusal names its reason here rather than as a missing toast.
    const answer = await bidRequest.response();
    expect({ status: answer?.status(), body: await answer?.json() }).toMatchObject({
      status: 200,
      body: { result: { code: 200 } },
    });
    const request = bidRequest.postDataJSON() as {
      data: {
        BidRequest: { nonce: string; amount: number; for: string; user: string; device: string };
        signature: string;
        mfaToken: string;
      };
    };
    expect(request.data.BidRequest).toMatchObject({
      amount,
      for: detail.auction.id,
      user: session.user.uid,
    });
    expect(Buffer.from(request.data.BidRequest.nonce, 'base64')).toHaveLength(32);
    expect(Buffer.from(request.data.signature, 'base64')).toHaveLength(132);
    expect(request.data.mfaToken.length).toBeGreaterThan(0);
    expect(request.data.BidRequest.device).toBe(
      await bidder.page.evaluate(() => localStorage.getItem('deviceId')),
    );

    await bidder.page
      .getByTestId('toast')
      .filter({ hasText: 'Teklif başarıyla verildi' })
      .waitFor();
    await bidder.page
      .getByTestId('current-price')
      .filter({ hasText: money(amount) })
      .waitFor();
    const myRow = bidder.page.getByTestId('bid-history').locator('tbody tr').first();
    await myRow.filter({ hasText: money(amount) }).waitFor();
    expect(await text(myRow)).toContain('Siz');
    expect(await bidder.page.getByText('En yüksek teklif sizin.').count()).toBe(1);

    // The other browser shows the bid without loading the auction again.
    await watcher.page
      .getByTestId('current-price')
      .filter({ hasText: money(amount) })
      .waitFor();
    await watcher.page
      .getByTestId('bid-history')
      .locator('tbody tr')
      .first()
      .filter({ hasText: money(amount) })
      .waitFor();
    expect(await text(watcher.page.getByTestId('bid-count'))).toBe(
      String(detail.auction.bidCount + 1),
    );
    // The server drew the guest's page with the auction (its first view), so the browser never
    // asked the API for it; the new bid came over the live stream alone.
    expect(watcherLoads).toHaveLength(0);

    const stored = await getAuction(detail.auction.id);
    expect(stored.bids[0]).toMatchObject({ amount, bidder: session.user.uid });
    expect(bidder.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
  });
});

describe('groups, archive and participants', () => {
  test('group auctions list their groups and a group its children', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto('/grup-ihaleler');
      const card = page.getByTestId('group-card').first();
      await card.waitFor();
      expect(await card.getByTestId('remaining-time').count()).toBe(1);
      const name = (await text(card.getByRole('heading'))).trim();
      await card.getByRole('link', { name: 'Grup İhaleye Git' }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByTestId('auction-card').or(page.getByTestId('group-card')).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('the archive labels its groups and shows child counts instead of time', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto('/arsiv');
      const card = page.getByTestId('group-card').first();
      await card.waitFor();
      expect(await text(card)).toContain('Arşiv');
      expect(await text(card)).toContain('Alt İhale Sayısı');
      expect(await card.getByTestId('remaining-time').count()).toBe(0);
      await card.getByRole('link', { name: 'Grup İhaleye Git' }).click();
      await page.waitForURL('**/arsiv/*');
      await page.getByTestId('container-summary').waitFor();
      expect(await text(page.getByTestId('container-summary'))).toContain('Arşiv');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('participants filter on the server and stack into cards on narrow screens', async () => {
    const { page, errors, close } = await openPage(browser, { width: 700 });
    try {
      await page.goto('/katilimcilar');
      const table = page.getByTestId('participants-table');
      await table.waitFor();
      const firstRow = table.locator('tbody tr').first();
      const serial = await text(firstRow.locator('td').first());
      expect(serial.trim()).toMatch(/^\d{6}$/);
      // Below 800 px the header row is hidden and each cell carries its label.
      expect((await table.locator('thead').boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
      expect(await firstRow.locator('td').nth(3).getAttribute('data-label')).toBe('Ülke');

      const province = (await text(firstRow.locator('td').nth(3))).trim();
      // The server drew the form; it answers once the page is hydrated (the footer comes when
      // the page has settled).
      await page.locator('footer').first().waitFor();
      await page.getByLabel('Ülke').fill(province);
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/list/pigeons') && r.ok()),
        page.getByRole('button', { name: 'Ara' }).click(),
      ]);
      await table.locator('tbody tr').first().waitFor();
      const provinces = await table
        .locator('tbody tr td:nth-child(4)')
        .evaluateAll((cells) => cells.map((c) => c.textContent?.trim()));
      expect(new Set(provinces)).toEqual(new Set([province]));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('the home page shows ongoing auctions and groups', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto('/');
      const auctions = page.getByTestId('home-auctions');
      await auctions.getByTestId('auction-card').first().waitFor();
      expect(await auctions.getByTestId('auction-card').count()).toBe(4);
      const groups = page.getByTestId('home-groups');
      await groups.getByTestId('group-card').first().waitFor();
      expect(await groups.getByTestId('group-card').count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

// A database outage: an instance whose PostgreSQL connection runs through a TCP proxy
// the test owns (it renders with the built apps: `pnpm run build` first, as the SSR tests). Cut off, it answers API calls 503 in Turkish, keeps serving static files and
// tells its live watchers; back, it recovers without a restart and sends the watched values
// afresh, including a price settled meanwhile on another instance.
import { minNextBid } from '@kanat/shared/rules';
import { repoRoot } from '../config';
import { createSignedInMember } from '../test/auth-fixtures';
import { callBid } from '../test/bid-helpers';
import { type LiveEvent, openLiveStream } from '../test/live-client';
import { type AuctionValue, createFixture, isPath, listen, valueIn } from '../test/live-fixtures';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';
import { openDatabase } from './connection';

function connectionUrl(t: TestApp): string {
  const pool = (t.database.db as unknown as { $client: { options: { connectionString: string } } })
    .$client;
  return pool.options.connectionString;
}

const stateIs = (state: string) => (event: LiveEvent) =>
  event.event === 'status' && (event.data as { state?: string }).state === state;

/** Retries `probe` (at most `timeoutMs`) until it answers true. */
async function eventually(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('did not recover in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a database outage', () => {
  let direct: TestApp;
  let cutOff: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    direct = await createTestApp();
    const url = new URL(connectionUrl(direct));
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.port = String(proxy.port);
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    // The built apps: the shell and its pages must still load.
    cutOff = await createTestApp({ database, env: { APPS_DIR: repoRoot } });
  });
  afterAll(async () => {
    proxy.restore();
    await cutOff?.close();
    await cutOff?.database.close();
    await direct?.close();
    await proxy?.close();
  });

  test('answers 503 in Turkish, tells live watchers, and recovers by itself with the final price', async () => {
    const fixture = await createFixture(direct.app.db);
    const member = await createSignedInMember(direct.app);
    const base = await listen(cutOff.app);
    const path = `auctions/${fixture.auctionId}`;
    const stream = await openLiveStream(base, [path]);
    try {
      const first = valueIn<AuctionValue>(await stream.next(isPath(path)));

      await proxy.cut();
      // API calls, REST and callable alike: 503 with a Turkish message in their shapes.
      const rest = await fetch(`${base}/api/auctions/${fixture.auctionId}`);
      expect(rest.status).toBe(503);
      expect(await rest.json()).toMatchObject({
        error: {
          code: 'unavailable',
          message: 'Veritabanına şu anda ulaşılamıyor; lütfen biraz sonra tekrar deneyin.',
        },
      });
      const callable = await fetch(`${base}/api/fn/sendContactMail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          data: {
            name: 'Ayşe Işık',
            email: 'ayse@example.com',
            subject: 'Soru',
            message: 'Merhaba',
          },
        }),
      });
      expect(callable.status).toBe(503);
      expect(await callable.json()).toEqual({
        error: {
          status: 'UNAVAILABLE',
          message: 'Veritabanına şu anda ulaşılamıyor; lütfen biraz sonra tekrar deneyin.',
        },
      });
      // What needs no database still loads: the service worker, the site's own files.
      // The shell and its pages still load (drawn in the browser when the server cannot read
      // their data), with the remotes' manifests.
      for (const page of ['/', '/acik-arttirmalar', `/acik-arttirmalar/${fixture.auctionId}`]) {
        const answer = await fetch(`${base}${page}`);
        expect([page, answer.status]).toEqual([page, 200]);
        expect(await answer.text()).toContain('<div id="root">');
      }
      expect((await fetch(`${base}/remotes.json`)).status).toBe(200);
      expect((await fetch(`${base}/mf/auctions/mf-manifest.json`)).status).toBe(200);
      expect((await fetch(`${base}/sw.js`)).status).toBe(200);
      expect((await fetch(`${base}/static/brand/icon-192.png`)).status).toBe(200);
      // The open stream hears that its values may be stale.
      await stream.nextEvent(stateIs('reconnecting'));

      // Meanwhile the auction moves on another instance.
      const higher = minNextBid(first.currentBid?.amount ?? first.startingBid);
      expect((await callBid(direct.app, member, fixture.auctionId, higher)).status).toBe(200);

      proxy.restore();
      // Without a restart: the stream gets the price settled meanwhile, then 'live' again.
      const after = stream.messages.length;
      const fresh = valueIn<AuctionValue>(
        await stream.next((m) => valueIn<AuctionValue>(m).currentBid?.amount === higher, after),
      );
      expect(fresh.bidCount).toBe(first.bidCount + 1);
      await stream.nextEvent((event) => stateIs('live')(event) && stream.events.indexOf(event) > 0);
      await eventually(async () => {
        const again = await fetch(`${base}/api/auctions/${fixture.auctionId}`);
        return again.status === 200;
      });
      const page = (await (await fetch(`${base}/api/auctions/${fixture.auctionId}`)).json()) as {
        auction: { currentBid: { amount: number } | null };
      };
      expect(page.auction.currentBid?.amount).toBe(higher);
    } finally {
      stream.close();
    }
  });
});

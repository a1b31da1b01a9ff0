// Several instances behind nginx: two real server processes on one PostgreSQL
// database, media in a local S3 server, and nginx in front with deploy/nginx.conf itself
// (@kanat/testkit/cluster). Sign-in, live values, media and the closing pass are shared through
// the database and the bucket, and the site keeps working when one instance is killed.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AuctionDetail, MediaFile, VideoFile } from '@kanat/shared/contracts';
import {
  type Cluster,
  type ClusterInstance,
  metric,
  routeApiCalls,
  startCluster,
} from '@kanat/testkit/cluster';
import { withClient } from '@kanat/testkit/database';
import { WAIT_MS } from '@kanat/testkit/limits';
import { liveChannel } from '@kanat/testkit/server';
import { makeTestVideo } from '@kanat/testkit/video-fixtures';
import type { Browser } from 'playwright-core';
import {
  auctionForBoth,
  bidOnPage,
  DEMO_MEMBER,
  money,
  sessionOf,
  signInThroughUi,
  type Who,
} from './support/auctions';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { jpegFiles } from './support/console/photos';
import { DEMO_STAFF, signIn } from './support/console/sign-in';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; fails after `limitMs` (a bound, not a measurement). */
async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  limitMs = WAIT_MS,
): Promise<void> {
  const giveUpAt = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error(`${what}: not in ${limitMs} ms`);
    await pause(100);
  }
}

/** The closing passes an instance has finished (its /metrics). */
async function closingRuns(instance: ClusterInstance): Promise<number> {
  const body = await (await fetch(`${instance.url}/metrics`)).text();
  const match = /^kanat_scheduler_runs_total\{pass="closing-scheduler"\} (\d+)$/m.exec(body);
  return match === null ? 0 : Number(match[1]);
}

let cluster: Cluster;
let browser: Browser;
let A: ClusterInstance;
let B: ClusterInstance;
let member: WatchedPage;
let memberWho: Who;
/** Where the member's API calls go: alternately to A and B, to A only, or through nginx. */
let memberRoute: 'alternate' | 'A' | 'nginx' = 'alternate';
let memberCalls: Array<{ pathname: string; instance: string }>;
const pages: WatchedPage[] = [];
const previousBaseUrl = process.env.KM_E2E_BASE_URL;

beforeAll(async () => {
  [cluster, browser] = await Promise.all([startCluster({ instances: 2 }), launchBrowser()]);
  [A, B] = cluster.instances as [ClusterInstance, ClusterInstance];
  // The shared helpers (outbox, auction lists) talk to the site through nginx.
  process.env.KM_E2E_BASE_URL = cluster.url;
});

afterAll(async () => {
  process.env.KM_E2E_BASE_URL = previousBaseUrl;
  // What the instances logged as errors, to read beside a failure.
  for (const instance of cluster?.instances ?? []) {
    if (instance.logTail().includes('"level":50')) {
      console.warn(`instance ${instance.name}:\n${instance.logTail()}`);
    }
  }
  for (const page of pages) await page.close().catch(() => undefined);
  await browser?.close();
  await cluster?.stop();
});

async function open(base: string): Promise<WatchedPage> {
  const page = await openPage(browser, { base });
  pages.push(page);
  return page;
}

test('nginx runs deploy/nginx.conf with both instances as its upstreams', async () => {
  expect(cluster.nginxConfig).toContain(`server 127.0.0.1:${A.port} max_fails=2`);
  expect(cluster.nginxConfig).toContain(`server 127.0.0.1:${B.port} max_fails=2`);
  expect(cluster.nginxConfig).not.toMatch(/127\.0\.0\.1:300[12]\b/);
  const home = await fetch(`${cluster.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<div id="root"');
  // Metrics stay closed at the public door, open on an instance from this machine.
  expect((await fetch(`${cluster.url}/metrics`)).status).toBe(404);
  // One of the two runs the closing pass.
  await eventually(
    'one closing leader',
    async () =>
      (await metric(A, 'kanat_closing_leader')) + (await metric(B, 'kanat_closing_leader')) === 1,
  );
});

test('a member signs in while the steps are answered alternately by A and B', async () => {
  member = await open(cluster.url);
  // The sign-in steps (callables) take turns, A first; the other calls take turns apart.
  const turns = { steps: 0, others: 0 };
  memberCalls = await routeApiCalls(member.page, (pathname) => {
    if (memberRoute === 'nginx') return null;
    if (memberRoute === 'A') return A;
    const turn = pathname.startsWith('/api/fn/') ? turns.steps++ : turns.others++;
    return turn % 2 === 0 ? A : B;
  });
  await signInThroughUi(member.page, DEMO_MEMBER);
  const steps = memberCalls.filter((call) => call.pathname.startsWith('/api/fn/'));
  // Password, code and device key: each step found the state the previous one left on the
  // other instance.
  expect(steps.length).toBeGreaterThanOrEqual(2);
  expect(steps.slice(0, 2).map((step) => step.instance)).toEqual(['A', 'B']);
  memberWho = await sessionOf(member.page);
  expect(memberWho.uid).toBeTruthy();
  // The session cookie is good on each instance and through nginx.
  for (const base of [A.url, B.url, cluster.url]) {
    const cookies = await member.page.context().cookies(cluster.url);
    const response = await fetch(`${base}/api/session`, {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(((await response.json()) as { user: Who | null }).user?.uid).toBe(memberWho.uid);
  }
});

let biddenAuction: AuctionDetail;

test('a bid sent through A shows live on a page connected to B', async () => {
  biddenAuction = await auctionForBoth(memberWho, memberWho, 'asc');
  const auctionPath = `/acik-arttirmalar/${biddenAuction.auction.id}`;
  // The watcher's page comes through nginx (its remotes and CSP name the public origin); its
  // API calls and its live stream go to B alone.
  const watcher = await open(cluster.url);
  const watcherCalls = await routeApiCalls(watcher.page, () => B, { live: true });
  await watcher.page.goto(auctionPath);
  await watcher.page.getByTestId('bid-form').waitFor();
  await eventually('the watcher stream on B', () =>
    watcherCalls.some((call) => call.pathname === '/api/live'),
  );

  memberRoute = 'A';
  await member.page.goto(auctionPath);
  const field = member.page.getByTestId('bid-form').getByLabel('Teklifiniz (TL)');
  const amount = Number(await field.inputValue());
  expect(amount).toBeGreaterThan(
    biddenAuction.auction.currentBid?.amount ?? biddenAuction.auction.startingBid,
  );
  await bidOnPage(member.page, amount);
  expect(memberCalls.filter((c) => c.pathname === '/api/fn/bid').map((c) => c.instance)).toEqual([
    'A',
  ]);

  await watcher.page
    .getByTestId('current-price')
    .filter({ hasText: money(amount) })
    .waitFor();
  expect(new Set(watcherCalls.map((call) => call.instance))).toEqual(new Set(['B']));
  expect(watcher.errors).toEqual([]);
  await watcher.close();
});

test('a photo staff upload through A loads in a browser through B', async () => {
  const staff = await open(cluster.url);
  const calls = await routeApiCalls(staff.page, () => A);
  await signIn(staff.page, DEMO_STAFF);
  const [photo] = await jpegFiles(browser, ['kanat.jpg']);
  const uploaded = (await staff.page.evaluate(async (data) => {
    const response = await fetch('/api/staff/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purpose: 'pigeon-photo', fileName: 'kanat.jpg', data }),
    });
    if (response.status !== 201) throw new Error(`upload: HTTP ${response.status}`);
    return response.json();
  }, photo?.buffer.toString('base64'))) as MediaFile;
  expect(calls.filter((c) => c.pathname === '/api/staff/uploads')).toEqual([
    { pathname: '/api/staff/uploads', instance: 'A' },
  ]);
  expect(uploaded.url).toMatch(/^\/media\//);

  const viewer = await open(B.url);
  for (const src of [uploaded.url, `/img/320${uploaded.url.slice('/media'.length)}`]) {
    await viewer.page.goto(src);
    const width = await viewer.page.evaluate(async () => {
      const img = document.querySelector('img');
      if (img === null) return 0;
      await img.decode();
      return img.naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
  }
  // In the bucket, not on either machine's disk.
  const name = path.basename(uploaded.url);
  for (const instance of cluster.instances) {
    const mediaDir = path.join(instance.dataDir, 'media');
    const files = existsSync(mediaDir) ? readdirSync(mediaDir, { recursive: true }) : [];
    expect(files.map(String).some((file) => file.endsWith(name))).toBe(false);
  }
  await staff.close();
  await viewer.close();
});

test('a video staff upload through nginx plays in a browser from the bucket through B', async () => {
  const staff = await open(cluster.url);
  await signIn(staff.page, DEMO_STAFF);
  const mp4 = await makeTestVideo({ seconds: 3 });
  const uploaded = (await staff.page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const response = await fetch('/api/staff/videos?name=kanat.mp4', {
      method: 'POST',
      headers: { 'content-type': 'video/mp4' },
      body: bytes,
    });
    if (response.status !== 201) throw new Error(`upload: HTTP ${response.status}`);
    return response.json();
  }, mp4.toString('base64'))) as VideoFile;
  expect(uploaded.url).toMatch(/^\/media\/videos\/.+\.mp4$/);

  const viewer = await open(B.url);
  await viewer.page.goto('/');
  const statuses: number[] = [];
  viewer.page.on('response', (response) => {
    if (response.url().endsWith(uploaded.url)) statuses.push(response.status());
  });
  const played = await viewer.page.evaluate(async (src) => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = src;
    document.body.append(video);
    await video.play();
    await new Promise<void>((resolve) => {
      const check = () => (video.currentTime > 0.5 ? resolve() : setTimeout(check, 50));
      check();
    });
    return video.videoWidth;
  }, uploaded.url);
  expect(played).toBe(160);
  expect(statuses).toContain(206);
  // In the bucket, not on either machine's disk.
  const name = path.basename(uploaded.url);
  for (const instance of cluster.instances) {
    const mediaDir = path.join(instance.dataDir, 'media');
    const files = existsSync(mediaDir) ? readdirSync(mediaDir, { recursive: true }) : [];
    expect(files.map(String).some((file) => file.endsWith(name))).toBe(false);
  }
  await staff.close();
  await viewer.close();
});

test('an auction that ends is closed once, by one instance', async () => {
  const id = Number(biddenAuction.auction.id);
  const topic = `auctions/${id}`;
  await withClient(cluster.databaseUrl, async (client) => {
    const announced: string[] = [];
    client.on('notification', (message) => {
      if (message.payload === topic) announced.push(message.payload);
    });
    await client.query(`listen ${liveChannel}`);
    // It ends two seconds from the database's clock (the product's one clock).
    await client.query(
      `update auctions set ending_time = t, expiry = t
       from (select (extract(epoch from clock_timestamp()) * 1000)::bigint + 2000 as t) now
       where id = $1`,
      [id],
    );
    const statusOf = async () =>
      (await client.query('select status from auctions where id = $1', [id])).rows[0]?.status;
    await eventually('sealed', async () => (await statusOf()) === 3);
    // Several more passes: none of them, on either instance, closes it again.
    const runsAtSeal = (await closingRuns(A)) + (await closingRuns(B));
    await eventually(
      'three more closing passes',
      async () => (await closingRuns(A)) + (await closingRuns(B)) >= runsAtSeal + 3,
    );
    expect(announced).toEqual([topic]);
    const won = await client.query(
      `select user_id, channel from notifications where auction_id = $1 and event = 'won'`,
      [id],
    );
    expect(won.rows.length).toBeGreaterThanOrEqual(1);
    for (const row of won.rows) expect(row.user_id).toBe(memberWho.uid);
    expect(new Set(won.rows.map((row) => row.channel)).size).toBe(won.rows.length);
  });
  expect(
    (await metric(A, 'kanat_closing_leader')) + (await metric(B, 'kanat_closing_leader')),
  ).toBe(1);
});

test('with one instance killed, pages, the API and the live stream carry on through nginx', async () => {
  memberRoute = 'nginx';
  const detail = await auctionForBoth(memberWho, memberWho, 'asc');
  const auctionPath = `/acik-arttirmalar/${detail.auction.id}`;
  // Only the watcher's stream is open when it connects, so the instance whose count is 1
  // holds it: that one is killed.
  await member.page.goto('about:blank');
  const streams = async () =>
    Promise.all([metric(A, 'kanat_live_connections'), metric(B, 'kanat_live_connections')]);
  await eventually('no stream open', async () => (await streams()).every((n) => n === 0));
  const watcher = await open(cluster.url);
  await watcher.page.goto(auctionPath);
  await watcher.page.getByTestId('bid-form').waitFor();
  let victim: ClusterInstance | undefined;
  await eventually('the watcher stream on an instance', async () => {
    const [onA, onB] = await streams();
    victim = onA === 1 && onB === 0 ? A : onA === 0 && onB === 1 ? B : undefined;
    return victim !== undefined;
  });
  const killed = victim as ClusterInstance;
  const survivor = killed === A ? B : A;
  await killed.kill();
  expect(killed.alive()).toBe(false);

  // Pages and the API, several times, so both upstreams are tried.
  for (let i = 0; i < 6; i++) {
    const page = await fetch(`${cluster.url}/acik-arttirmalar`);
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    const list = await fetch(`${cluster.url}/api/list/auctions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ statusFrom: 2, statusTo: 2, p: 0, c: 5 }),
    });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { r: unknown[] }).r.length).toBeGreaterThan(0);
  }

  // A bid after the kill reaches the watcher over its re-opened stream.
  await member.page.goto(auctionPath);
  const field = member.page.getByTestId('bid-form').getByLabel('Teklifiniz (TL)');
  const amount = Number(await field.inputValue());
  await bidOnPage(member.page, amount);
  await watcher.page
    .getByTestId('current-price')
    .filter({ hasText: money(amount) })
    .waitFor();
  // The watcher's stream and the member's are on the survivor now.
  await eventually(
    'both streams on the survivor',
    async () => (await metric(survivor, 'kanat_live_connections')) === 2,
  );
  // The closing pass has a leader still.
  await eventually('the survivor leads the closing pass', async () => {
    return (await metric(survivor, 'kanat_closing_leader')) === 1;
  });
  expect(watcher.errors).toEqual([]);
  expect(member.errors).toEqual([]);
});

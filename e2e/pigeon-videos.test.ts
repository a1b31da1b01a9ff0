// A pigeon's video in Chromium, against the real server and its media folder: staff upload an
// MP4 on the pigeon's console page (a file over the size limit refused before it is sent, one
// over the length limit refused by the server, both in Turkish), add a YouTube link and save;
// the running lot shows both on a 390-px phone, the upload with the poster the server made, and
// it plays from the media store with byte ranges. (The bucket's copy plays in
// multi-instance.test.ts, through nginx.)
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuctionDetail, AuctionRow } from '@kanat/shared/contracts';
import { VIDEO_MAX_BYTES } from '@kanat/shared/rules';
import { makeTestVideo } from '@kanat/testkit/video-fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getAuction, listAuctions, serverTime } from './support/auctions';
import { awaitHydrationOnGoto, launchBrowser, sidewaysOverflow } from './support/browser';
import { toast } from './support/console/helpers';
import { DEMO_STAFF, signIn } from './support/console/sign-in';
import { newContext } from './support/content';

const HOUR = 60 * 60_000;

let browser: Browser;
let staffContext: BrowserContext;
let staff: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  staffContext = await newContext(browser);
  staff = await staffContext.newPage();
  staff.on('pageerror', (e) => errors.push(e.message));
  await signIn(staff, DEMO_STAFF);
}, 120_000);

afterAll(async () => {
  await staffContext?.close();
  await browser?.close();
});

/** A running lot far from its end whose pigeon has no video yet. */
async function lotWithoutVideo(): Promise<{ row: AuctionRow; detail: AuctionDetail }> {
  const rows = await listAuctions({
    statusFrom: 2,
    statusTo: 2,
    endingTimeFrom: (await serverTime()) + 2 * HOUR,
    orderBy: 'endingTime',
    orderDir: 'desc',
  });
  for (const row of rows) {
    const detail = await getAuction(row.id);
    if (detail.auction.videos.length === 0) return { row, detail };
  }
  throw new Error('no running lot without a video in the demo data');
}

test('staff upload an MP4 and add a YouTube link; a phone shows both and the upload plays from the media store', async () => {
  const { row, detail } = await lotWithoutVideo();
  const pigeon = detail.auction.pigeon;

  await staff.goto(`/yonetim/guvercinler/${pigeon.id}`);
  const editor = staff.getByTestId('pigeon-videos-editor');
  await editor.waitFor();
  const input = editor.getByLabel('MP4 video yükle');

  // Over the size limit: refused here, nothing sent.
  let sent = 0;
  staff.on('request', (request) => {
    if (request.url().includes('/api/staff/videos')) sent += 1;
  });
  const folder = await mkdtemp(path.join(tmpdir(), 'kanat-e2e-video-'));
  const large = path.join(folder, 'büyük.mp4');
  await writeFile(large, '');
  await truncate(large, VIDEO_MAX_BYTES + 1);
  await input.setInputFiles(large);
  await rm(folder, { recursive: true, force: true });
  await editor
    .getByTestId('video-upload-error')
    .filter({ hasText: `Video en fazla ${VIDEO_MAX_BYTES / 1024 / 1024} MB olabilir.` })
    .waitFor();
  expect(sent).toBe(0);

  // Over the length limit: the server reads it and says why.
  await input.setInputFiles({
    name: 'uzun.mp4',
    mimeType: 'video/mp4',
    buffer: await makeTestVideo({ seconds: 125, audio: false }),
  });
  await editor
    .getByTestId('video-upload-error')
    .filter({ hasText: 'Video en fazla 120 saniye olabilir; bu video 125 saniye.' })
    .waitFor();

  await input.setInputFiles({
    name: 'kanat.mp4',
    mimeType: 'video/mp4',
    buffer: await makeTestVideo({ seconds: 4, width: 640, height: 480 }),
  });
  await editor.getByText('Yüklenen video (4 sn)').waitFor();
  await editor.getByRole('button', { name: 'YouTube videosu ekle' }).click();
  await editor.getByLabel('YouTube bağlantısı').fill('https://youtu.be/dQw4w9WgXcQ');
  await editor.getByLabel('Açıklama').first().fill('Kanat açılışı');
  await editor.getByRole('button', { name: 'Videoları kaydet' }).click();
  await toast(staff, 'Videolar kaydedildi.');

  const saved = (await getAuction(row.id)).auction.videos;
  expect(saved.map((v) => v.kind)).toEqual(['file', 'youtube']);
  const upload = saved[0];
  if (upload?.kind !== 'file') throw new Error('the upload was not saved first');

  const phone = await newContext(browser, { width: 390, height: 844, touch: true });
  try {
    const page = await phone.newPage();
    awaitHydrationOnGoto(page);
    page.on('pageerror', (e) => errors.push(e.message));
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(upload.url)) ranges.push(response.status());
    });
    await page.goto(`/acik-arttirmalar/${row.id}`);
    const section = page.getByTestId('pigeon-videos');
    await section.scrollIntoViewIfNeeded();
    await section.getByText('Kanat açılışı · 4 saniye').waitFor();
    // Nothing of the video is fetched before it is played.
    expect(ranges).toEqual([]);

    const video = section.locator('video');
    const poster = await video.getAttribute('poster');
    expect(poster).toMatch(/^\/media\/videos\/.+-640\.jpg$/);
    const posterFile = await page.request.get(poster as string);
    expect(posterFile.status()).toBe(200);
    expect(posterFile.headers()['content-type']).toBe('image/jpeg');

    // It plays: the browser asks for byte ranges and time moves on.
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise<void>((resolve) => {
        const check = () => (element.currentTime > 0.5 ? resolve() : setTimeout(check, 50));
        check();
      });
      return { width: element.videoWidth, height: element.videoHeight };
    });
    expect(played).toEqual({ width: 640, height: 480 });
    expect(ranges).toContain(206);

    // The YouTube video waits to be asked for; then its no-cookie player opens.
    expect(await section.locator('iframe').count()).toBe(0);
    await section.getByRole('button', { name: 'YouTube’da oynat' }).click();
    expect(await section.locator('iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  } finally {
    await phone.close();
  }
  expect(errors).toEqual([]);
}, 300_000);

// Security review finding 5: a page on another origin cannot frame the site, so the bid
// confirm cannot be clickjacked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { listAuctions } from './support/auctions';
import { baseURL, launchBrowser, openPage } from './support/browser';

let browser: Browser;
let foreign: http.Server;
let foreignOrigin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // Another origin (another port): a page of its own that frames whatever `?src=` names, and
  // a plain page it may frame, the control that shows framing itself works here.
  foreign = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/plain') {
      response.end('<!doctype html><p id="plain">Çerçevelenebilir sayfa</p>');
      return;
    }
    const src = url.searchParams.get('src') ?? '';
    response.end(
      `<!doctype html><h1>Kötü site</h1><iframe id="target" src="${src.replace(/"/g, '&quot;')}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => foreign.close(resolve));
});

async function framedFrom(src: string) {
  const { page, close } = await openPage(browser);
  await page.goto(`${foreignOrigin}/?src=${encodeURIComponent(src)}`);
  const frameHandle = await page.locator('#target').elementHandle();
  const frame = await frameHandle?.contentFrame();
  if (!frame) throw new Error('iframe yok');
  await frame.waitForLoadState('load');
  return { page, frame, close };
}

test('a page on another origin cannot frame an auction page', async () => {
  const [live] = await listAuctions({ statusFrom: 2, statusTo: 2 });
  const id = live?.id ?? '1';
  const { frame, close } = await framedFrom(`${baseURL()}/acik-arttirmalar/${id}`);
  try {
    // The browser refuses the document (frame-ancestors 'none'): nothing of the site, no
    // navbar, no bid form, renders in the frame.
    await frame.page().waitForTimeout(1500);
    expect(await frame.locator('header nav').count()).toBe(0);
    expect(await frame.getByTestId('mf-auctions-routes').count()).toBe(0);
    expect(frame.url()).not.toBe(`${baseURL()}/acik-arttirmalar/${id}`);
  } finally {
    await close();
  }
});

test('control: the same page frames a page that allows it', async () => {
  const { frame, close } = await framedFrom(`${foreignOrigin}/plain`);
  try {
    await frame.locator('#plain').waitFor();
    expect(await frame.locator('#plain').textContent()).toBe('Çerçevelenebilir sayfa');
  } finally {
    await close();
  }
});

test('the site itself renders with its Content-Security-Policy (no blocked script)', async () => {
  const { page, errors, close } = await openPage(browser);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  try {
    const response = await page.goto('/acik-arttirmalar');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByTestId('mf-auctions-routes').waitFor();
    await page.goto('/iletisim');
    await page.getByTestId('mf-corporate-routes').waitFor();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

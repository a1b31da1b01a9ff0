// Micro-frontend resilience and independent deployment, in a real browser.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { repoRoot } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a remote that cannot be loaded', () => {
  test('shows a Turkish fallback in its own section; the rest of the site keeps working; retry recovers', async () => {
    const { page, close } = await openPage(browser);
    try {
      let newsDown = true;
      await page.route('**/mf/news/**', (route) =>
        newsDown ? route.abort('connectionrefused') : route.continue(),
      );
      await page.goto('/haberler');
      const fallback = page.getByTestId('remote-fallback');
      await fallback.waitFor();
      expect((await fallback.textContent()) ?? '').toMatch(/yüklenemedi/i);
      expect(await page.locator('header nav').first().isVisible()).toBe(true);
      // The footer comes once the page has settled (shell/src/federation/page-settled.ts).
      await page.locator('footer').first().waitFor();

      // Another section still loads through the navbar-less path of a client-side navigation.
      await page.locator('footer a[href="/acik-arttirmalar"]').first().click();
      await page.getByTestId('mf-auctions-routes').waitFor();

      // Back to news while it is still down, then it comes back and retry loads it in place.
      await page.goBack();
      await fallback.waitFor();
      newsDown = false;
      await page.getByTestId('remote-retry').click();
      await page.getByTestId('mf-news-routes').waitFor();
      expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    } finally {
      await close();
    }
  });

  test('home page hides only the widgets of a dead remote', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.route('**/mf/auctions/**', (route) => route.abort('connectionrefused'));
      await page.goto('/');
      await page.getByTestId('home-gallery').first().waitFor();
      // The server drew the widget for a guest; the browser takes it out once it finds the
      // remote's code unreachable.
      await page.getByTestId('home-auctions').first().waitFor({ state: 'detached' });
      expect(await page.getByTestId('home-auctions').count()).toBe(0);
      // The footer comes once the page has settled (shell/src/federation/page-settled.ts).
      await page.locator('footer').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a remote that throws while rendering', () => {
  test('is contained by its section boundary', async () => {
    const { page, close } = await openPage(browser);
    try {
      // Serve the real corporate bundle with one render-time fault injected into its routes
      // component: no test hook exists in the shipped code.
      await page.route('**/mf/corporate/*.js', async (route) => {
        const res = await route.fetch();
        const body = await res.text();
        const faulty = body.replace(
          /(["'])mf-corporate-routes\1/g,
          '(()=>{throw new Error("e2e: deliberate render fault")})()',
        );
        await route.fulfill({ response: res, body: faulty });
      });
      await page.goto('/iletisim');
      await page.getByTestId('remote-fallback').waitFor();
      expect(await page.locator('header nav').first().isVisible()).toBe(true);
      await page.locator('footer a[href="/galeri"]').first().click();
      await page.getByTestId('mf-news-routes').waitFor();
    } finally {
      await close();
    }
  });
});

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else hash.update(name).update(readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

describe('deploying one remote alone', () => {
  test('rebuilding only mf-news shows the new release without touching the shell or other remotes', async () => {
    const others = ['shell', 'mf-auctions', 'mf-account', 'mf-corporate', 'mf-admin'];
    const before = Object.fromEntries(
      others.map((a) => [a, fingerprint(path.join(repoRoot, a, 'dist'))]),
    );
    const release = `mf_news@e2e-${Date.now()}`;
    const { page, close } = await openPage(browser);
    try {
      await page.goto('/haberler');
      await page.getByTestId('mf-news-routes').waitFor();
      expect(await page.getByTestId('mf-news-routes').getAttribute('data-release')).not.toBe(
        release,
      );

      const r = spawnSync('node', ['scripts/deploy-remote.mjs', 'mf-news', release], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      expect(r.status).toBe(0);

      await page.reload();
      await page.getByTestId('mf-news-routes').waitFor();
      expect(await page.getByTestId('mf-news-routes').getAttribute('data-release')).toBe(release);
      const after = Object.fromEntries(
        others.map((a) => [a, fingerprint(path.join(repoRoot, a, 'dist'))]),
      );
      expect(after).toEqual(before);
    } finally {
      await close();
    }
  });
});

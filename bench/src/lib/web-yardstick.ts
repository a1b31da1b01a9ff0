// The yardstick of the web bench: a minimal page on the site's stack (bench/src/yardstick),
// built with esbuild, server-rendered once by the bench and put in the running site's media
// folder, so the same server sends it with the same compression as the site's pages, at
// /media/bench-yardstick/. Its twelve cards show the demo data's running auctions.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AuctionRow } from '@kanat/shared/contracts';
import { IMAGE_SIZES, responsiveImage } from '@kanat/shared/format';
import { build } from 'esbuild';
import type { YardstickCard, YardstickData } from '../yardstick/app';

const sourceDir = path.join(__dirname, '..', 'yardstick');

/** Where the page is served, under the site's /media/. */
export const YARDSTICK_PATH = '/media/bench-yardstick/index.html';
const CARDS = 12;

async function cards(siteUrl: string): Promise<YardstickCard[]> {
  const response = await fetch(`${siteUrl}/api/list/auctions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ p: 0, c: CARDS, statusFrom: 2, statusTo: 2, orderBy: 'endingTime' }),
  });
  if (!response.ok) throw new Error(`/api/list/auctions: HTTP ${response.status}`);
  const rows = ((await response.json()) as { r: AuctionRow[] }).r;
  if (rows.length === 0) throw new Error('ölçüt sayfası için açık arttırma bulunamadı');
  return Array.from({ length: CARDS }, (_, index) => {
    const row = rows[index % rows.length] as AuctionRow;
    return {
      id: `${row.id}-${index}`,
      title: row.name,
      price: row.currentBid?.amount ?? row.startingBid,
      endsAt: row.endingTime,
      image: row.photo
        ? responsiveImage(row.photo, { sizes: IMAGE_SIZES.auctionCard })
        : { src: '/favicon.ico' },
    };
  });
}

/**
 * Builds the yardstick (client bundle minified for production, the server render run here)
 * into `<dataDir>/media/bench-yardstick/`; returns the gzipped size of its script.
 */
export async function installYardstick(
  siteUrl: string,
  dataDir: string,
): Promise<{ path: string; scriptBytes: number }> {
  const target = path.join(dataDir, 'media', 'bench-yardstick');
  mkdirSync(target, { recursive: true });
  const define = { 'process.env.NODE_ENV': '"production"' };
  await build({
    entryPoints: [path.join(sourceDir, 'client.tsx')],
    outfile: path.join(target, 'client.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    define,
    logLevel: 'warning',
  });
  const serverDir = mkdtempSync(path.join(os.tmpdir(), 'km-bench-yardstick-'));
  try {
    const serverFile = path.join(serverDir, 'server.cjs');
    await build({
      entryPoints: [path.join(sourceDir, 'server.tsx')],
      outfile: serverFile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      jsx: 'automatic',
      define,
      logLevel: 'warning',
    });
    const { renderYardstick } = createRequire(__filename)(serverFile) as {
      renderYardstick: (data: YardstickData, script: string) => string;
    };
    const data: YardstickData = { renderTime: Date.now(), cards: await cards(siteUrl) };
    writeFileSync(path.join(target, 'index.html'), renderYardstick(data, 'client.js'));
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
  const scriptBytes = gzipSync(readFileSync(path.join(target, 'client.js')), { level: 9 }).length;
  return { path: YARDSTICK_PATH, scriptBytes };
}

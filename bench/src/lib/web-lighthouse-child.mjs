// One Lighthouse run in plain Node: `node web-lighthouse-child.mjs <url> <result.json>`.
// Not under tsx: tsx's transform would add its `__name` helper to the functions Lighthouse
// sends into the page as source text, where the helper does not exist.
// The default config (mobile, simulated slow 4G, 4× CPU) and a fresh Chrome started by
// chrome-launcher, as `lighthouse <url> --chrome-flags="--headless --no-sandbox --disable-gpu"`.
import { realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [url, output, chromePath, flags, categories] = process.argv.slice(2);
if (!url || !output || !chromePath || !flags || !categories) {
  console.error(
    'kullanım: web-lighthouse-child.mjs <url> <çıktı.json> <chrome> <bayraklar> <kategoriler>',
  );
  process.exit(2);
}

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const lighthouseJson = realpathSync(
  path.join(benchDir, 'node_modules', 'lighthouse', 'package.json'),
);
const lighthouseRequire = createRequire(lighthouseJson);
const { default: lighthouse } = await import(
  pathToFileURL(path.join(path.dirname(lighthouseJson), 'core', 'index.js')).href
);
// chrome-launcher comes with lighthouse; pnpm links it beside lighthouse, not into bench.
const { launch } = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);

const chrome = await launch({
  chromePath,
  chromeFlags: flags.split(' '),
  logLevel: 'silent',
});
// The parent stops this process with SIGTERM on Ctrl-C; Chrome runs detached, so kill it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    chrome.kill();
    process.exit(130);
  });
}
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories.split(','),
  });
  if (!result) throw new Error(`Lighthouse sonuç vermedi: ${url}`);
  writeFileSync(output, JSON.stringify(result.lhr));
} finally {
  await chrome.kill();
}

#!/usr/bin/env node
// Import boundaries of STYLE.md that a pattern-based linter cannot express:
// - an app never imports another app (shell, mf-*): what they share goes through @kanat/shared;
// - inside an app, a feature never imports another feature (app -> features -> shared code).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-auctions', 'mf-news', 'mf-account', 'mf-corporate'];
const importRe =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* sourceFiles(p);
    else if (/\.(ts|tsx)$/.test(name)) yield p;
  }
}

function featureOf(file, app) {
  const rel = path.relative(path.join(root, app, 'src', 'features'), file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
}

const problems = [];
for (const app of APPS) {
  for (const file of sourceFiles(path.join(root, app, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const from = featureOf(file, app);
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      const where = path.relative(root, file);
      if (/^@kanat\/(shell|mf-)/.test(spec))
        problems.push(`${where}: imports another app (${spec})`);
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      const targetApp = path.relative(root, target).split(path.sep)[0];
      const isTest = /\.test\.tsx?$/.test(file);
      // Tests may use the shared test helpers (shared/test/).
      if (isTest && path.relative(root, target).startsWith(`shared${path.sep}test${path.sep}`))
        continue;
      if (targetApp !== app) {
        problems.push(`${where}: reaches outside its app (${spec})`);
        continue;
      }
      const to = featureOf(target, app);
      // Tests may drive a neighbouring feature; product code may not.
      if (from && to && from !== to && !isTest) {
        problems.push(`${where}: feature '${from}' imports feature '${to}' (${spec})`);
      }
    }
  }
}
if (problems.length) {
  console.error(`İçe aktarma sınırı ihlalleri:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('İçe aktarma sınırları temiz.');

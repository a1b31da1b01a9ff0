// The server's production build: its TypeScript, and that of @kanat/shared, as plain
// CommonJS that `node` runs without a TypeScript loader (`pnpm --filter @kanat/server start`
// runs `node --conditions=kanat-built dist/server.js`).
//
// Each file is compiled on its own, not bundled: server/dist/ mirrors server/src/ file for
// file, so paths a module takes from its own folder (the migrations, static/, the repository
// root) are the same from either; one module per file also keeps one instance of each
// @kanat/shared module for the server and the apps' server builds, which `require` them
// from the apps' folders (server/src/modules/web/ssr.ts). @kanat/shared's package exports
// name these files under the `kanat-built` condition and its sources under `default`, so
// webpack, jest, tsc and the development server (tsx) keep reading the sources.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const sharedDir = path.join(serverDir, '..', 'shared');

/** The package's sources under src/, without tests and test helpers. */
function sources(packageDir) {
  const src = path.join(packageDir, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
    )
    .filter((file) => !file.split(path.sep).includes('test'))
    .map((file) => path.join(src, file));
}

async function compile(packageDir) {
  const outdir = path.join(packageDir, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: sources(packageDir),
    outbase: path.join(packageDir, 'src'),
    outdir,
    bundle: false,
    format: 'cjs',
    platform: 'node',
    target: 'node24',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/**
 * The site's pages (src/modules/web/site-pages.ts) come from the apps' pages files
 * (shell/src/site-pages.ts and each remote's src/pages.ts), outside this package: that one
 * file is bundled with them, their data read here at build time, and every package they
 * import (@kanat/shared/*) stays a `require` of the built modules.
 */
async function bundleSitePages() {
  const file = path.join('modules', 'web', 'site-pages');
  await build({
    entryPoints: [path.join(serverDir, 'src', `${file}.ts`)],
    outfile: path.join(serverDir, 'dist', `${file}.js`),
    bundle: true,
    packages: 'external',
    format: 'cjs',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
  });
}

await Promise.all([compile(serverDir), compile(sharedDir)]);
await bundleSitePages();

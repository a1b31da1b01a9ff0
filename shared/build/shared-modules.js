// What every app shares at run time (the federation's singletons, with explicit versions) and
// how every app resolves the few packages whose default entry does not suit the browser.
const path = require('node:path');

const sharedPkg = require('../package.json');

/** A package's root folder, resolved from `shared` (whose dependencies every app has). */
function packageDir(name) {
  const entry = require.resolve(name, { paths: [__dirname] });
  return entry.slice(
    0,
    entry.lastIndexOf(`/node_modules/${name}/`) + `/node_modules/${name}`.length,
  );
}

// Module resolution shared by every app:
// - react-router's package exports point bundlers at its development build; the production
//   build has no dev-only warnings and checks.
// - the federation runtime in one module format: the shell's runtime plugin that hands the
//   runtime to the remotes loads the CommonJS build, the rest the ES one, which put both in
//   main.js.
function resolveAliases() {
  const runtimeCore = require.resolve('@module-federation/runtime-core', {
    paths: [require.resolve('@module-federation/enhanced', { paths: [__dirname] })],
  });
  return {
    'react-router$': path.join(packageDir('react-router'), 'dist/production/index.mjs'),
    '@module-federation/runtime-core$': runtimeCore.replace(/index\.cjs$/, 'index.js'),
    // The whole of react-query under another name, for the subset the apps share
    // (react-query.js): imported under its own name, the subset would ask for itself.
    'react-query-whole$': path.join(packageDir('@tanstack/react-query'), 'build/modern/index.js'),
  };
}

function depVersion(name) {
  return require(`${name}/package.json`).version;
}

// Subpaths of `shared` that are not singletons. `validation/common-passwords` is a large list
// without state, loaded on demand by the password forms: a singleton gains nothing there
// (nothing to keep once at run time) and only adds a share-scope entry to negotiate; unshared,
// the app that imports it bundles it as a lazy chunk of its own. `i18n/full` is the same kind
// of data: the console's and the server's texts on top of the public catalogue, bundled by
// mf-admin for itself and never loaded by a visitor.
// `contracts` holds the API's TypeBox schemas: apps import only their static types (erased at
// build time), so it is never a module at run time; nor is `tables`, the database's tables
// the contracts derive their rows from. `html-allow-list` is data the `ui` sanitiser reads
// from inside its own concern (and the server reads); `server-html` holds the
// server render's HTML cleaner, which the browser never installs; `testing/*` is for tests.
// `rules` and `validation` are pure functions and constants without state: shared, each was
// built whole (a shared module keeps every export, since the build cannot know what another
// app will ask for) and fetched whole on the first page; unshared, every app bundles only the
// few functions it calls (the shell: the route table), tree-shaken with `sideEffects: false`.
// `i18n`, the public catalogue, is the same: texts without state. Unshared, each app keeps only
// the texts it reads (one export per text, i18n/messages.ts) in one chunk of its own
// (I18N_CHUNK, build-plugins.js): the home page took 9.3 KB gzipped of texts, most of them
// other pages'. `apps`, the list of the site's apps, is data the route table reads.
const NOT_SHARED = new Set([
  './apps',
  './i18n',
  './build',
  './package.json',
  './validation/common-passwords',
  './i18n/full',
  './i18n/lazy',
  './contracts',
  './tables',
  './html-allow-list',
  './server-html',
  './testing/xss-payloads',
  './rules',
  './validation',
]);

// Singletons shared by every app. Every subpath of the workspace `shared` package (bar those
// in NOT_SHARED) is shared on its own; inside `shared`, one concern imports another only
// through its package name (`@kanat/shared/events`), never a relative path, so each concern
// exists once at run time.
function sharedSingletons() {
  const lib = (name) => ({ singleton: true, requiredVersion: `^${depVersion(name)}` });
  const shared = {
    react: lib('react'),
    'react/jsx-runtime': { singleton: true, requiredVersion: `^${depVersion('react')}` },
    'react-dom': lib('react-dom'),
    'react-dom/client': { singleton: true, requiredVersion: `^${depVersion('react-dom')}` },
    // The apps' subset of the router, not the whole package (react-router-dom.js).
    'react-router-dom': {
      ...lib('react-router-dom'),
      import: require.resolve('./react-router-dom.js'),
      version: depVersion('react-router-dom'),
    },
    'styled-components': lib('styled-components'),
    // One query cache for the whole page: the shell's QueryClientProvider serves every remote.
    // The apps' subset of it, as for the router.
    '@tanstack/react-query': {
      ...lib('@tanstack/react-query'),
      import: require.resolve('./react-query.js'),
      version: depVersion('@tanstack/react-query'),
    },
  };
  for (const sub of Object.keys(sharedPkg.exports)) {
    if (NOT_SHARED.has(sub)) continue;
    shared[`${sharedPkg.name}${sub.slice(1)}`] = {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    };
  }
  return shared;
}

module.exports = { NOT_SHARED, resolveAliases, sharedSingletons };

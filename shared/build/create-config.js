// One webpack + module-federation config for every front-end app, so the five apps
// cannot drift apart on shared singletons, loaders or output naming.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { existsSync } = require('node:fs');
const { DefinePlugin, optimize } = require('webpack');

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
// build time), so it is never a module at run time. `html-allow-list` is data the `ui`
// sanitiser reads from inside its own concern (and the server reads); `server-html` holds the
// server render's HTML cleaner, which the browser never installs; `testing/*` is for tests.
// `rules` and `validation` are pure functions and constants without state: shared, each was
// built whole (a shared module keeps every export, since the build cannot know what another
// app will ask for) and fetched whole on the first page; unshared, every app bundles only the
// few functions it calls (the shell: the route table), tree-shaken with `sideEffects: false`.
// `i18n`, the public catalogue, is the same: texts without state. Unshared, each app keeps only
// the texts it reads (one export per text, i18n/messages.ts) in one chunk of its own
// (I18N_CHUNK): the home page took 9.3 KB gzipped of texts, most of them other pages'.
const NOT_SHARED = new Set([
  './i18n',
  './build',
  './package.json',
  './validation/common-passwords',
  './i18n/full',
  './contracts',
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

// The catalogue's modules in one chunk per app, however many of the app's chunks read texts:
// left to the defaults, modules that small are copied into every chunk that imports them (the
// shell's frame, `ui`, `api`, …), each copy holding every text the app reads.
// Chunks a page fetches only when a visitor asks for them (a dialog, an error page) are named
// `on-demand-…` (webpackChunkName) and keep their own texts: in the one chunk, those texts
// would be downloaded by every page.
const I18N_CHUNK = {
  test: /[\\/]shared[\\/]src[\\/]i18n[\\/]/,
  name: 'i18n',
  chunks: (chunk) => !chunk.name?.startsWith('on-demand-'),
  enforce: true,
};

const COMPRESSIBLE = /\.(js|json|html|css|svg|txt|webmanifest)$/;

function compressedCopies() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/**
 * Writes `first-render.json`: the shell's chunks that every page loads before it can draw,
 * that is the bootstrap chunk and the shared modules it uses at start (followed through the
 * shared modules they use in turn), but none of the chunks imported later on demand. The
 * server preloads them from the HTML, so they download beside main.js instead of after it.
 */
class FirstRenderChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstRenderChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstRenderChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const { chunkGraph } = compilation;
          // A shared module the shell uses is loaded from the chunk the shell provides it
          // in (the share scope's copy, which every app then uses), not from the fallback
          // chunk of the consuming side; webpack builds both.
          const provided = new Map();
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              if (origin.module?.type === 'provide-module')
                provided.set(origin.module._name, group);
            }
          }
          const entry = compilation.entrypoints.get('main');
          const files = new Set();
          const seen = new Set();
          const visit = (group) => {
            if (!group || seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type === 'consume-shared-module') {
                  visit(provided.get(module.options.shareKey));
                }
              }
            }
          };
          for (const child of entry.getChildren()) {
            if (child.origins.some((origin) => origin.request === './bootstrap')) visit(child);
          }
          for (const file of entry.getFiles()) files.delete(file);
          compilation.emitAsset(
            'first-render.json',
            new sources.RawSource(JSON.stringify({ chunks: [...files].sort() }, null, 1)),
          );
        },
      );
    });
  }
}

/** The rule that compiles our TypeScript and JSX with SWC, for the browser or for Node. */
function swcRule(prod) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod } },
          target: 'es2020',
          // Every styled component gets an id made from its file and place in it (`ssr`), the
          // same in the server's build and the browser's: left to styled-components, the id
          // counts components in the order their modules ran, which differs between the
          // server (every app in one process) and the browser (chunks as they come), so the
          // browser made new class names for the whole page while hydrating and inserted all
          // of its CSS again. `pure` lets the minifier drop styled components nobody uses.
          experimental: {
            plugins: [
              [
                require.resolve('@swc/plugin-styled-components'),
                { ssr: true, displayName: !prod, fileName: !prod, pure: true },
              ],
            ],
          },
        },
      },
    },
  };
}

// A bare import ('react', 'react-dom/server', '@kanat/shared/ui'), not a file of the app.
const bareImport = /^(?![./]|[a-z]:|\\)[^!?]/i;

// The styled components of `shared`, bundled into each app's server build rather than loaded
// from the source by the server's own TypeScript loader: only compiled here do they get the
// ids from their file (swcRule) that the browser's build gives them, so the server's class
// names are the browser's. They hold no React context and no state a page needs once per
// process (every copy makes the same ids, so the style sheet keeps one rule for each).
const bundledForServer = /^@kanat\/shared\/ui(\/|$)/;

/**
 * A package the bundled part of `shared` imports (DOMPurify for `ui`) that the app itself does
 * not depend on: the server looks for it from the app's folder and would not find it, so it is
 * bundled too. It holds no state shared between apps. Looked up in the `node_modules` folders
 * from the app's folder upwards, as Node does, but without NODE_PATH (which pnpm's scripts set).
 */
function onlySharedHas(request, context, appDir) {
  if (!context?.startsWith(path.join(__dirname, '..', 'src'))) return false;
  const parts = request.split('/');
  const name = request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name))) return false;
    if (path.dirname(dir) === dir) return true;
  }
}

/**
 * The server-side build of an app that has `src/ssr.tsx` (server/src/modules/web/ssr.ts loads
 * it): one CommonJS file at `dist/ssr/index.cjs`, inside dist/ so that a deploy of the app
 * (scripts/deploy-remote.mjs) carries its server half with it. Every bare import stays an
 * external `require` but `@kanat/shared/ui` (bundledForServer) and what only it needs
 * (onlySharedHas): the server loads react, styled-components, react-query, the router and the
 * other `@kanat/shared` subpaths once for every app bundle, as the share scope does in the
 * browser, so contexts and the style sheet are the same objects across the shell and the
 * remotes. No federation, no compression, no
 * HTML: only what rendering needs.
 */
function createSsrConfig(o, prod, outDir) {
  return {
    name: 'ssr',
    mode: prod ? 'production' : 'development',
    devtool: false,
    target: 'node',
    context: o.dir,
    entry: { index: './src/ssr.tsx' },
    output: {
      path: path.join(outDir, 'ssr'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [
      ({ request, context }, callback) =>
        bareImport.test(request) &&
        !bundledForServer.test(request) &&
        !onlySharedHas(request, context, o.dir)
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule(prod),
        // Pictures are served by the browser build; the server only needs their addresses.
        {
          test: /\.(png|jpe?g|gif|svg|webp|ico)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    // Lazy imports (dialogs) are bundled into the one file: the server never loads chunks.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new DefinePlugin({ __KM_RELEASE__: JSON.stringify(release(o)) }),
    ],
    stats: 'errors-warnings',
  };
}

function release(o) {
  return process.env.KM_RELEASE || `${o.name}@${require(path.join(o.dir, 'package.json')).version}`;
}

/**
 * @param {object} o
 * @param {string} o.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} o.name       container name, with underscores (mf_news)
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.host]    true for the shell
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.title]
 */
function createAppConfig(o) {
  return (_env, argv) => {
    const prod = argv.mode !== 'development';
    const federation = {
      name: o.name,
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
    };
    if (o.host) {
      federation.remotes = {};
      federation.shareStrategy = 'loaded-first';
      federation.runtimePlugins = o.runtimePlugins || [];
      // The shell puts the federation runtime on the page for the remotes to use, so it is
      // downloaded once, not once more in every remoteEntry.js (about 25 KB gzipped each).
      // `target: 'web'` leaves out the runtime's Node.js code paths. `disableSnapshot` leaves
      // out its manifest handling (1.5 KB gzipped): the page names each remote's entry, and a
      // remote hosted elsewhere is read from its manifest by manifest-entry-plugin.ts.
      federation.experiments = {
        provideExternalRuntime: true,
        optimization: { target: 'web', disableSnapshot: true },
      };
    } else {
      federation.filename = 'remoteEntry.js';
      federation.exposes = o.exposes || {};
      // A remote loads no remotes of its own: `disableRemote` leaves that part of the
      // federation runtime out of its remoteEntry.js (0.7 KB gzipped).
      federation.experiments = {
        externalRuntime: true,
        optimization: { target: 'web', disableRemote: true },
      };
    }
    // A deploy can build into another folder and swap it in (scripts/deploy-remote.mjs).
    const outDir = process.env.KM_OUT_DIR || path.join(o.dir, 'dist');
    const browser = {
      name: 'browser',
      mode: prod ? 'production' : 'development',
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      context: o.dir,
      entry: { main: './src/index.ts' },
      output: {
        path: outDir,
        // Entry and remoteEntry names stay fixed (served no-cache); every other chunk is
        // content-hashed and served immutable.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: o.host ? '/' : 'auto',
        uniqueName: o.name,
        // SPEC §9: script chunk load time-out 120 s.
        chunkLoadTimeout: 120000,
        // dist/ssr/ is the server build's (createSsrConfig), which cleans it itself.
        clean: { keep: /^ssr[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: resolveAliases() },
      module: {
        rules: [
          swcRule(prod),
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        splitChunks: { cacheGroups: { i18n: I18N_CHUNK } },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin(federation),
        // Only this one value, never the whole environment, goes into the bundle.
        new DefinePlugin({
          __KM_RELEASE__: JSON.stringify(release(o)),
        }),
        // Every text file also as .br and .gz beside it, made once here at the highest levels;
        // the server sends the one the browser accepts (server/src/plugins/static-apps.ts).
        ...(prod ? compressedCopies() : []),
        ...(o.host ? [new FirstRenderChunksPlugin()] : []),
        new HtmlWebpackPlugin({
          title: o.title || 'Kanat Mezat',
          template: path.join(__dirname, 'index.html'),
          publicPath: o.host ? '/' : 'auto',
        }),
      ],
      stats: 'errors-warnings',
    };
    // An app with a server-side entry is built twice: for the browser, then for the server.
    if (!existsSync(path.join(o.dir, 'src', 'ssr.tsx'))) return browser;
    return [browser, createSsrConfig(o, prod, outDir)];
  };
}

module.exports = { createAppConfig, sharedSingletons };

// One webpack + module-federation config for every front-end app, so the five apps
// cannot drift apart on shared singletons, loaders or output naming.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { existsSync } = require('node:fs');
const { DefinePlugin, optimize } = require('webpack');
const { FirstRenderChunksPlugin, I18N_CHUNK, compressedCopies } = require('./build-plugins');
const { resolveAliases, sharedSingletons } = require('./shared-modules');

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

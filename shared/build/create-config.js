// One webpack + module-federation config for every front-end app, so the five apps
// cannot drift apart on shared singletons, loaders or output naming.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { DefinePlugin } = require('webpack');

const sharedPkg = require('../package.json');

function depVersion(name) {
  return require(`${name}/package.json`).version;
}

// Subpaths of `shared` that are not singletons. `validation/common-passwords` is a large list
// without state, loaded on demand by the password forms: a singleton gains nothing there
// (nothing to keep once at run time) and only adds a share-scope entry to negotiate; unshared,
// the app that imports it bundles it as a lazy chunk of its own.
// `contracts` holds the API's TypeBox schemas: apps import only their static types (erased at
// build time), so it is never a module at run time. `html-allow-list` is data the `ui`
// sanitiser reads from inside its own concern (and the server reads); `testing/*` is for tests.
const NOT_SHARED = new Set([
  './build',
  './package.json',
  './validation/common-passwords',
  './contracts',
  './html-allow-list',
  './testing/xss-payloads',
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
    'react-router-dom': lib('react-router-dom'),
    'styled-components': lib('styled-components'),
    // One query cache for the whole page: the shell's QueryClientProvider serves every remote.
    '@tanstack/react-query': lib('@tanstack/react-query'),
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
    } else {
      federation.filename = 'remoteEntry.js';
      federation.exposes = o.exposes || {};
    }
    // A deploy can build into another folder and swap it in (scripts/deploy-remote.mjs).
    const outDir = process.env.KM_OUT_DIR || path.join(o.dir, 'dist');
    return {
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
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin(federation),
        // Only this one value, never the whole environment, goes into the bundle.
        new DefinePlugin({
          __KM_RELEASE__: JSON.stringify(
            process.env.KM_RELEASE ||
              `${o.name}@${require(path.join(o.dir, 'package.json')).version}`,
          ),
        }),
        new HtmlWebpackPlugin({
          title: o.title || 'Kanat Mezat',
          template: path.join(__dirname, 'index.html'),
          publicPath: o.host ? '/' : 'auto',
        }),
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, sharedSingletons };

// What every app's browser build writes beside its bundles: the catalogue's chunk, the .br and
// .gz copies the server sends, and the shell's list of the chunks its first render needs.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

// The catalogue's modules in one chunk per app, however many of the app's chunks read texts:
// left to the defaults, modules that small are copied into every chunk that imports them (the
// shell's frame, `ui`, `api`, …), each copy holding every text the app reads.
// Chunks a page fetches only when a visitor asks for them (a dialog, an error page) are named
// `on-demand-…` (webpackChunkName) and keep their own texts: in the one chunk, those texts
// would be downloaded by every page.
const I18N_CHUNK = {
  // i18n/lazy/ is left to the chunks that read it (the pages a visitor opens on purpose).
  test: /[\\/]shared[\\/]src[\\/]i18n[\\/](?!lazy[\\/])/,
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

module.exports = { FirstRenderChunksPlugin, I18N_CHUNK, compressedCopies };

// The server's module graph, checked by dependency-cruiser on its own (scripts/depcruise.mjs):
// no two modules depend on each other, directly or round a longer loop, so the modules stand
// in levels (CONTRIBUTING.md, "Server modules"). The rule is on folders, one per module, over
// the modules' own files: a tie between two modules joins files that need not form a cycle
// themselves. Tests are left out (a module's test may drive a module above it through its
// front door); the other import rules are in .dependency-cruiser.cjs.
const { options } = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-cycle',
      comment:
        'Modules depend one way: a module never imports, directly or through others, a ' +
        'module that imports it. Move what both need into the lower one or into server/src/lib/.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/src/modules/[^/]+$' },
      to: { path: '^server/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    ...options,
    includeOnly: '^server/src/modules/',
    exclude: { path: [options.exclude.path, '\\.test\\.ts$'] },
  },
};

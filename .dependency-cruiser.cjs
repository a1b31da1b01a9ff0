// Import boundaries of STYLE.md, checked by dependency-cruiser on the resolved module graph.
// Run: `node scripts/depcruise.mjs` (part of `npm run lint`).
// The apps (shell, mf-*), from the one list (Node loads the ES module for this CommonJS file).
const APPS = `(${require('./shared/apps.mjs').APPS.join('|')})`;
const BROWSER = `^(${APPS.slice(1, -1)}|shared)/src/`;
// The apps' pages files: plain data (paths, titles, head kinds), which the shell's
// site-pages.ts puts together for the shell and for the server.
const PAGES_FILE = `^${APPS}/src/pages\\.ts$`;
const SITE_PAGES = '^shell/src/site-pages\\.ts$';
const SERVER_SITE_PAGES = '^server/src/modules/web/site-pages\\.ts$';
const TEST = '\\.test\\.tsx?$';

// The server: modules (server/src/modules/<name>/) are entered through their front door,
// index.ts. Below every module the ground floor: lib/ (helpers of no domain), db/, and the
// process-wide files errors.ts, config.ts (with config-env.ts, config-types.ts), loopback.ts,
// periodic-pass.ts. Above them the files that compose modules: app.ts, server.ts,
// prepare-database.ts, openapi.ts, plugins/, cli/ and seed/. server/src/test/ (fixtures) may
// reach any file.
const SERVER_MODULE_FRONT_DOOR = '^server/src/modules/[^/]+/index\\.ts$';
const SERVER_GROUND_FLOOR =
  '^server/src/(lib|db)/|^server/src/(errors|config(-env|-types)?|loopback|periodic-pass)\\.ts$';
const SERVER_COMPOSERS =
  '^server/src/(app|server|prepare-database|openapi)\\.ts$|^server/src/(cli|seed|plugins)/';

// shared's concerns, lowest first: each imports only those below it. Contracts
// (api/contracts, TypeBox schemas) are read as types by the layers below api.
const SHARED_LAYERS = [
  'i18n',
  'ui',
  'format',
  'validation',
  'rules',
  'api',
  'events',
  'query',
  'live|security|session',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-imports-other-app',
      comment:
        'An app (shell, mf-*) never imports another app: what they share goes through ' +
        '@kanat/shared. Remotes reach each other only at run time through federation. ' +
        "Only the shell's site-pages.ts reads the remotes' pages files.",
      severity: 'error',
      from: { path: `^${APPS}/`, pathNot: SITE_PAGES },
      to: { path: `^${APPS}/`, pathNot: '^$1/' },
    },
    {
      name: 'relative-import-outside-app',
      comment:
        'A relative path never leaves its app: shared code comes in as @kanat/shared/*. ' +
        'Tests may reach the shared test helpers (shared/test/) that way.',
      severity: 'error',
      from: { path: `^${APPS}/`, pathNot: SITE_PAGES },
      to: { dependencyTypes: ['local'], pathNot: '^($1|shared/test)/' },
    },
    {
      name: 'site-pages-imports-app-code',
      comment: "The shell's site-pages.ts reads the remotes' pages files and nothing else of them.",
      severity: 'error',
      from: { path: SITE_PAGES },
      to: { path: '^mf-[^/]+/', pathNot: PAGES_FILE },
    },
    {
      name: 'pages-file-not-plain-data',
      comment:
        'A pages file (<app>/src/pages.ts) is plain data the server reads too: it imports ' +
        "only the catalogue's texts (@kanat/shared/i18n) and the page types and helpers of " +
        '@kanat/shared/rules (pure functions): no React, no other code of its app.',
      severity: 'error',
      from: { path: PAGES_FILE },
      to: { pathNot: '^shared/src/(i18n|rules)/' },
    },
    {
      name: 'server-imports-app',
      comment:
        "The server reads the apps only through the site's pages, in one file " +
        "(server/src/modules/web/site-pages.ts), which the server's build bundles with the " +
        'pages files (server/build.mjs); no other server file imports an app.',
      severity: 'error',
      from: { path: '^server/', pathNot: SERVER_SITE_PAGES },
      to: { path: `^${APPS}/` },
    },
    {
      name: 'server-site-pages-imports-app-code',
      comment:
        "The server's site-pages.ts imports the shell's site-pages.ts (plain data: the pages " +
        'files put together) and nothing else of an app: no React code reaches the server.',
      severity: 'error',
      from: { path: SERVER_SITE_PAGES },
      to: { path: `^${APPS}/`, pathNot: SITE_PAGES },
    },
    {
      name: 'app-imports-server',
      comment: 'Browser code never imports the API server; it talks to it over HTTP.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^server/' },
    },
    {
      name: 'app-imports-shared-test-helpers',
      comment: 'Only tests may use the shared test helpers (shared/test/).',
      severity: 'error',
      from: { path: `^${APPS}/src/`, pathNot: TEST },
      to: { path: '^shared/test/' },
    },
    {
      name: 'feature-imports-other-feature',
      comment:
        'Inside an app imports run one way, app -> features -> shared code: a feature never ' +
        'imports another feature. Tests may drive a neighbouring feature.',
      severity: 'error',
      from: { path: `^${APPS}/src/features/([^/]+)/`, pathNot: TEST },
      to: { path: '^$1/src/features/([^/]+)/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'shared-imports-app',
      comment: 'shared is below every app: it never imports one.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: `^${APPS}/` },
    },
    {
      name: 'contracts-as-values-in-browser',
      comment:
        'Browser code takes the API contracts (TypeBox schemas) as types only, so the ' +
        'schema builder stays out of the bundles. Use `import type`.',
      severity: 'error',
      from: { path: `^${APPS}/src/`, pathNot: TEST },
      to: {
        path: '^shared/src/api/contracts/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular-in-shared',
      comment: 'A cycle inside shared makes its load order fragile across the federated apps.',
      severity: 'error',
      from: { path: '^shared/src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    // ---- Server modules and shared's layers ----
    {
      name: 'server-module-front-door',
      comment:
        'A module uses another module only through its front door, modules/<name>/index.ts, ' +
        'which exports what others may use. Its own files, tests included, may import each ' +
        'other freely.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$1/', SERVER_MODULE_FRONT_DOOR],
      },
    },
    {
      name: 'server-front-door-from-outside',
      comment:
        'app.ts, the plugins, the commands, the seed and the ground floor reach a module only ' +
        'through its front door. Only the test fixtures (server/src/test/) may reach inside.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: ['^server/src/modules/', '^server/src/test/'] },
      to: { path: '^server/src/modules/', pathNot: SERVER_MODULE_FRONT_DOOR },
    },
    {
      name: 'server-ground-floor',
      comment:
        'lib/, db/ and the process-wide files are below every module: they import no module, ' +
        'plugin, command, seed or test fixture.',
      severity: 'error',
      from: { path: SERVER_GROUND_FLOOR, pathNot: TEST },
      to: { path: ['^server/src/(modules|test)/', SERVER_COMPOSERS] },
    },
    {
      name: 'server-module-imports-composer',
      comment:
        'A module is composed by app.ts, the commands and the seed, never the other way round; ' +
        'only its tests may use the test fixtures and drive a command.',
      severity: 'error',
      from: { path: '^server/src/modules/', pathNot: TEST },
      to: {
        path: [
          '^server/src/(cli|seed|test)/',
          '^server/src/(app|server|prepare-database|openapi)\\.ts$',
        ],
      },
    },
    ...SHARED_LAYERS.slice(0, -1).map((layer, i) => ({
      name: 'shared-layer-order',
      comment:
        `shared's concerns sit in layers (${SHARED_LAYERS.join(' < ')}): ${layer} imports ` +
        'nothing above it. Contracts are the exception: lower layers read them as types.',
      severity: 'error',
      from: { path: `^shared/src/(${layer})/`, pathNot: TEST },
      to: {
        path: `^shared/src/(${SHARED_LAYERS.slice(i + 1).join('|')})/`,
        pathNot: '^shared/src/api/contracts/',
      },
    })),
    {
      name: 'shared-contracts-as-types-below-api',
      comment: 'The layers below api read the contracts as types only (`import type`).',
      severity: 'error',
      from: { path: `^shared/src/(${SHARED_LAYERS.slice(0, 5).join('|')})/`, pathNot: TEST },
      to: { path: '^shared/src/api/contracts/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-tables-import-no-shared',
      comment:
        "The tables (shared/src/tables, drizzle) import nothing else of shared: the server's " +
        'queries and the contracts build on them.',
      severity: 'error',
      from: { path: '^shared/src/tables/' },
      to: { path: '^shared/src/', pathNot: '^shared/src/tables/' },
    },
    {
      name: 'tables-as-values-in-server-and-contracts',
      comment:
        'Only the server and the API contracts import the tables as values; browser code and ' +
        'the rest of shared read them as types only (`import type`), so drizzle never reaches ' +
        'a bundle.',
      severity: 'error',
      from: { path: BROWSER, pathNot: ['^shared/src/(tables|api/contracts)/', TEST] },
      to: { path: '^shared/src/tables/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing fails at build or run time.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-dev-dependency',
      comment: 'Product code must not need a package that is installed only for development.',
      severity: 'error',
      from: { path: '^(shell|mf-[^/]+|shared|server)/src/', pathNot: TEST },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    ...require('./scripts/import-rules/test-code.cjs'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no compiler API for dependency-cruiser to parse with. swc reads TS and
    // keeps `import type` edges in the graph, marked type-only, for the rules above.
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

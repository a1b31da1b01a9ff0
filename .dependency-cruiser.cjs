// Import boundaries of STYLE.md, checked by dependency-cruiser on the resolved module graph.
// Run: `node scripts/depcruise.mjs` (part of `npm run lint`).
const APPS = '(shell|mf-auctions|mf-news|mf-account|mf-corporate|mf-admin)';
const BROWSER = `^(${APPS.slice(1, -1)}|shared)/src/`;
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-imports-other-app',
      comment:
        'An app (shell, mf-*) never imports another app: what they share goes through ' +
        '@kanat/shared. Remotes reach each other only at run time through federation.',
      severity: 'error',
      from: { path: `^${APPS}/` },
      to: { path: `^${APPS}/`, pathNot: '^$1/' },
    },
    {
      name: 'relative-import-outside-app',
      comment:
        'A relative path never leaves its app: shared code comes in as @kanat/shared/*. ' +
        'Tests may reach the shared test helpers (shared/test/) that way.',
      severity: 'error',
      from: { path: `^${APPS}/` },
      to: { dependencyTypes: ['local'], pathNot: '^($1|shared/test)/' },
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
    // Browser tests (e2e), benchmarks (bench) and the test kit both use (@kanat/testkit,
    // server/testkit): e2e and bench never import each other, and reach the server's code only
    // through the kit, by its package name.
    {
      name: 'e2e-imports-bench',
      comment:
        'The browser tests never import the benchmarks: what both need is in the test kit ' +
        '(@kanat/testkit, server/testkit/src).',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^bench/' },
    },
    {
      name: 'bench-imports-e2e',
      comment:
        'The benchmarks never import the browser tests: what both need is in the test kit ' +
        '(@kanat/testkit, server/testkit/src).',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'e2e-or-bench-imports-server-source',
      comment:
        "e2e and bench reach the server's code (its modules and its test fixtures) only " +
        'through the test kit, imported as @kanat/testkit/*: never server/src by path.',
      severity: 'error',
      from: { path: '^(e2e|bench)/' },
      to: { path: '^server/', pathNot: '^server/testkit/' },
    },
    {
      name: 'testkit-imports-e2e-or-bench',
      comment: 'The test kit is below the browser tests and the benchmarks: it imports neither.',
      severity: 'error',
      from: { path: '^server/testkit/' },
      to: { path: '^(e2e|bench)/' },
    },
    {
      name: 'server-imports-testkit',
      comment:
        "The server's code and its own tests never import the test kit, which is built on " +
        'them (server/src/test is where their helpers live).',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: '^server/testkit/' },
    },
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

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

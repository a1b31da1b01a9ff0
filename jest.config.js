// One jest configuration, one project per package. `.ci/run` runs these projects and
// sums their JSON results into the closing `N passed, N failed` line.
// Run jest with NODE_OPTIONS=--experimental-vm-modules: `pnpm jest`, the root package's
// script, adds it, and `npm test` and the server's test scripts go through that script. With
// it, CommonJS code in jest's sandbox can `import()` ES modules, as
// PGlite does while starting and @fastify/cookie does to load `cookie`.
// The site's apps, the one list (Node loads the ES module for this CommonJS file).
const { APPS } = require('./shared/apps.mjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages published only as ES modules. Jest runs them through swc like our own code: as
// ES modules where they are imported, as CommonJS where a CommonJS package `require`s them
// (light-my-request requires `cookie` 2). Every other dependency stays untransformed.
// pnpm paths: node_modules/.pnpm/cookie@2.0.2/node_modules/cookie/
const esmOnlyPackages = ['cookie'];
const esmOnlyPackagesIgnored = `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmOnlyPackages.join('|')})/)`;

const web = (name) => ({
  displayName: name,
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: [`<rootDir>/${name}/src/**/*.test.{ts,tsx}`],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/shared/test/setup-dom.ts'],
  globals: { __KM_RELEASE__: 'test' },
});

// The lint's own tests (scripts/*.test.ts) import dependency-cruiser, an ES module: swc leaves
// their `import()` as it is, for Node to load.
const swcKeepingImport = [swc[0], { ...swc[1], module: { type: 'commonjs', ignoreDynamic: true } }];

module.exports = {
  // Jest's own default of 5 s per test is a clock a loaded machine can miss; this only catches
  // a hang of the web projects' tests (the server's and the browser tests' setup files set
  // theirs from server/src/test/limits.ts). Global only: jest reads it for every project.
  testTimeout: 60_000,
  // A worker that has grown past this after a test file is replaced by a fresh one. Jest's
  // sandbox does not give all of a file's memory back: each server file leaves tens of
  // megabytes of heap behind (and its embedded databases' WebAssembly memory), and a worker
  // that ran the whole server suite slowed down more and more as its heap grew. A new worker
  // costs about a second. (Ignored with --runInBand: that runs in jest's own process.)
  workerIdleMemoryLimit: '400MB',
  projects: [
    web('shared'),
    ...APPS.map(web),
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/src/**/*.test.ts'],
      // `*.pg.test.ts` need a PostgreSQL server (several instances on one database): they
      // are collected only in the PostgreSQL pass; `*.pglite.test.ts` are about the embedded
      // database itself (a server process on its own DATA_DIR) and run only in the PGlite
      // pass. Neither is ever reported as skipped.
      testPathIgnorePatterns: process.env.TEST_DATABASE_URL
        ? ['/node_modules/', '\\.pglite\\.test\\.ts$']
        : ['/node_modules/', '\\.pg\\.test\\.ts$'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      transformIgnorePatterns: [esmOnlyPackagesIgnored],
      // `testTimeout` is global-only in jest; per project the setup file sets it.
      setupFilesAfterEnv: ['<rootDir>/server/src/test/jest-timeout.ts'],
    },
    {
      displayName: 'lint',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swcKeepingImport },
    },
    {
      // The benchmarks' pure parts (their sums and checks); the benchmarks themselves are run
      // by hand, never by jest.
      displayName: 'bench',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/bench/src/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/jest-timeout.ts'],
    },
  ],
};

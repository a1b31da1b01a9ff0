// One jest configuration, one project per package. `.ci/run` runs these projects and
// sums their JSON results into the closing `N passed, N failed` line.
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

const web = (name) => ({
  displayName: name,
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: [`<rootDir>/${name}/src/**/*.test.{ts,tsx}`],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/shared/test/setup-dom.ts'],
  globals: { __KM_RELEASE__: 'test' },
});

module.exports = {
  projects: [
    web('shared'),
    web('shell'),
    web('mf-auctions'),
    web('mf-news'),
    web('mf-account'),
    web('mf-corporate'),
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/src/**/*.test.ts'],
      // `*.pg.test.ts` need a PostgreSQL server (several instances on one database): they
      // are collected only in the PostgreSQL pass, never reported as skipped.
      testPathIgnorePatterns: process.env.TEST_DATABASE_URL
        ? ['/node_modules/']
        : ['/node_modules/', '\\.pg\\.test\\.ts$'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      // `testTimeout` is global-only in jest; per project the setup file sets it.
      setupFilesAfterEnv: ['<rootDir>/server/test/jest-timeout.ts'],
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

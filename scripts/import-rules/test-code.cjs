// Import rules for the code that tests and measures, spread into the rules of
// .dependency-cruiser.cjs: the browser tests (e2e) and the benchmarks (bench) never import each
// other, and reach the server's code only through the test kit both use (@kanat/testkit,
// server/testkit), by its package name.

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
module.exports = [
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
];

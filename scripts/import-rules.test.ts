// The import rules of .dependency-cruiser.cjs, checked on a small repository written to a
// temporary folder: each case is one file with one import, and the lint must report exactly
// the named rule for it (or nothing, for an import that is allowed). A new rule gets its
// cases here: one that breaks it and one close to it that does not.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { IConfiguration, ICruiseResult } from 'dependency-cruiser';

interface Case {
  /** The importing file, by its path in the repository; one case per file. */
  file: string;
  /** What it imports, as written in the import. */
  imports: string;
  /** The rule that must report it, or null when the import is allowed. */
  rule: string | null;
}

const CASES: Case[] = [
  // e2e and bench never import each other.
  { file: 'e2e/a.test.ts', imports: '../bench/src/lib/stats', rule: 'e2e-imports-bench' },
  { file: 'e2e/support/a.ts', imports: '../../bench/src/lib/stats', rule: 'e2e-imports-bench' },
  { file: 'bench/src/a.ts', imports: '../../e2e/support/browser', rule: 'bench-imports-e2e' },
  {
    file: 'bench/src/lib/a.ts',
    imports: '../../../e2e/support/browser',
    rule: 'bench-imports-e2e',
  },
  // They reach the server's code only through the test kit, by its package name.
  {
    file: 'e2e/b.test.ts',
    imports: '../server/src/test/auth-fixtures',
    rule: 'e2e-or-bench-imports-server-source',
  },
  {
    file: 'bench/src/b.ts',
    imports: '../../server/src/db/connection',
    rule: 'e2e-or-bench-imports-server-source',
  },
  {
    file: 'bench/src/c.ts',
    imports: '@kanat/server/src/db/connection',
    rule: 'e2e-or-bench-imports-server-source',
  },
  { file: 'e2e/c.test.ts', imports: '@kanat/testkit/cluster', rule: null },
  { file: 'bench/src/d.ts', imports: '@kanat/testkit/server', rule: null },
  { file: 'e2e/d.test.ts', imports: './support/browser', rule: null },
  { file: 'bench/src/e.ts', imports: './lib/stats', rule: null },
  // The kit sits between them and the server.
  {
    file: 'server/testkit/src/a.ts',
    imports: '../../../e2e/support/browser',
    rule: 'testkit-imports-e2e-or-bench',
  },
  { file: 'server/testkit/src/b.ts', imports: '../../src/test/auth-fixtures', rule: null },
  { file: 'server/src/a.ts', imports: '../testkit/src/cluster', rule: 'server-imports-testkit' },
  { file: 'server/src/b.ts', imports: './test/auth-fixtures', rule: null },
];

/** The files the cases import, and the two packages they reach by name. */
const TARGETS = [
  'bench/src/lib/stats.ts',
  'e2e/support/browser.ts',
  'server/src/db/connection.ts',
  'server/src/test/auth-fixtures.ts',
  'server/testkit/src/cluster.ts',
  'server/testkit/src/server.ts',
];
const PACKAGES = {
  'server/package.json': { name: '@kanat/server' },
  'server/testkit/package.json': { name: '@kanat/testkit', exports: { './*': './src/*.ts' } },
};
const LINKS = { '@kanat/server': 'server', '@kanat/testkit': 'server/testkit' };

const root = path.resolve(__dirname, '..');
const requireHere = createRequire(__filename);
let folder: string;
let violations: ICruiseResult['summary']['violations'];

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), text);
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'km-import-rules-'));
  for (const file of TARGETS) write(file, 'export const x = 1;\n');
  for (const [file, json] of Object.entries(PACKAGES)) write(file, JSON.stringify(json));
  for (const [name, target] of Object.entries(LINKS)) {
    mkdirSync(path.join(folder, 'node_modules', path.dirname(name)), { recursive: true });
    symlinkSync(path.join(folder, target), path.join(folder, 'node_modules', name), 'dir');
  }
  for (const c of CASES) write(c.file, `import { x } from '${c.imports}';\nexport const y = x;\n`);

  const config = requireHere(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;
  // dependency-cruiser is an ES module: jest (run with --experimental-vm-modules) loads it.
  const { cruise } = await import('dependency-cruiser');
  const { tsConfig: _repoTsConfig, ...options } = config.options ?? {};
  const result = await cruise(['e2e', 'bench', 'server'], {
    ...options,
    baseDir: folder,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  violations = (result.output as ICruiseResult).summary.violations;
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('every case is a file of its own', () => {
  const files = CASES.map((c) => c.file);
  expect(new Set(files).size).toBe(files.length);
});

test.each(CASES)('$file importing $imports: $rule', ({ file, rule }) => {
  const reported = violations.filter((v) => v.from === file).map((v) => v.rule.name);
  expect(reported).toEqual(rule === null ? [] : [rule]);
});

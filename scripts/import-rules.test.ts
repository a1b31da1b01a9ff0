// The import rules of .dependency-cruiser.cjs and .dependency-cruiser-server-modules.cjs, each
// tried on a few small files laid out as in the repository and written to a folder of their
// own: the lint must report exactly the named rule (or nothing, for an import that is allowed).
// A new rule gets its cases here: one that breaks it and one close to it that does not.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { IConfiguration, ICruiseResult } from 'dependency-cruiser';

type Files = Record<string, string>;

interface Case {
  /** What the case shows. */
  name: string;
  /** The rule that must report it (or rules: a relative import into another app breaks two); null: no rule may. */
  rule: string | readonly string[] | null;
  files: Files;
}

const front = (name: string) => ({
  [`server/src/modules/${name}/index.ts`]: `export { ${name}Value } from './${name}-service';\n`,
  [`server/src/modules/${name}/${name}-service.ts`]: `export const ${name}Value = 1;\n`,
});

/** `@kanat/shared` with its tables subpath, as the apps import it. */
const SHARED_PACKAGE: Files = {
  'shared/package.json': JSON.stringify({
    name: '@kanat/shared',
    exports: { './tables': './src/tables/index.ts' },
  }),
};

const SERVER_AND_SHARED_CASES: Case[] = [
  {
    name: 'a module imports another module through its front door',
    rule: null,
    files: {
      ...front('alpha'),
      ...front('beta'),
      'server/src/modules/alpha/routes.ts':
        "import { betaValue } from '../beta';\nexport const x = betaValue;\n",
    },
  },
  {
    name: 'a module imports a file inside another module',
    rule: 'server-module-front-door',
    files: {
      ...front('alpha'),
      ...front('beta'),
      'server/src/modules/alpha/routes.ts':
        "import { betaValue } from '../beta/beta-service';\nexport const x = betaValue;\n",
    },
  },
  {
    name: "a module's test imports another module's file",
    rule: 'server-module-front-door',
    files: {
      ...front('alpha'),
      ...front('beta'),
      'server/src/modules/alpha/alpha.test.ts':
        "import { betaValue } from '../beta/beta-service';\nexport const x = betaValue;\n",
    },
  },
  {
    name: 'a module imports its own files',
    rule: null,
    files: {
      ...front('alpha'),
      'server/src/modules/alpha/routes.ts':
        "import { alphaValue } from './alpha-service';\nexport const x = alphaValue;\n",
    },
  },
  {
    name: 'app.ts imports a file inside a module',
    rule: 'server-front-door-from-outside',
    files: {
      ...front('alpha'),
      'server/src/app.ts':
        "import { alphaValue } from './modules/alpha/alpha-service';\nexport const x = alphaValue;\n",
    },
  },
  {
    name: 'a command imports a module through its front door',
    rule: null,
    files: {
      ...front('alpha'),
      'server/src/cli/tool.ts':
        "import { alphaValue } from '../modules/alpha';\nexport const x = alphaValue;\n",
    },
  },
  {
    name: 'a test fixture reaches inside a module',
    rule: null,
    files: {
      ...front('alpha'),
      'server/src/test/fixtures.ts':
        "import { alphaValue } from '../modules/alpha/alpha-service';\nexport const x = alphaValue;\n",
    },
  },
  {
    name: 'lib/ imports a module',
    rule: 'server-ground-floor',
    files: {
      ...front('alpha'),
      'server/src/lib/helper.ts':
        "import { alphaValue } from '../modules/alpha';\nexport const x = alphaValue;\n",
    },
  },
  {
    name: 'a module imports lib/',
    rule: null,
    files: {
      ...front('alpha'),
      'server/src/lib/helper.ts': 'export const y = 2;\n',
      'server/src/modules/alpha/routes.ts':
        "import { y } from '../../lib/helper';\nexport const x = y;\n",
    },
  },
  {
    name: 'a module imports app.ts',
    rule: 'server-module-imports-composer',
    files: {
      ...front('alpha'),
      'server/src/app.ts': 'export const app = 1;\n',
      'server/src/modules/alpha/routes.ts':
        "import { app } from '../../app';\nexport const x = app;\n",
    },
  },
  {
    name: 'two modules import each other',
    rule: 'server-module-cycle',
    files: {
      ...front('alpha'),
      ...front('beta'),
      'server/src/modules/alpha/routes.ts':
        "import { betaValue } from '../beta';\nexport const x = betaValue;\n",
      'server/src/modules/beta/routes.ts':
        "import { alphaValue } from '../alpha';\nexport const y = alphaValue;\n",
    },
  },
  {
    name: 'three modules import each other round a loop',
    rule: 'server-module-cycle',
    files: {
      ...front('alpha'),
      ...front('beta'),
      ...front('gamma'),
      'server/src/modules/alpha/routes.ts':
        "import { betaValue } from '../beta';\nexport const x = betaValue;\n",
      'server/src/modules/beta/routes.ts':
        "import { gammaValue } from '../gamma';\nexport const y = gammaValue;\n",
      'server/src/modules/gamma/routes.ts':
        "import { alphaValue } from '../alpha';\nexport const z = alphaValue;\n",
    },
  },
  {
    name: "a module's test drives the module above it",
    rule: null,
    files: {
      ...front('alpha'),
      ...front('beta'),
      'server/src/modules/alpha/routes.ts':
        "import { betaValue } from '../beta';\nexport const x = betaValue;\n",
      'server/src/modules/beta/beta.test.ts':
        "import { alphaValue } from '../alpha';\nexport const y = alphaValue;\n",
    },
  },
  {
    name: 'shared ui imports api',
    rule: 'shared-layer-order',
    files: {
      'shared/src/api/index.ts': 'export const apiValue = 1;\n',
      'shared/src/ui/view.ts':
        "import { apiValue } from '../api/index';\nexport const x = apiValue;\n",
    },
  },
  {
    name: 'shared ui imports a type of query',
    rule: 'shared-layer-order',
    files: {
      'shared/src/query/index.ts': 'export interface List { items: string[] }\n',
      'shared/src/ui/view.ts':
        "import type { List } from '../query/index';\nexport type X = List;\n",
    },
  },
  {
    name: 'shared rules imports query',
    rule: 'shared-layer-order',
    files: {
      'shared/src/query/index.ts': 'export const queryValue = 1;\n',
      'shared/src/rules/rule.ts':
        "import { queryValue } from '../query/index';\nexport const x = queryValue;\n",
    },
  },
  {
    name: 'shared validation imports rules',
    rule: 'shared-layer-order',
    files: {
      'shared/src/rules/index.ts': 'export const ruleValue = 1;\n',
      'shared/src/validation/field.ts':
        "import { ruleValue } from '../rules/index';\nexport const x = ruleValue;\n",
    },
  },
  {
    name: 'shared query imports ui, below it',
    rule: null,
    files: {
      'shared/src/ui/index.ts': 'export const uiValue = 1;\n',
      'shared/src/query/list.ts':
        "import { uiValue } from '../ui/index';\nexport const x = uiValue;\n",
    },
  },
  {
    name: 'shared rules reads a contract as a type',
    rule: null,
    files: {
      'shared/src/api/contracts/fields.ts': "export type Field = 'a' | 'b';\n",
      'shared/src/rules/rule.ts':
        "import type { Field } from '../api/contracts/fields';\nexport type X = Field;\n",
    },
  },
  {
    name: 'shared rules imports a contract as a value',
    rule: 'shared-contracts-as-types-below-api',
    files: {
      'shared/src/api/contracts/fields.ts': "export const FIELDS = ['a', 'b'];\n",
      'shared/src/rules/rule.ts':
        "import { FIELDS } from '../api/contracts/fields';\nexport const x = FIELDS;\n",
    },
  },
  {
    name: 'a contract derives its rows from a table',
    rule: null,
    files: {
      'shared/src/tables/pigeons.ts': 'export const pigeons = {};\n',
      'shared/src/api/contracts/pigeons.ts':
        "import { pigeons } from '../../tables/pigeons';\nexport const x = pigeons;\n",
    },
  },
  {
    name: 'shared rules imports a table as a value',
    rule: 'tables-as-values-in-server-and-contracts',
    files: {
      'shared/src/tables/pigeons.ts': 'export const pigeons = {};\n',
      'shared/src/rules/rule.ts':
        "import { pigeons } from '../tables/pigeons';\nexport const x = pigeons;\n",
    },
  },
  {
    name: 'an app imports a table as a value',
    rule: 'tables-as-values-in-server-and-contracts',
    files: {
      ...SHARED_PACKAGE,
      'shared/src/tables/index.ts': 'export const pigeons = {};\n',
      'mf-admin/src/features/pigeons/row.ts':
        "import { pigeons } from '@kanat/shared/tables';\nexport const x = pigeons;\n",
    },
  },
  {
    name: 'an app reads a table as a type',
    rule: null,
    files: {
      ...SHARED_PACKAGE,
      'shared/src/tables/index.ts': 'export interface Pigeon {\n  id: number;\n}\n',
      'mf-admin/src/features/pigeons/row.ts':
        "import type { Pigeon } from '@kanat/shared/tables';\nexport type X = Pigeon;\n",
    },
  },
  {
    name: 'a table imports another concern of shared',
    rule: 'shared-tables-import-no-shared',
    files: {
      'shared/src/i18n/index.ts': 'export const text = 1;\n',
      'shared/src/tables/pigeons.ts':
        "import { text } from '../i18n/index';\nexport const pigeons = text;\n",
    },
  },
  {
    name: 'the server imports a table as a value',
    rule: null,
    files: {
      'shared/src/tables/pigeons.ts': 'export const pigeons = {};\n',
      'server/src/db/schema/index.ts':
        "import { pigeons } from '../../../../shared/src/tables/pigeons';\nexport const x = pigeons;\n",
    },
  },
];

/** The files the e2e, bench and test-kit cases import, and the two packages they reach by name. */
const KIT_TARGETS: Files = Object.fromEntries(
  [
    'bench/src/lib/stats.ts',
    'e2e/support/browser.ts',
    'server/src/db/connection.ts',
    'server/src/test/auth-fixtures.ts',
    'server/testkit/src/cluster.ts',
    'server/testkit/src/server.ts',
  ].map((file) => [file, 'export const x = 1;\n']),
);
const PACKAGES: Files = {
  'server/package.json': JSON.stringify({ name: '@kanat/server' }),
  'server/testkit/package.json': JSON.stringify({
    name: '@kanat/testkit',
    exports: { './*': './src/*.ts' },
  }),
};
const LINKS = {
  '@kanat/server': 'server',
  '@kanat/testkit': 'server/testkit',
  '@kanat/shared': 'shared',
};

/** One file with one import, beside the files and packages the kit cases reach. */
function kitCase(file: string, imports: string, rule: string | null): Case {
  return {
    name: `${file} importing ${imports}`,
    rule,
    files: {
      ...KIT_TARGETS,
      ...PACKAGES,
      [file]: `import { x } from '${imports}';\nexport const y = x;\n`,
    },
  };
}

const KIT_CASES: Case[] = [
  // e2e and bench never import each other.
  kitCase('e2e/a.test.ts', '../bench/src/lib/stats', 'e2e-imports-bench'),
  kitCase('e2e/support/a.ts', '../../bench/src/lib/stats', 'e2e-imports-bench'),
  kitCase('bench/src/a.ts', '../../e2e/support/browser', 'bench-imports-e2e'),
  kitCase('bench/src/lib/a.ts', '../../../e2e/support/browser', 'bench-imports-e2e'),
  // They reach the server's code only through the test kit, by its package name.
  kitCase(
    'e2e/b.test.ts',
    '../server/src/test/auth-fixtures',
    'e2e-or-bench-imports-server-source',
  ),
  kitCase('bench/src/b.ts', '../../server/src/db/connection', 'e2e-or-bench-imports-server-source'),
  kitCase(
    'bench/src/c.ts',
    '@kanat/server/src/db/connection',
    'e2e-or-bench-imports-server-source',
  ),
  kitCase('e2e/c.test.ts', '@kanat/testkit/cluster', null),
  kitCase('bench/src/d.ts', '@kanat/testkit/server', null),
  kitCase('e2e/d.test.ts', './support/browser', null),
  kitCase('bench/src/e.ts', './lib/stats', null),
  // The kit sits between them and the server.
  kitCase(
    'server/testkit/src/a.ts',
    '../../../e2e/support/browser',
    'testkit-imports-e2e-or-bench',
  ),
  kitCase('server/testkit/src/b.ts', '../../src/test/auth-fixtures', null),
  kitCase('server/src/a.ts', '../testkit/src/cluster', 'server-imports-testkit'),
  kitCase('server/src/b.ts', './test/auth-fixtures', null),
];

/** The files the pages cases import: two remotes' pages files and code, and shared's. */
const PAGES_TARGETS: Files = {
  'mf-news/src/pages.ts': 'export const p = 1;\n',
  'mf-news/src/exposed/routes.tsx': 'export const routes = 1;\n',
  'mf-corporate/src/pages.ts': 'export const p = 2;\n',
  'mf-corporate/src/exposed/routes.tsx': 'export const routes = 2;\n',
  'shared/src/i18n/index.ts': "export const t = 'Haberler';\n",
  'shared/src/ui/index.ts': 'export const ui = 1;\n',
  'shared/src/rules/index.ts':
    'export type Page = { path: string };\nexport const page = (path: string) => ({ path });\n',
  'shared/package.json': JSON.stringify({
    name: '@kanat/shared',
    exports: { './*': './src/*/index.ts' },
  }),
  'shell/src/site-pages.ts':
    "import { p } from '../../mf-news/src/pages';\nexport const all = [p];\n",
};

/** One file with one import, beside the pages files and the code around them. */
function pagesCase(file: string, imports: string, rule: Case['rule'], typeOnly = false): Case {
  const line = typeOnly
    ? `import type { Page } from '${imports}';\nexport type Q = Page;\n`
    : `import * as m from '${imports}';\nexport const y = m;\n`;
  return {
    name: `${file} importing ${imports}${typeOnly ? ' as a type' : ''}`,
    rule,
    files: { ...PAGES_TARGETS, [file]: line },
  };
}

const PAGES_CASES: Case[] = [
  // The shell's site-pages.ts reads the remotes' pages files, and only them.
  pagesCase('shell/src/site-pages.ts', '../../mf-news/src/pages', null),
  pagesCase(
    'shell/src/site-pages.ts',
    '../../mf-news/src/exposed/routes',
    'site-pages-imports-app-code',
  ),
  pagesCase('shell/src/app/nav.ts', '../../../mf-news/src/pages', [
    'app-imports-other-app',
    'relative-import-outside-app',
  ]),
  pagesCase('mf-corporate/src/a.ts', '../../mf-news/src/pages', [
    'app-imports-other-app',
    'relative-import-outside-app',
  ]),
  // A pages file is plain data: texts, and the rules' types.
  pagesCase('mf-corporate/src/pages.ts', '@kanat/shared/i18n', null),
  pagesCase('mf-corporate/src/pages.ts', '@kanat/shared/rules', null, true),
  pagesCase('mf-corporate/src/pages.ts', '@kanat/shared/rules', null),
  pagesCase('mf-corporate/src/pages.ts', '@kanat/shared/ui', 'pages-file-not-plain-data'),
  pagesCase('mf-corporate/src/pages.ts', './exposed/routes', 'pages-file-not-plain-data'),
  // The server reads the apps through its site-pages.ts alone, which reads the shell's.
  pagesCase('server/src/modules/web/site-pages.ts', '../../../../shell/src/site-pages', null),
  pagesCase(
    'server/src/modules/web/site-pages.ts',
    '../../../../mf-news/src/exposed/routes',
    'server-site-pages-imports-app-code',
  ),
  pagesCase(
    'server/src/modules/web/sitemap.ts',
    '../../../../mf-news/src/pages',
    'server-imports-app',
  ),
  pagesCase(
    'server/src/modules/web/head.ts',
    '../../../../shell/src/site-pages',
    'server-imports-app',
  ),
];

const CASES = [...SERVER_AND_SHARED_CASES, ...KIT_CASES, ...PAGES_CASES];
const CONFIGS = ['.dependency-cruiser.cjs', '.dependency-cruiser-server-modules.cjs'];
const ROOTS = ['e2e', 'bench', 'server', 'shared', 'shell', 'mf-news', 'mf-corporate', 'mf-admin'];

const root = path.resolve(__dirname, '..');
const requireHere = createRequire(__filename);
let folder: string;

/** Writes a case's files into a folder of its own, with the packages linked by name. */
function writeCase(dir: string, files: Files): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  for (const [name, target] of Object.entries(LINKS)) {
    mkdirSync(path.join(dir, 'node_modules', path.dirname(name)), { recursive: true });
    symlinkSync(path.join(dir, target), path.join(dir, 'node_modules', name), 'dir');
  }
}

/** The names of the rules, of both configurations, that report something in `dir`. */
async function violations(dir: string, files: Files): Promise<string[]> {
  // dependency-cruiser is an ES module: jest (run with --experimental-vm-modules) loads it.
  const { cruise } = await import('dependency-cruiser');
  const roots = ROOTS.filter((top) => Object.keys(files).some((f) => f.startsWith(`${top}/`)));
  const found = new Set<string>();
  for (const file of CONFIGS) {
    const config = requireHere(path.join(root, file)) as IConfiguration;
    const { tsConfig: _repoTsConfig, ...options } = config.options ?? {};
    const result = await cruise(roots, {
      ...options,
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    for (const v of (result.output as ICruiseResult).summary.violations) found.add(v.rule.name);
  }
  return [...found];
}

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'km-import-rules-'));
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('every case has a name of its own', () => {
  const names = CASES.map((c) => c.name);
  expect(new Set(names).size).toBe(names.length);
});

test.each(CASES)('$name: $rule', async ({ name, rule, files }) => {
  const dir = path.join(folder, name.replace(/[^a-z0-9]+/gi, '-'));
  writeCase(dir, files);
  const expected = rule === null ? [] : typeof rule === 'string' ? [rule] : [...rule];
  expect((await violations(dir, files)).sort()).toEqual(expected.sort());
});

// The import rules of the server's modules and of shared's layers (.dependency-cruiser.cjs and
// .dependency-cruiser-server-modules.cjs), each tried on a few small files laid out as in the
// repository: the bad import is reported by the named rule, the good one by none.

import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './config';

const execFileAsync = promisify(execFile);

type Files = Record<string, string>;

interface Case {
  /** What the case shows. */
  name: string;
  /** The rule that must report it; null: no rule may. */
  rule: string | null;
  files: Files;
}

const front = (name: string) => ({
  [`server/src/modules/${name}/index.ts`]: `export { ${name}Value } from './${name}-service';\n`,
  [`server/src/modules/${name}/${name}-service.ts`]: `export const ${name}Value = 1;\n`,
});

const cases: Case[] = [
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
];

// dependency-cruiser is an ES module only: it runs in a child process of its own, on the two
// configurations of the repository (their own rules and options; paths from the fixture).
const cruiseScript = `
import { cruise } from 'dependency-cruiser';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
const [dir, ...configs] = process.argv.slice(1);
const require = createRequire(path.join(process.cwd(), 'package.json'));
const found = [];
for (const file of configs) {
  const { forbidden, options } = require(path.join(process.cwd(), file));
  const { tsConfig, ...rest } = options;
  const roots = ['server/src', 'shared/src'].filter((sub) => existsSync(path.join(dir, sub)));
  const result = await cruise(
    roots,
    { ...rest, baseDir: dir, validate: true, ruleSet: { forbidden } },
    rest.enhancedResolveOptions,
  );
  for (const v of result.output.summary.violations) found.push(v.rule.name);
}
console.log(JSON.stringify(found));
`;

/** The names of the rules that report something in `dir`. */
async function violations(dir: string): Promise<string[]> {
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      cruiseScript,
      dir,
      '.dependency-cruiser.cjs',
      '.dependency-cruiser-server-modules.cjs',
    ],
    { cwd: repoRoot },
  );
  return JSON.parse(stdout) as string[];
}

describe('the import rules of the server modules and of shared', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'kanat-import-rules-'));
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(cases)('$name: $rule', async ({ name, rule, files }) => {
    const dir = path.join(root, name.replace(/[^a-z]+/gi, '-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const found = await violations(dir);
    if (rule === null) expect(found).toEqual([]);
    else expect(found).toContain(rule);
  });
});

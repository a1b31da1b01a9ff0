// The drawing of the server's modules in CONTRIBUTING.md ("Server modules") is the module graph
// the imports make: every arrow an import and every import an arrow, each line above the ones
// it points to.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './config';

const execFileAsync = promisify(execFile);

// dependency-cruiser is an ES module only, so it runs in a child process: the modules' own
// files (no tests), resolved with the repository's options, as module -> modules it imports.
const graphScript = `
import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import path from 'node:path';
const require = createRequire(path.join(process.cwd(), 'package.json'));
const { options } = require('./.dependency-cruiser.cjs');
const extractTsConfig = (await import('dependency-cruiser/config-utl/extract-ts-config')).default;
const result = await cruise(
  ['server/src/modules'],
  { ...options, exclude: { path: [options.exclude.path, '\\\\.test\\\\.ts$'] } },
  options.enhancedResolveOptions,
  { tsConfig: extractTsConfig(options.tsConfig.fileName) },
);
const moduleOf = (file) => /^server\\/src\\/modules\\/([^/]+)\\//.exec(file)?.[1];
const graph = {};
for (const { source, dependencies } of result.output.modules) {
  const from = moduleOf(source);
  if (from === undefined) continue;
  graph[from] ??= [];
  for (const { resolved } of dependencies) {
    const to = moduleOf(resolved);
    if (to !== undefined && to !== from && !graph[from].includes(to)) graph[from].push(to);
  }
}
console.log(JSON.stringify(graph));
`;

/** The drawing's lines: level, module, the modules it points to. */
function drawnGraph(): Map<string, { level: number; imports: string[] }> {
  const text = readFileSync(path.join(repoRoot, 'CONTRIBUTING.md'), 'utf8');
  const section = text.slice(text.indexOf('## Server modules'));
  const drawing = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const drawn = new Map<string, { level: number; imports: string[] }>();
  let level = 0;
  for (const line of drawing.split('\n')) {
    const match = /^(\d+)?\s+(.*)$/.exec(line);
    if (match === null || match[2]?.startsWith('─') || match[2]?.startsWith('ground')) continue;
    if (match[1] !== undefined) level = Number(match[1]);
    const [name, arrows] = (match[2] ?? '').split(' ─> ');
    if (arrows === undefined) {
      for (const leaf of (name ?? '').split(', ')) drawn.set(leaf, { level, imports: [] });
    } else drawn.set(name ?? '', { level, imports: arrows.split(', ') });
  }
  return drawn;
}

describe("CONTRIBUTING.md's drawing of the server modules", () => {
  it('has every module with the modules it imports, each above them', async () => {
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--input-type=module', '-e', graphScript],
      { cwd: repoRoot },
    );
    const graph = JSON.parse(stdout) as Record<string, string[]>;
    const drawn = drawnGraph();

    expect([...drawn.keys()].sort()).toEqual(Object.keys(graph).sort());
    for (const [name, { level, imports }] of drawn) {
      expect({ name, imports: [...imports].sort() }).toEqual({
        name,
        imports: [...(graph[name] ?? [])].sort(),
      });
      for (const target of imports) {
        expect({ name, target, below: (drawn.get(target)?.level ?? level) < level }).toEqual({
          name,
          target,
          below: true,
        });
      }
    }
  });
});

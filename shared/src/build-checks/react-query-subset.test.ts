import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The apps share '@tanstack/react-query' as shared/build/react-query.js, a list of the names
// they use (see its header). A name imported from TanStack Query but missing from that list
// would be undefined in the built site while every unit test, run against the real package,
// passes.

const root = path.resolve(__dirname, '..', '..', '..');
const APP_SOURCES = ['shell', 'mf-auctions', 'mf-news', 'mf-account', 'mf-corporate', 'mf-admin']
  .map((app) => path.join(root, app, 'src'))
  .concat(path.join(root, 'shared', 'src'));

// An app's server entry (src/ssr.tsx) is built for Node only, where every bare import is the
// real package (createSsrConfig's externals): the subset is the browser's share, not its.
const serverEntries = new Set(APP_SOURCES.map((dir) => path.join(dir, 'ssr.tsx')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    if (serverEntries.has(full)) return [];
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@tanstack\/react-query'/g,
  )) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

describe('the shared TanStack Query subset', () => {
  const subset = readFileSync(path.join(root, 'shared', 'build', 'react-query.js'), 'utf8');
  const exported = new Set(
    (/export\s*\{([^}]*)\}\s*from\s*'react-query-whole'/.exec(subset)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

  it('exports every name the apps import from TanStack Query', () => {
    const missing = new Set<string>();
    for (const file of APP_SOURCES.flatMap(sourceFiles)) {
      for (const name of importedNames(readFileSync(file, 'utf8'))) {
        if (!exported.has(name)) missing.add(`${name} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('is read from the file the build shares', () => {
    expect(exported.has('QueryClient')).toBe(true);
    expect(exported.has('useQuery')).toBe(true);
  });

  it('never imports anything namespace-wide or by default from TanStack Query', () => {
    const wide = APP_SOURCES.flatMap(sourceFiles).filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'@tanstack\/react-query'/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(wide).toEqual([]);
  });
});

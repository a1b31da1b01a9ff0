import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The apps share the router and TanStack Query as subsets: shared/build/react-router-dom.js and
// shared/build/react-query.js list the names they use (see each file's header). A name imported
// from the library but missing from its list would be undefined in the built site while every
// unit test, run against the real package, passes.

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

const SUBSETS = [
  {
    library: 'the router',
    subsetFile: 'react-router-dom.js',
    /** How the apps name the library in an import. */
    imported: "'react-router(-dom)?'",
    /** What the subset re-exports from. */
    source: "'react-router'",
    samples: ['BrowserRouter', 'useNavigate'],
  },
  {
    library: 'TanStack Query',
    subsetFile: 'react-query.js',
    imported: "'@tanstack\\/react-query'",
    source: "'react-query-whole'",
    samples: ['QueryClient', 'useQuery'],
  },
];

describe.each(SUBSETS)('the shared subset of $library', (lib) => {
  const subset = readFileSync(path.join(root, 'shared', 'build', lib.subsetFile), 'utf8');
  const exported = new Set(
    (new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*${lib.source}`).exec(subset)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

  function importedNames(source: string): string[] {
    const names: string[] = [];
    const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+${lib.imported}`, 'g');
    for (const match of source.matchAll(named)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
    return names;
  }

  it(`exports every name the apps import from ${lib.library}`, () => {
    const missing = new Set<string>();
    for (const file of APP_SOURCES.flatMap(sourceFiles)) {
      for (const name of importedNames(readFileSync(file, 'utf8'))) {
        if (!exported.has(name)) missing.add(`${name} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('is read from the file the build shares', () => {
    for (const name of lib.samples) expect(exported.has(name)).toBe(true);
  });

  it(`never imports anything namespace-wide or by default from ${lib.library}`, () => {
    const wide = new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s+${lib.imported}`);
    const files = APP_SOURCES.flatMap(sourceFiles).filter((file) =>
      wide.test(readFileSync(file, 'utf8')),
    );
    expect(files).toEqual([]);
  });
});

// The one list of the site's apps (shared/apps.mjs) against the repository: every app it names
// is a workspace folder whose build declares the container name the list derives, with a
// pages file; every remote folder is in the list; and the readers of the list (jest's
// projects, the import rules) cover every app.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTE_APPS, remoteName, SERVER_RENDERED_REMOTES, SHELL } from '../shared/apps.mjs';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the one list of apps', () => {
  it('names the shell first, then the remotes', () => {
    expect(APPS).toEqual([SHELL, ...REMOTE_APPS]);
  });

  it('names every remote folder of the repository, and only those', () => {
    const folders = readdirSync(root).filter(
      (name) => name.startsWith('mf-') && existsSync(path.join(root, name, 'package.json')),
    );
    expect([...REMOTE_APPS].sort()).toEqual(folders.sort());
  });

  it.each(REMOTE_APPS)('%s builds the container the list names, and publishes its pages', (app) => {
    expect(read(`${app}/webpack.config.js`)).toContain(`name: '${remoteName(app)}'`);
    expect(existsSync(path.join(root, app, 'src', 'pages.ts'))).toBe(true);
  });

  it('names as drawn by the server exactly the remotes with a server build', () => {
    const withServerBuild = REMOTE_APPS.filter((app) =>
      existsSync(path.join(root, app, 'src', 'ssr.tsx')),
    );
    expect([...SERVER_RENDERED_REMOTES]).toEqual(withServerBuild);
  });

  it('the shell publishes its own pages and puts every pages file together', () => {
    const sitePages = read('shell/src/site-pages.ts');
    for (const app of REMOTE_APPS) {
      expect([app, sitePages.includes(`'../../${app}/src/pages'`)]).toEqual([app, true]);
    }
    expect(existsSync(path.join(root, 'shell', 'src', 'pages.ts'))).toBe(true);
  });

  it('every app has its jest project and falls under the import rules', () => {
    const jestConfig = require(path.join(root, 'jest.config.js')) as {
      projects: Array<{ displayName: string }>;
    };
    const projects = jestConfig.projects.map((project) => project.displayName);
    for (const app of APPS) expect(projects).toContain(app);
    const rules = require(path.join(root, '.dependency-cruiser.cjs')) as {
      forbidden: Array<{ name: string; from: { path?: string } }>;
    };
    const appRule = rules.forbidden.find((rule) => rule.name === 'app-imports-other-app');
    for (const app of APPS)
      expect(new RegExp(appRule?.from.path ?? '$^').test(`${app}/`)).toBe(true);
  });
});

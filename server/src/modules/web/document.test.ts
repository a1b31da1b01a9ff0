import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@kanat/shared/rules';
import { remoteApps } from '../../config';
import { AppFiles, contentVersion } from './app-files';
import { type DocumentOptions, pageRemotes, renderDocument, versionedRemotes } from './document';
import { exposeScripts, servedManifest } from './remote-manifest';

const versionOf = (content: string | Buffer) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

const shellIndex =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"/><title>Kanat Mezat</title>' +
  '<script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';

const localRemotes = Object.fromEntries(
  Object.entries(remoteApps).map(([name, short]) => [name, `/mf/${short}/mf-manifest.json`]),
) as Record<RemoteName, string>;

const auctionsManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { name: 'routes', assets: { js: { sync: ['12.aaaaaaaa.js', 'routes.bbbbbbbb.js'] } } },
    { name: 'home-auctions', assets: { js: { sync: ['home.cccccccc.js'] } } },
  ],
};

describe('the page the server sends (renderDocument)', () => {
  let appsDir: string;

  const write = (file: string, content: string) => {
    const full = path.join(appsDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  };

  const options = (remotes: Partial<Record<RemoteName, string>> = {}): DocumentOptions => ({
    appsDir,
    remoteApps,
    remotes: { ...localRemotes, ...remotes },
  });

  /** The text of the script with this id, as the browser's parser would cut it. */
  const scriptText = (html: string, id: string) => {
    const open = `<script type="application/json" id="${id}">`;
    const start = html.indexOf(open);
    expect(start).toBeGreaterThan(-1);
    const from = start + open.length;
    // An HTML parser ends a script's text at the first `</script` whatever the case.
    // A regular expression, not toLowerCase(): 'İ' lower-cases to two characters, which
    // would shift every index after it.
    const rest = html.slice(from);
    return rest.slice(0, rest.search(/<\/script/i));
  };

  const linkTags = (html: string) => html.match(/<link\b[^>]*>/g) ?? [];

  beforeEach(() => {
    appsDir = mkdtempSync(path.join(os.tmpdir(), 'kanat-doc-'));
    write('shell/dist/index.html', shellIndex);
    write('shell/dist/main.js', 'console.log(1)');
    write('mf-auctions/dist/remoteEntry.js', 'var mf_auctions;');
    write('mf-auctions/dist/mf-manifest.json', JSON.stringify(auctionsManifest));
  });

  afterEach(() => rmSync(appsDir, { recursive: true, force: true }));

  it('is null until the shell is built', () => {
    rmSync(path.join(appsDir, 'shell'), { recursive: true });
    expect(renderDocument(new AppFiles(), options(), '/', [])).toBeNull();
  });

  it('keeps the shell’s page and adds to its head only', () => {
    const html = renderDocument(new AppFiles(), options(), '/', []) ?? '';
    const [head, body] = html.split('</head>');
    expect(body).toBe('<body><div id="root"></div></body></html>');
    expect(head).toContain(
      `<script defer="defer" src="/main.js?v=${versionOf('console.log(1)')}">`,
    );
    expect(head).toContain('<meta name="description" content="');
  });

  it('leaves main.js as it is when the shell has none', () => {
    rmSync(path.join(appsDir, 'shell/dist/main.js'));
    const html = renderDocument(new AppFiles(), options(), '/', []) ?? '';
    expect(html).toContain('src="/main.js"');
  });

  it('no </script> in a remote’s address or an answer can end the inline JSON', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const remotes = { mf_news: `https://cdn.example/${hostile}/mf-manifest.json` };
    const answers = {
      '/api/banner': { message: `Duyuru ${hostile} </SCRIPT> \u2028 son`, color: 'red' },
    };
    const html = renderDocument(new AppFiles(), options(remotes), '/', [], answers) ?? '';
    expect(html).not.toContain('<script>alert(1)');
    expect(html.toLowerCase().match(/<script/g)).toHaveLength(3);
    expect(JSON.parse(scriptText(html, 'km-remotes'))).toEqual({
      ...localRemotes,
      mf_auctions: `/mf/auctions/remoteEntry.js?v=${versionOf('var mf_auctions;')}`,
      mf_news: remotes.mf_news,
    });
    expect(JSON.parse(scriptText(html, 'km-initial'))).toEqual(answers);
  });

  it('writes the preload of the page’s pictures with their srcset, sizes and media, escaped', () => {
    const html =
      renderDocument(new AppFiles(), options(), '/', [
        {
          href: '/img/1280/demo/a.jpg',
          srcSet: '/img/480/demo/a.jpg 480w, /img/1280/demo/a.jpg 1280w',
          sizes: '(min-width: 950px) calc(50vw - 12px), 100vw',
          media: '(max-width: 600px)',
        },
        { href: 'https://example.com/x.jpg?a=1&b="2"' },
      ]) ?? '';
    const links = linkTags(html);
    expect(links).toContain(
      '<link rel="preload" href="/img/1280/demo/a.jpg" as="image" fetchpriority="high"' +
        ' imagesrcset="/img/480/demo/a.jpg 480w, /img/1280/demo/a.jpg 1280w"' +
        ' imagesizes="(min-width: 950px) calc(50vw - 12px), 100vw" media="(max-width: 600px)">',
    );
    expect(links).toContain(
      '<link rel="preload" href="https://example.com/x.jpg?a=1&amp;b=&quot;2&quot;" as="image" fetchpriority="high">',
    );
  });

  it('preloads the first-render chunks the shell’s build listed, and nothing for a broken list', () => {
    write(
      'shell/dist/first-render.json',
      JSON.stringify({ chunks: ['1.aaaaaaaa.js', 7, 'b.bbbbbbbb.js'] }),
    );
    const files = new AppFiles();
    let links = linkTags(renderDocument(files, options(), '/', []) ?? '');
    expect(links).toContain('<link rel="preload" href="/1.aaaaaaaa.js" as="script">');
    expect(links).toContain('<link rel="preload" href="/b.bbbbbbbb.js" as="script">');
    write('shell/dist/first-render.json', '{ broken');
    links = linkTags(renderDocument(files, options(), '/', []) ?? '');
    expect(links.filter((link) => link.includes('as="script"'))).toEqual([]);
  });

  it('preloads the owning remote’s entry and routes chunks, for its routes only', () => {
    const files = new AppFiles();
    const entry = versionOf('var mf_auctions;');
    for (const pathname of [
      '/acik-arttirmalar',
      '/acik-arttirmalar/5',
      '/grup-ihaleler/3/',
      '/arsiv',
    ]) {
      const links = linkTags(renderDocument(files, options(), pathname, []) ?? '');
      expect(links.filter((link) => link.includes('/mf/'))).toEqual([
        `<link rel="preload" href="/mf/auctions/remoteEntry.js?v=${entry}" as="script">`,
        '<link rel="preload" href="/mf/auctions/12.aaaaaaaa.js" as="script">',
        '<link rel="preload" href="/mf/auctions/routes.bbbbbbbb.js" as="script">',
      ]);
    }
    for (const pathname of ['/', '/haberler/5', '/500', '/yok']) {
      const links = linkTags(renderDocument(files, options(), pathname, []) ?? '');
      expect(links.filter((link) => link.includes('/mf/'))).toEqual([]);
    }
  });

  it('preloads no script for a page drawn on the server: the shell asks for them once it has loaded', () => {
    write('shell/dist/first-render.json', JSON.stringify({ chunks: ['1.aaaaaaaa.js'] }));
    const files = new AppFiles();
    const rendered = { html: '<main>Açık Arttırmalar</main>', styles: '', state: {} };
    const html = renderDocument(files, options(), '/acik-arttirmalar', [], {}, rendered) ?? '';
    expect(html).toContain('<div id="root"><main>Açık Arttırmalar</main></div>');
    const links = linkTags(html);
    expect(links.filter((link) => link.includes('as="script"') || link.includes('/mf/'))).toEqual(
      [],
    );
    // The same route with the empty root preloads them as before.
    const plain = linkTags(renderDocument(files, options(), '/acik-arttirmalar', []) ?? '');
    expect(plain).toContain('<link rel="preload" href="/1.aaaaaaaa.js" as="script">');
    expect(plain.filter((link) => link.includes('/mf/auctions/')).length).toBeGreaterThan(0);
  });

  it('preloads a remote served from PUBLIC_URL, but not one on another host', () => {
    const ours = 'https://kanatmezat.example/mf/auctions/mf-manifest.json';
    let links = linkTags(
      renderDocument(new AppFiles(), options({ mf_auctions: ours }), '/acik-arttirmalar', []) ?? '',
    );
    expect(links).toContain(
      `<link rel="preload" href="https://kanatmezat.example/mf/auctions/remoteEntry.js?v=${versionOf('var mf_auctions;')}" as="script">`,
    );
    const elsewhere = 'https://cdn.example/auctions/mf-manifest.json';
    const html =
      renderDocument(
        new AppFiles(),
        options({ mf_auctions: elsewhere }),
        '/acik-arttirmalar',
        [],
      ) ?? '';
    links = linkTags(html);
    expect(links.filter((link) => link.includes('auctions'))).toEqual([]);
    expect(JSON.parse(scriptText(html, 'km-remotes')).mf_auctions).toBe(elsewhere);
  });

  it('versions only the remotes it serves and finds built', () => {
    const files = new AppFiles();
    write('mf-news/dist/mf-manifest.json', '{ not json');
    const remotes = versionedRemotes(
      files,
      options({ mf_admin: 'https://cdn.example/admin/mf-manifest.json' }),
    );
    expect(remotes.mf_auctions).toMatch(/^\/mf\/auctions\/mf-manifest\.json\?v=[0-9a-f]{16}$/);
    expect(remotes.mf_news).toBe('/mf/news/mf-manifest.json');
    expect(remotes.mf_account).toBe('/mf/account/mf-manifest.json');
    expect(remotes.mf_admin).toBe('https://cdn.example/admin/mf-manifest.json');
  });
});

describe('the remotes the page registers (pageRemotes)', () => {
  let appsDir: string;
  beforeEach(() => {
    appsDir = mkdtempSync(path.join(os.tmpdir(), 'kanat-remotes-'));
    for (const [file, content] of [
      ['mf-auctions/dist/remoteEntry.js', 'var mf_auctions;'],
      ['mf-auctions/dist/mf-manifest.json', JSON.stringify(auctionsManifest)],
      ['mf-news/dist/mf-manifest.json', '{ not json'],
    ] as const) {
      mkdirSync(path.dirname(path.join(appsDir, file)), { recursive: true });
      writeFileSync(path.join(appsDir, file), content);
    }
  });
  afterEach(() => rmSync(appsDir, { recursive: true, force: true }));

  it('names the entry of each remote it serves and finds built, and the manifest of any other', () => {
    const elsewhere = 'https://cdn.example/admin/mf-manifest.json';
    const ours = 'https://kanatmezat.example/mf/auctions/mf-manifest.json';
    const options = (remotes: Partial<Record<RemoteName, string>>): DocumentOptions => ({
      appsDir,
      remoteApps,
      remotes: { ...localRemotes, ...remotes },
    });
    const entry = `remoteEntry.js?v=${versionOf('var mf_auctions;')}`;
    expect(pageRemotes(new AppFiles(), options({ mf_admin: elsewhere }))).toEqual({
      mf_auctions: `/mf/auctions/${entry}`,
      // A manifest it cannot read, or none built: the shell reads the manifest itself.
      mf_news: '/mf/news/mf-manifest.json',
      mf_account: '/mf/account/mf-manifest.json',
      mf_corporate: '/mf/corporate/mf-manifest.json',
      mf_admin: elsewhere,
    });
    expect(pageRemotes(new AppFiles(), options({ mf_auctions: ours })).mf_auctions).toBe(
      `https://kanatmezat.example/mf/auctions/${entry}`,
    );
  });
});

describe('a remote’s manifest as served (servedManifest)', () => {
  let distDir: string;

  beforeEach(() => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'kanat-mf-'));
  });

  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('names the entry with its content version, and its own version is that of the JSON served', () => {
    writeFileSync(path.join(distDir, 'remoteEntry.js'), 'var x;');
    writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify(auctionsManifest));
    const served = servedManifest(new AppFiles(), distDir);
    expect(served?.manifest.metaData?.remoteEntry?.name).toBe(
      `remoteEntry.js?v=${versionOf('var x;')}`,
    );
    expect(served?.version).toBe(versionOf(served?.json ?? ''));
    expect(JSON.parse(served?.json ?? '')).toEqual({
      ...auctionsManifest,
      metaData: {
        ...auctionsManifest.metaData,
        remoteEntry: { name: `remoteEntry.js?v=${versionOf('var x;')}`, path: '' },
      },
    });
  });

  it('leaves an entry name that already has a query, or a missing entry file, alone', () => {
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js?x=1' } } };
    writeFileSync(path.join(distDir, 'remoteEntry.js'), 'var x;');
    writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify(manifest));
    expect(servedManifest(new AppFiles(), distDir)?.manifest).toEqual(manifest);
    rmSync(path.join(distDir, 'remoteEntry.js'));
    writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify(auctionsManifest));
    expect(servedManifest(new AppFiles(), distDir)?.manifest).toEqual(auctionsManifest);
  });

  it('is null without a manifest or with a broken one', () => {
    const files = new AppFiles();
    expect(servedManifest(files, distDir)).toBeNull();
    writeFileSync(path.join(distDir, 'mf-manifest.json'), '{');
    expect(servedManifest(files, distDir)).toBeNull();
  });

  it('lists an exposed module’s scripts: the entry, then its sync chunks', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js?v=1', path: 'js/' } },
      exposes: auctionsManifest.exposes,
    };
    expect(exposeScripts(manifest, '/mf/auctions/', 'home-auctions')).toEqual([
      '/mf/auctions/js/remoteEntry.js?v=1',
      '/mf/auctions/home.cccccccc.js',
    ]);
    expect(exposeScripts(manifest, '/mf/auctions/', 'yok')).toEqual([
      '/mf/auctions/js/remoteEntry.js?v=1',
    ]);
  });
});

describe('the apps’ fixed-name files (AppFiles)', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kanat-files-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('versions a file by the first 16 hex digits of its SHA-256', () => {
    expect(contentVersion('abc')).toBe(versionOf('abc'));
    expect(contentVersion(Buffer.from('abc'))).toBe(versionOf('abc'));
  });

  it('reads a file again only when it changed, and forgets one that is gone', () => {
    const files = new AppFiles();
    const file = path.join(dir, 'main.js');
    expect(files.read(file)).toBeNull();
    expect(files.read(dir)).toBeNull();
    writeFileSync(file, 'one');
    const first = files.read(file);
    expect(first?.content.toString()).toBe('one');
    expect(files.read(file)).toBe(first);
    writeFileSync(file, 'two!');
    expect(files.read(file)?.version).toBe(versionOf('two!'));
    rmSync(file);
    expect(files.read(file)).toBeNull();
  });

  it('makes a derived value again only when a source’s version changed', () => {
    const files = new AppFiles();
    const a = path.join(dir, 'a');
    writeFileSync(a, '1');
    const make = jest.fn(() => ({ made: true }));
    const first = files.derive('k', [files.read(a), null], make);
    expect(files.derive('k', [files.read(a), null], make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    writeFileSync(a, '22');
    files.derive('k', [files.read(a), null], make);
    expect(make).toHaveBeenCalledTimes(2);
  });
});

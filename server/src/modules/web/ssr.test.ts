import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatMoney } from '@kanat/shared/format';
import { maskUsername } from '@kanat/shared/rules';
import { and, desc, eq, gt } from 'drizzle-orm';
import { repoRoot } from '../../config';
import { auctionContainers, auctions, news, users } from '../../db/schema';
import { createSignedInMember } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { shellOnlyAppsDir } from '../../test/web/web-fixtures';
import { sanitizeNewsHtml } from '../news';
import { SSR_BUNDLE } from './ssr';

// These tests render with the real server builds of the shell and the remotes. The test run
// builds the apps before the server tests (`node scripts/run.mjs test`); run alone, jest
// needs `pnpm run build` first, and says so instead of skipping.
const builds = ['shell', 'mf-auctions', 'mf-news'].map((app) =>
  path.join(repoRoot, app, 'dist', SSR_BUNDLE),
);
const missing = builds.filter((file) => !existsSync(file));
if (missing.length > 0) {
  throw new Error(`Sunucu derlemeleri yok (${missing.join(', ')}): önce "pnpm run build".`);
}

// A loaded test machine must not turn the render's time limit into a failed assertion: the
// limit's own behaviour is the fallback, tested below with a broken build.
const env = { APPS_DIR: repoRoot, SSR_TIMEOUT_MS: '60000' };

/** The `#root` element's inside, and the head, of a page the server sent. */
function parts(html: string) {
  const [head = '', body = ''] = html.split('</head>');
  const open = '<div id="root">';
  const start = body.indexOf(open);
  expect(start).toBeGreaterThan(-1);
  const root = body.slice(start + open.length, body.lastIndexOf('</div></body>'));
  return { head, root };
}

/** What the `km-ssr` script holds: the render's time and the dehydrated query cache. */
function ssrState(head: string): {
  time: number;
  queries: { queries: { queryKey: unknown[]; state: unknown }[] };
} {
  const match = /<script type="application\/json" id="km-ssr">([^<]*)<\/script>/.exec(head);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? '{}');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('a guest’s first view rendered by the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, seedImages: false, env });
  }, setupTimeout);

  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** Sends the page and checks what every rendered page has: frame, styles, data. */
  async function rendered(url: string) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const { head, root } = parts(response.body);
    // The site frame: the navbar with its links.
    expect(root).toContain('data-testid="navbar-links"');
    // styled-components' rules for what was drawn, in the head.
    expect(head).toMatch(/<style[^>]*data-styled="true"[^>]*>[^<]*\{/);
    // Still the page's head of before: remotes and first answers.
    expect(head).toContain('id="km-remotes"');
    expect(head).toContain('id="km-initial"');
    // No inline script: the site's CSP allows none.
    expect(root).not.toMatch(/<script(?![^>]*type="application\/json")/);
    const state = ssrState(head);
    expect(typeof state.time).toBe('number');
    return { head, root, queries: state.queries.queries };
  }

  it('draws the home page with the remotes’ widgets', async () => {
    const { root, queries } = await rendered('/');
    expect(root).toContain('data-testid="home-page"');
    // The auctions and news widgets, each from its remote's server build, with their data.
    expect(root).toContain('href="/acik-arttirmalar/');
    expect(root).toContain('href="/haberler/');
    expect(queries.length).toBeGreaterThan(0);
  });

  it('draws the open auctions list and a live auction with its pigeon', async () => {
    const [live] = await t.app.db
      .select({ id: auctions.id, name: auctions.name })
      .from(auctions)
      .where(and(eq(auctions.status, 2), gt(auctions.expiry, Date.now())))
      .limit(1);
    expect(live).toBeDefined();
    const list = await rendered('/acik-arttirmalar');
    expect(list.root).toContain('data-testid="mf-auctions-routes"');
    expect(list.root).toContain('href="/acik-arttirmalar/');

    const detail = await rendered(`/acik-arttirmalar/${live?.id}`);
    expect(detail.root).toContain(escapeHtml(live?.name ?? '?'));
    expect(JSON.stringify(detail.queries)).toContain(JSON.stringify(live?.name));
  });

  it('draws a finished auction with its hammer price and its winner, masked', async () => {
    const [finished] = await t.app.db
      .select({ id: auctions.id, amount: auctions.currentAmount, winner: users.username })
      .from(auctions)
      .innerJoin(users, eq(users.id, auctions.currentBidderId))
      .where(and(eq(auctions.status, 3), gt(auctions.bidCount, 0)))
      .limit(1);
    expect(finished).toBeDefined();
    const { root } = await rendered(`/acik-arttirmalar/${finished?.id}`);
    expect(root).toContain('data-testid="auction-hammer"');
    const shown = (testId: string) =>
      new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(root)?.[1];
    expect(shown('hammer-price')).toBe(formatMoney(finished?.amount ?? 0));
    expect(shown('winner-name')).toBe(maskUsername(finished?.winner ?? ''));
  });

  it('draws a group auction', async () => {
    const [group] = await t.app.db
      .select({ id: auctionContainers.id, name: auctionContainers.name })
      .from(auctionContainers)
      .where(eq(auctionContainers.isFinalContainer, true))
      .limit(1);
    expect(group).toBeDefined();
    const { root } = await rendered(`/grup-ihaleler/${group?.id}`);
    expect(root).toContain(escapeHtml(group?.name ?? '?'));
  });

  it('draws the news list and a news item, with its body cleaned by the allow-list', async () => {
    const [latest] = await t.app.db
      .select({ id: news.id, title: news.title, bodyHtml: news.bodyHtml })
      .from(news)
      .where(eq(news.status, 'published'))
      .orderBy(desc(news.id))
      .limit(1);
    expect(latest).toBeDefined();
    const list = await rendered('/haberler');
    expect(list.root).toContain(escapeHtml(latest?.title ?? '?'));
    const item = await rendered(`/haberler/${latest?.id}`);
    expect(item.root).toContain(escapeHtml(latest?.title ?? '?'));
    // The article is in the first view (nothing below it moves when the browser takes over):
    // a sentence of its body, as the server's allow-list cleaner writes it.
    const sentence = /<p>([^<]{20,})<\/p>/.exec(sanitizeNewsHtml(latest?.bodyHtml ?? ''))?.[1];
    expect(sentence).toBeDefined();
    expect(item.root).toContain(sentence);
  });

  it('writes a news body through the allow-list cleaner, never as stored', async () => {
    const [latest] = await t.app.db
      .select({ id: news.id })
      .from(news)
      .where(eq(news.status, 'published'))
      .orderBy(desc(news.id))
      .limit(1);
    await t.app.db
      .update(news)
      .set({
        bodyHtml:
          '<p>Güvenli paragraf metni burada duruyor.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      })
      .where(eq(news.id, latest?.id ?? 0));
    const item = await rendered(`/haberler/${latest?.id}`);
    expect(item.root).toContain('Güvenli paragraf metni burada duruyor.');
    expect(item.root).not.toContain('<script>alert(1)');
    expect(item.root).not.toContain('onerror');
  });

  it('sends a member (a session cookie) the empty root, as before', async () => {
    const member = await createSignedInMember(t.app);
    for (const url of ['/', '/acik-arttirmalar', '/haberler']) {
      const response = await get(url, member.cookie);
      expect(response.statusCode).toBe(200);
      expect(parts(response.body).root).toBe('');
      expect(response.body).not.toContain('id="km-ssr"');
    }
  });

  it('renders no private page', async () => {
    for (const url of ['/hesabim', '/yonetim', '/giris-yap']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(parts(response.body).root).toBe('');
    }
  });

  it('never serves the server builds', async () => {
    for (const url of ['/ssr/index.cjs', '/mf/news/ssr/index.cjs', '/mf/auctions/ssr/index.cjs']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

describe.each([
  [
    'fails while rendering',
    'exports.renderPage = async () => { throw new Error("bozuk sunucu derlemesi"); };',
  ],
  ['cannot even be loaded', 'throw new Error("yüklenemez");'],
  ['never answers', 'exports.renderPage = () => new Promise(() => {});'],
])('a server build that %s', (_case, source) => {
  let t: TestApp;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = shellOnlyAppsDir();
    const bundle = path.join(appsDir, 'shell', 'dist', SSR_BUNDLE);
    mkdirSync(path.dirname(bundle), { recursive: true });
    writeFileSync(bundle, source);
    // The time limit as configured by default: a render that never ends is given up.
    t = await createTestApp({ env: { APPS_DIR: appsDir } });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('leaves the page with the empty root and 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(parts(response.body).root).toBe('');
    expect(response.body).not.toContain('id="km-ssr"');
  });
});

import { openapiOptions } from './openapi';
import { createTestApp, setupTimeout, type TestApp } from './test/test-app';

// Integrators generate clients (openapi-typescript, orval) from /api/openapi.json.
// The document must pass Redocly's `recommended` rules with no error and no warning.

type Redocly = typeof import('@redocly/openapi-core');

/**
 * @redocly/openapi-core is an ES module only. Jest runs with --experimental-vm-modules, but
 * swc compiles a written `import()` of this file into `require`, which cannot load it: the
 * import goes through a function swc does not rewrite.
 */
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<Redocly>;

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}

/** One line per problem: severity, rule, where, what. */
function readable(problems: Problem[]): string {
  return problems
    .map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)
    .join('\n');
}

async function lintRecommended(document: unknown): Promise<Problem[]> {
  const { createConfig, lintFromString } = await importEsm('@redocly/openapi-core');
  const config = await createConfig({ extends: ['recommended'] });
  return (await lintFromString({ source: JSON.stringify(document), config })) as Problem[];
}

describe('/api/openapi.json for integrators', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it("has no error and no warning under Redocly's recommended rules", async () => {
    expect(readable(await lintRecommended(document))).toBe('');
  });

  it('would be reported without its servers, operation ids and error answers', async () => {
    const [path, methods] = Object.entries(document.paths)[0];
    const [method, operation] = Object.entries(methods)[0];
    const { operationId: _id, ...anonymous } = operation;
    const { servers: _servers, ...rest } = document;
    const broken = {
      ...rest,
      paths: { ...rest.paths, [path]: { ...methods, [method]: { ...anonymous, responses: {} } } },
    };
    const rules = (await lintRecommended(broken)).map((p) => p.ruleId);
    expect(rules).toEqual(
      expect.arrayContaining([
        'no-empty-servers',
        'operation-operationId',
        'operation-2xx-response',
        'operation-4xx-response',
      ]),
    );
  });

  it('names every operation once, in camelCase, with a summary and who may call it', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation).toEqual(
        expect.objectContaining({
          operationId: expect.stringMatching(/^[a-z][A-Za-z0-9]*$/),
          summary: expect.any(String),
          security: expect.any(Array),
          responses: expect.objectContaining({ '4XX': expect.anything() }),
        }),
      );
    }
  });

  it('puts the session cookie on member and staff calls, not on public ones', () => {
    expect(document.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'km_session' }),
      staffSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'km_session' }),
    });
    const security = (path: string, method = 'post') => document.paths[path]?.[method]?.security;
    // A bid reads the session itself (its callable access is public) and needs a member.
    expect(security('/api/fn/bid')).toEqual([{ session: [] }]);
    expect(security('/api/fn/changePassword')).toEqual([{ session: [] }]);
    expect(security('/api/fn/adminDashboard')).toEqual([{ staffSession: [] }]);
    expect(security('/api/list/my-bids')).toEqual([{ session: [] }]);
    expect(security('/api/me', 'get')).toEqual([{ session: [] }]);
    expect(security('/api/staff/news/{id}', 'delete')).toEqual([{ staffSession: [] }]);
    expect(security('/api/fn/login')).toEqual([]);
    expect(security('/api/list/auctions')).toEqual([]);
    expect(security('/api/infos', 'get')).toEqual([]);
  });

  it('describes refusals in the shape each kind of route answers with', async () => {
    expect(document.paths['/api/fn/bid']?.post.responses['4XX']).toEqual({
      $ref: '#/components/responses/CallableFailure',
    });
    expect(document.paths['/api/infos']?.get.responses['4XX']).toEqual({
      $ref: '#/components/responses/Failure',
    });
    // The real answers match: a guest's bid and an unknown news item.
    const bid = await t.app.inject({
      method: 'POST',
      url: '/api/fn/bid',
      payload: { data: {} },
    });
    expect(bid.statusCode).toBeGreaterThanOrEqual(400);
    expect(bid.json()).toEqual({ error: expect.objectContaining({ status: expect.any(String) }) });
    const news = await t.app.inject({ method: 'GET', url: '/api/news/999999' });
    expect(news.statusCode).toBe(404);
    expect(news.json()).toEqual({ error: expect.objectContaining({ code: 'not-found' }) });
  });
});

describe('openapiOptions', () => {
  const servers = (publicUrl: string | null) => {
    const { openapi } = openapiOptions(publicUrl);
    return openapi !== undefined && 'servers' in openapi ? openapi.servers : undefined;
  };

  it("names the site's origin as the server when PUBLIC_URL is set", () => {
    expect(servers('https://www.kanatmezat.com.tr')).toEqual([
      { url: 'https://www.kanatmezat.com.tr' },
    ]);
  });

  it('names the relative root otherwise (the origin the document was read from)', () => {
    expect(servers(null)).toEqual([{ url: '/' }]);
  });
});

// /api/openapi.json: the document integrators generate a client from. Routes keep
// validating with their own schemas; only the documentation is shaped here.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { callableStatus, ERROR_CODES } from '@kanat/shared/contracts';
import { authPolicy } from './modules/auth';
import { openapiSchemes, openapiSecurity } from './plugins/callable';
import { callablePrefix } from './plugins/error-handler';
import { listPrefix } from './plugins/paged-list';

/** `/api/list/news-most-read` -> `listNewsMostRead`. */
function listOperationId(url: string): string {
  const words = url.slice(listPrefix.length).split('-');
  return `list${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;
}

/**
 * Who may call a route that does not say so in its schema (callables and lists always do,
 * from their `access`): the plain routes tagged `staff` or `member` need the session;
 * everything else answers guests too.
 */
function routeSecurity(tags: readonly string[]) {
  if (tags.includes('staff')) return [{ [openapiSchemes.staff]: [] }];
  if (tags.includes('member')) return openapiSecurity('member');
  return openapiSecurity('public');
}

/** The error body `{ error: {...} }`; `key` is `status` for callables, `code` elsewhere. */
function failureSchema(key: 'status' | 'code', values: string[], description: string) {
  return {
    type: 'object' as const,
    required: ['error'],
    properties: {
      error: {
        type: 'object' as const,
        required: [key, 'message'],
        properties: {
          [key]: { type: 'string' as const, enum: values, description },
          message: {
            type: 'string' as const,
            description: 'Kullanıcıya gösterilecek Türkçe ileti',
          },
          details: { type: 'object' as const, additionalProperties: true },
        },
      },
    },
  };
}

/** Every operation can be refused: callables in the Firebase shape, other routes in ours. */
function withFailures<D extends { paths?: object }>(document: D): D {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [url, item] of Object.entries(document.paths ?? {})) {
    const failure = {
      $ref: url.startsWith(callablePrefix)
        ? '#/components/responses/CallableFailure'
        : '#/components/responses/Failure',
    };
    const methods: Record<string, unknown> = {};
    for (const [method, operation] of Object.entries(item as Record<string, object>)) {
      const responses = (operation as { responses?: Record<string, unknown> }).responses ?? {};
      const refused = Object.keys(responses).some((status) => status.startsWith('4'));
      methods[method] = refused
        ? operation
        : { ...operation, responses: { ...responses, '4XX': failure } };
    }
    paths[url] = methods;
  }
  return { ...document, paths: paths as D['paths'] };
}

/**
 * /api/openapi.json for integrators: lint-clean under Redocly's recommended rules
 * (server/src/openapi-lint.test.ts), so that openapi-typescript or orval make a client of it.
 */
export function openapiOptions(publicUrl: string | null): FastifyDynamicSwaggerOptions {
  const origin = publicUrl === null ? null : new URL(publicUrl).origin;
  const cookie = {
    type: 'apiKey',
    in: 'cookie',
    name: authPolicy.cookieName,
  } as const;
  return {
    openapi: {
      info: {
        title: 'Kanat Mezat API',
        version: '1.0.0',
        description:
          'Güvercin açık arttırma sitesinin API’si. Yazan çağrılar `Content-Type: application/json` ister; tarayıcıdan yalnızca sitenin kendi Origin’inden kabul edilir.',
        license: {
          name: 'Kanat Mezat kullanım koşulları',
          url: `${origin ?? ''}/kurumsal/kullanim-kosullari`,
        },
      },
      // The site's origin (PUBLIC_URL), or the origin the document was read from.
      servers: [{ url: origin ?? '/' }],
      components: {
        securitySchemes: {
          [openapiSchemes.member]: {
            ...cookie,
            description:
              'Oturum çerezi: girişte ya da kayıtta sunucu koyar (httpOnly, SameSite=Lax).',
          },
          [openapiSchemes.staff]: {
            ...cookie,
            description: 'Aynı oturum çerezi, yönetici yetkisi olan bir üyenin.',
          },
        },
        schemas: {
          CallableError: failureSchema(
            'status',
            ERROR_CODES.map(callableStatus),
            'Firebase callable durumu',
          ),
          ApiError: failureSchema('code', [...ERROR_CODES], 'Hata kodu'),
        },
        responses: {
          CallableFailure: {
            description: 'İstek reddedildi (Firebase callable hata biçimi)',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/CallableError' } },
            },
          },
          Failure: {
            description: 'İstek reddedildi',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
            },
          },
        },
      },
      tags: [
        { name: 'site', description: 'Site bilgileri, saat, uzak uygulamalar, ayrıntı sayfaları' },
        { name: 'session', description: 'Oturum' },
        { name: 'member', description: 'Üye oturumu gereken çağrılar' },
        { name: 'staff', description: 'Yönetici oturumu gereken çağrılar' },
        { name: 'news', description: 'Haberler' },
        { name: 'live', description: 'Canlı veri akışı' },
        { name: 'callable', description: 'Firebase callable protokolü: POST /api/fn/{ad}' },
        { name: 'list', description: 'Sayfalı listeler: POST /api/list/{ad}' },
      ],
    },
    // Only the documentation changes here: the routes keep validating with their own schemas.
    transform: ({ schema, url }) => {
      if (schema === undefined || schema.hide === true) return { schema, url };
      return {
        url,
        schema: {
          ...schema,
          operationId:
            schema.operationId ?? (url.startsWith(listPrefix) ? listOperationId(url) : undefined),
          security: schema.security ?? routeSecurity(schema.tags ?? []),
        },
      };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? withFailures(documentObject.openapiObject)
        : documentObject.swaggerObject,
  };
}

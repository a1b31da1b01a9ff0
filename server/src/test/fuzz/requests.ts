import fc from 'fast-check';
import { hostileString, hostileValue, nestedText } from './hostile-values';
import {
  badJsonTexts,
  bigBodies,
  contentTypes,
  extraKeys,
  headerVariants,
  hostileStrings,
  invalidUtf8,
  type Mutation,
  mutate,
  stringify,
} from './mutations';
import type { Operation } from './operations';
import { type JsonSchema, schemaArbitrary } from './schema-arbitrary';

/**
 * Requests for every operation of the OpenAPI document (REST routes, paged lists and
 * callables alike): shape-valid ones from the operation's own schemas, and the same with wrong
 * types, missing and extra fields, hostile Unicode, bad JSON, odd content types, 1 MB bodies,
 * deep nesting, and odd path, query and header values.
 */

export interface FuzzRequest {
  operation: string;
  /** What was done to the request (for the report and for reproducing it). */
  kind: string;
  method: string;
  /** Path and query, percent-encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate goes as U+FFFD, as a browser sends it). */
export function encodePart(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Already-encoded path or query parts that are malformed on purpose. */
const rawParts = [
  '%',
  '%ZZ',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%E2%80%AE',
  '%C4%B0',
];

const partArbitrary = (schema: JsonSchema): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: schemaArbitrary(schema).map((v) => encodePart(asText(v))) },
    { weight: 2, arbitrary: hostileString.map(encodePart) },
    { weight: 1, arbitrary: fc.constantFrom(...rawParts) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1000, max: 6000 })
        .map((n) => 'ı'.repeat(n))
        .map(encodePart),
    },
  );

/** A generated value as a path or query part. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function valueFor(operation: Operation): fc.Arbitrary<unknown> {
  return operation.body === null ? fc.constant(undefined) : schemaArbitrary(operation.body);
}

interface Parts {
  pathParts: Record<string, string>;
  query: Array<[string, string]>;
}

function partsArbitrary(operation: Operation, hostile: boolean): fc.Arbitrary<Parts> {
  const path: Record<string, fc.Arbitrary<string>> = {};
  for (const p of operation.pathParams) {
    path[p.name] = hostile
      ? partArbitrary(p.schema)
      : schemaArbitrary(p.schema).map((v) => encodePart(asText(v)));
  }
  const query = operation.queryParams.map((p) =>
    fc.tuple(
      fc.constant(p.name),
      hostile
        ? partArbitrary(p.schema)
        : schemaArbitrary(p.schema).map((v) => encodePart(asText(v))),
      p.required ? fc.constant(true) : fc.boolean(),
    ),
  );
  const extraQuery = hostile
    ? fc.array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('v', 'p', 'limit', 'paths', '__proto__', 'a[b]'),
            hostileString.map(encodePart),
          ),
          partArbitrary({}),
        ),
        {
          maxLength: 3,
        },
      )
    : fc.constant<Array<[string, string]>>([]);
  return fc
    .record({ path: fc.record(path), query: fc.tuple(...query), extra: extraQuery })
    .map(({ path: pathParts, query: q, extra }) => ({
      pathParts,
      query: [
        ...q
          .filter(([, , present]) => present)
          .map(([name, value]) => [name, value] as [string, string]),
        ...extra,
      ],
    }));
}

function urlOf(operation: Operation, parts: Parts): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = parts.pathParts[name];
    // An empty segment would be another route; send something.
    return value === undefined || value === '' ? '0' : value;
  });
  const query = parts.query.map(([k, v]) => `${k}=${v}`).join('&');
  return query === '' ? path : `${path}?${query}`;
}

const json = { 'content-type': 'application/json' };

/** Requests for one operation: most are well-formed JSON, the rest break one thing each. */
export function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const base = (kind: string, method = operation.method) => ({
    operation: operation.id,
    kind,
    method,
  });
  const plainUrl = partsArbitrary(operation, false).map((parts) => urlOf(operation, parts));
  const value = valueFor(operation);
  const withBody = operation.body !== null;
  const sendsJson = withBody || operation.method !== 'GET';

  const jsonRequest = (kind: string, body: fc.Arbitrary<string | Buffer | undefined>) =>
    fc.tuple(plainUrl, body).map(
      ([url, text]): FuzzRequest => ({
        ...base(kind),
        url,
        headers: sendsJson ? { ...json } : {},
        ...(text === undefined || !sendsJson ? {} : { body: text }),
      }),
    );

  const kinds: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }> = [
    {
      weight: 4,
      arbitrary: jsonRequest(
        'valid',
        value.map((v) => (v === undefined ? undefined : stringify(v))),
      ),
    },
    {
      weight: 3,
      arbitrary: partsArbitrary(operation, true).map((parts) => ({
        ...base('hostile-path-or-query'),
        url: urlOf(operation, parts),
        headers: sendsJson ? { ...json } : {},
        ...(withBody ? { body: '{"data":{}}' } : {}),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(plainUrl, value, fc.constantFrom(...headerVariants))
        .map(([url, v, extra]) => ({
          ...base(`header ${Object.keys(extra).join(',')}`),
          url,
          headers: { ...(sendsJson ? json : {}), ...extra },
          ...(v === undefined ? {} : { body: stringify(v) }),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          plainUrl,
          fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        )
        .map(([url, method]) => ({
          ...base(`method ${method}`, method),
          url,
          headers: method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? {} : { ...json },
          ...(method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
            ? {}
            : { body: '{"data":{}}' }),
        })),
    },
  ];

  if (sendsJson) {
    const wrong = fc
      .tuple(
        value,
        fc.constantFrom<Mutation>('replace', 'remove', 'extra'),
        fc.nat(),
        hostileValue,
        extraKeys,
      )
      .map(([v, how, pick, replacement, key]) => ({
        how,
        body: stringify(mutate(v ?? {}, how, pick, replacement, key)),
      }));
    kinds.push(
      {
        weight: 6,
        arbitrary: fc.tuple(plainUrl, wrong).map(([url, w]) => ({
          ...base(`mutated ${w.how}`),
          url,
          headers: { ...json },
          body: w.body,
        })),
      },
      {
        weight: 3,
        arbitrary: jsonRequest(
          'hostile strings',
          fc
            .tuple(value, fc.array(hostileString, { minLength: 1, maxLength: 8 }))
            .map(([v, pool]) => stringify(hostileStrings(v ?? { data: '' }, pool))),
        ),
      },
      { weight: 1, arbitrary: jsonRequest('wrong root', hostileValue.map(stringify)) },
      { weight: 2, arbitrary: jsonRequest('bad json', fc.constantFrom(...badJsonTexts)) },
      {
        weight: 1,
        arbitrary: jsonRequest(
          'invalid utf-8',
          invalidUtf8.map((bytes) =>
            Buffer.concat([Buffer.from('{"data":{"x":"'), bytes, Buffer.from('"}}')]),
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: jsonRequest(
          'deep nesting',
          fc
            .tuple(
              fc.integer({ min: 1_000, max: 30_000 }),
              fc.constantFrom<'array' | 'object'>('array', 'object'),
            )
            .map(([depth, kind]) => `{"data":${nestedText(depth, kind)}}`),
        ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(plainUrl, value, fc.constantFrom<string | null>(...contentTypes, null))
          .map(
            ([url, v, type]): FuzzRequest => ({
              ...base(`content-type ${type === null ? '(none)' : JSON.stringify(type)}`),
              url,
              headers: type === null ? {} : ({ 'content-type': type } as Record<string, string>),
              body: type?.startsWith('application/x-www') ? 'data=1' : stringify(v ?? {}),
            }),
          ),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(plainUrl, bigBodies).map(([url, make]) => ({
          ...base('1 MB body'),
          url,
          headers: { ...json },
          body: make(),
        })),
      },
    );
  }
  return fc.oneof(...kinds);
}

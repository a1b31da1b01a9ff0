import fc from 'fast-check';
import { hostileString, hostileValue, nestedText } from './hostile-values';
import { type JsonSchema, schemaArbitrary } from './schema-arbitrary';

/**
 * Requests for every operation of the OpenAPI document (REST routes, paged lists and
 * callables alike): shape-valid ones from the operation's own schemas, and the same with wrong
 * types, missing and extra fields, hostile Unicode, bad JSON, odd content types, 1 MB bodies,
 * deep nesting, and odd path, query and header values.
 */

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /api/fn/login` */
  id: string;
  method: string;
  /** The path pattern with `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** Schema of the JSON body, if the operation takes one. */
  body: JsonSchema | null;
}

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

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      const content = operation.requestBody?.content ?? {};
      const body = content['application/json']?.schema ?? null;
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: pick('path'),
        queryParams: pick('query'),
        body,
      });
    }
  }
  return operations;
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

function stringify(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** Every path to a place inside `value` that can be replaced or removed. */
function placesIn(
  value: unknown,
  at: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
) {
  out.push(at);
  if (out.length > 200) return out;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) placesIn(item, [...at, i], out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) placesIn(item, [...at, key], out);
  }
  return out;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Sets an own property, even `__proto__`, so that JSON.stringify writes it out. */
function setOwn(target: object, key: string | number, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

type Mutation = 'replace' | 'remove' | 'extra';

function mutate(
  value: unknown,
  how: Mutation,
  pick: number,
  replacement: unknown,
  extraKey: string,
): unknown {
  const copy = clone(value);
  const places = placesIn(copy);
  const place = places[pick % places.length] ?? [];
  if (place.length === 0) {
    if (how === 'extra' && typeof copy === 'object' && copy !== null && !Array.isArray(copy)) {
      setOwn(copy, extraKey, replacement);
      return copy;
    }
    return how === 'remove' ? undefined : replacement;
  }
  let parent: unknown = copy;
  for (const step of place.slice(0, -1))
    parent = (parent as Record<string | number, unknown>)[step];
  const last = place[place.length - 1] as string | number;
  const container = parent as Record<string | number, unknown>;
  if (how === 'replace') setOwn(container, last, replacement);
  else if (how === 'remove') {
    if (Array.isArray(container)) container.splice(Number(last), 1);
    else delete container[last];
  } else {
    const target = container[last];
    if (typeof target === 'object' && target !== null && !Array.isArray(target))
      setOwn(target, extraKey, replacement);
    else if (Array.isArray(target)) target.push(replacement);
    else setOwn(container, extraKey, replacement);
  }
  return copy;
}

/** Replaces every string inside `value` by a hostile one (chosen from `pool` in turn). */
function hostileStrings(value: unknown, pool: string[], counter = { i: 0 }): unknown {
  if (typeof value === 'string') return pool[counter.i++ % pool.length];
  if (Array.isArray(value)) return value.map((item) => hostileStrings(item, pool, counter));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, hostileStrings(v, pool, counter)]),
    );
  }
  return value;
}

const extraKeys = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    'data',
    'İ',
    '\u0000',
  ),
  hostileString,
);

const badJsonTexts: string[] = [
  '',
  ' ',
  '{',
  '{"data":',
  '{"data":}',
  '{"data":{}}}',
  '{"data":{}} trailing',
  '{"data":{}}{"data":{}}',
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '{"data":NaN}',
  '{"data":Infinity}',
  "{'data':{}}",
  '{data:{}}',
  '\uFEFF{"data":{}}',
  '{"data":{},"data":[]}',
  '{"__proto__":{"admin":true},"data":{}}',
  '{"constructor":{"prototype":{"admin":true}},"data":{}}',
  '{"data":"\\ud800"}',
  '{"data":"\\u0000"}',
  '{"data":1e999999}',
  '{"data":-}',
  '{"data":{"a":"\\x41"}}',
  '\u0000',
  'data=1&x=2',
  '<xml/>',
];

const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
);

const contentTypes = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=sinir',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/jsonp',
  'application/xml',
  'application/merge-patch+json',
  'application/octet-stream',
  'image/png',
  '*/*',
  '',
  'application/json;;;',
  'application/json; boundary="\u00c4\u00b0"',
];

/** A megabyte of JSON, in a few forms. */
const megabyte = 1024 * 1024;
const bigBodies = fc.constantFrom<() => string>(
  () => stringify({ data: { text: 'ş'.repeat(megabyte / 2) } }),
  () => stringify({ data: Array.from({ length: megabyte / 8 }, (_, i) => i) }),
  () => `{"data":${nestedText(megabyte / 2 - 10, 'array')}}`,
  () => 'x'.repeat(megabyte),
  () => stringify({ data: {}, pad: 'a'.repeat(megabyte) }),
);

const headerVariants: Array<Record<string, string>> = [
  { cookie: 'km_session=' },
  { cookie: 'km_session=%' },
  { cookie: 'km_session=\u00c4\u00b0\u00c4\u00b1' },
  { cookie: `km_session=${'a'.repeat(6000)}` },
  { cookie: 'km_session=a; km_session=b; =; ;;' },
  { cookie: 'km_session="unterminated' },
  { origin: 'http://kotu.example' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=2' },
  { 'accept-encoding': 'identity;q=0' },
  { 'accept-language': '\u00c4\u00b0' },
  { 'if-none-match': '"', 'if-modified-since': 'dün' },
  { range: 'bytes=999999999-1' },
  { 'x-forwarded-for': 'not-an-ip, ::ffff:999.1.1.1' },
  { 'x-forwarded-host': 'evil.example' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br, deflate' },
  { 'transfer-encoding': 'chunked' },
  { accept: 'text/event-stream' },
];

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

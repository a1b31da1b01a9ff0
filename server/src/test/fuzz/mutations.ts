import fc from 'fast-check';
import { hostileString, nestedText } from './hostile-values';

// What the fuzzer does to a well-formed request: bodies changed in one place or filled with
// hostile strings, JSON that does not parse, odd content types and headers, and big bodies.

export function stringify(value: unknown): string {
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

export type Mutation = 'replace' | 'remove' | 'extra';

export function mutate(
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
export function hostileStrings(value: unknown, pool: string[], counter = { i: 0 }): unknown {
  if (typeof value === 'string') return pool[counter.i++ % pool.length];
  if (Array.isArray(value)) return value.map((item) => hostileStrings(item, pool, counter));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, hostileStrings(v, pool, counter)]),
    );
  }
  return value;
}

export const extraKeys = fc.oneof(
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

export const badJsonTexts: string[] = [
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

export const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
);

export const contentTypes = [
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
export const bigBodies = fc.constantFrom<() => string>(
  () => stringify({ data: { text: 'ş'.repeat(megabyte / 2) } }),
  () => stringify({ data: Array.from({ length: megabyte / 8 }, (_, i) => i) }),
  () => `{"data":${nestedText(megabyte / 2 - 10, 'array')}}`,
  () => 'x'.repeat(megabyte),
  () => stringify({ data: {}, pad: 'a'.repeat(megabyte) }),
);

export const headerVariants: Array<Record<string, string>> = [
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

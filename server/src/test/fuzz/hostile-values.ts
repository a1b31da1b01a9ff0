import fc from 'fast-check';

/**
 * Values a stranger might send in place of what a form would: Unicode that trips encoders and
 * databases, numbers at the edge of JSON, huge and deeply nested structures. Used by the
 * request generator (requests.ts) for every field of every operation.
 */

/** Strings that have broken servers before, each for its own reason. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\uD800', // lone high surrogate
  'a\uDC00b', // lone low surrogate inside text
  '\uDBFF\uDBFF',
  '\u202Ekötü\u202C', // right-to-left override
  '\u200F\u05E9\u05DC\u05D5\u05DD', // RTL mark and Hebrew
  'مرحبا',
  '\u200B', // zero-width space
  'a\u200Db\u2060c', // zero-width joiner, word joiner
  '\uFEFF', // byte order mark
  '\u0000',
  'a\u0000b',
  '\u0001\u001F\u007F\u0085',
  'İı',
  'İSTANBUL',
  'istanbul'.toLocaleUpperCase('tr'),
  'ǅ',
  'i\u0307', // i with combining dot
  'e\u0301\u0301\u0301\u0301',
  '🐦‍⬛',
  '👩🏽‍💻',
  '１２３', // fullwidth digits
  '١٢٣', // Arabic-Indic digits
  '𝟙𝟚𝟛',
  '\r\n',
  '\\',
  '"',
  "'",
  '%00',
  '%',
  '%ZZ',
  '%C0%AF',
  '../../etc/passwd',
  "' OR 1=1 --",
  '1; drop table users;--',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  `$${'{'}7*7}{{7*7}}`, // template injection
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e400',
  ' 1 ',
  '9'.repeat(400),
  '-9223372036854775809',
  '+905321112233',
  '5321112233',
  '2026-02-30',
  '0000-00-00',
  'seed:99999999999',
  'x'.repeat(5000),
  'ğ'.repeat(2000),
];

/** One UTF-16 unit of the kinds above, for strings made unit by unit. */
const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...'çÇğĞıİöÖşŞüÜ') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\u200B',
      '\u200C',
      '\u200D',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202E',
      '\u2066',
      '\uFEFF',
      '\uFFFE',
      '\uFFFF',
    ),
  },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: hostileUnit, maxLength: 40 }) },
);

/** A JSON value nested `depth` levels deep, as arrays or objects. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** The same as text, for depths JSON.stringify would not reach. */
export function nestedText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Large values (all below the 64 KiB body limit once serialised, so they reach the handler). */
export const hugeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 1000, max: 50_000 }).map((n) => 'ş'.repeat(n / 2)),
  fc.integer({ min: 100, max: 10_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc
    .integer({ min: 100, max: 2_000 })
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
  fc.integer({ min: 50, max: 3_000 }).map((n) => nested(n, 'array')),
  fc.integer({ min: 50, max: 3_000 }).map((n) => nested(n, 'object')),
);

/** Anything but what the schema asked for (and sometimes exactly the right type, wrongly). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      -0,
      1.5,
      1e308,
      -1e308,
      2 ** 53 + 2,
      -(2 ** 63),
      '',
      [],
      {},
      [null],
      { data: {} },
    ),
  },
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: hugeValue },
);

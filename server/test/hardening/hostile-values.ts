import fc from 'fast-check';

/*
 * What an attacker or a broken client sends instead of a well-formed field: wrong types, numbers at
 * and past every limit, strings written to break SQL, HTML, JSON or a terminal, and deep nesting.
 */

const odd = {
  numbers: [
    -1,
    0,
    -0,
    0.5,
    -0.01,
    1e-7,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53 + 1,
    -(2 ** 63),
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
  ],
  numericStrings: [
    'NaN',
    'Infinity',
    '-Infinity',
    '1e999',
    '-1',
    '0x10',
    '0b1',
    '1_000',
    ' 7 ',
    '7abc',
    '',
    ' ',
    '٣',
    '１２',
    '9'.repeat(400),
    '1e-400',
    '+5',
    '.5',
    '5.',
    '--1',
    '2147483648',
  ],
  texts: [
    "' OR '1'='1",
    "'; DROP TABLE members; --",
    '1; SELECT pg_sleep(0)',
    "\\'; COMMIT; --",
    '%',
    '_',
    '\\',
    '$1',
    "' UNION SELECT password_hash FROM members --",
    '<script>window.__x=1</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    'javascript:alert(1)',
    '{{7*7}}',
    '\u0024{7*7}',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF',
    '\uFEFF',
    '\u202Eevil',
    '\u200B',
    'e\u0301\u0301\u0301',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '👩‍👩‍👧‍👦',
    '耶加雪菲',
    '\r\n\r\n',
    '\x1b[31m',
    '../../etc/passwd',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    'prototype',
  ],
};

const longText = fc.constantFrom('x', '漢', '😀', '\u0000', "'", '<').map((unit) => unit.repeat(20_000));

const deep = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
});

/** An object with own keys that try to reach prototypes (built by parsing, so the keys are real). */
const prototypeKeys = fc
  .constantFrom('__proto__', 'constructor', 'prototype')
  .map((key) => JSON.parse(`{"${key}": {"polluted": true, "prototype": {"polluted": true}}}`) as unknown);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...odd.numbers),
  fc.constantFrom(...odd.numericStrings),
  fc.constantFrom(...odd.texts),
  fc.constantFrom(null, true, false, [], {}, [null], [[]], { 0: 1 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.double(),
  fc.integer({ min: -(2 ** 31) * 4, max: 2 ** 31 * 4 }),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  longText,
  deep,
  prototypeKeys,
  fc.array(fc.constantFrom(...odd.texts, ...odd.numbers), { maxLength: 5 }),
  fc.anything({ maxDepth: 3 }),
);

/** JSON text of a body; numbers JSON cannot say (NaN, Infinity) become the bare words a broken client writes. */
export function toJsonText(body: Record<string, unknown>): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? `@@${value}@@` : value,
  ).replace(/"@@(NaN|Infinity|-Infinity)@@"/g, '$1');
}

export type Mutation =
  | { kind: 'replace'; field: number; value: unknown }
  | { kind: 'drop'; field: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'nest'; field: number }
  | { kind: 'none' };

export const mutations: fc.Arbitrary<Mutation[]> = fc.array(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), field: fc.nat(), value: hostileValue }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), field: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        key: fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'member_id', 'status', 'is_admin'),
          fc.string(),
        ),
        value: hostileValue,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('nest' as const), field: fc.nat() }) },
    { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  ),
  { minLength: 1, maxLength: 3 },
);

/** Sets an own property even for `__proto__`, which plain assignment would treat as the prototype. */
function setOwn(body: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Applies mutations to a plausible payload. Keys listed in `keep` (client id, tokens) are left alone. */
export function mutate(payload: Record<string, unknown>, changes: Mutation[], keep: Set<string>) {
  const body: Record<string, unknown> = { ...payload };
  for (const change of changes) {
    const fields = Object.keys(body).filter((k) => !keep.has(k));
    const field = 'field' in change && fields.length > 0 ? fields[change.field % fields.length] : undefined;
    if (change.kind === 'replace' && field) setOwn(body, field, change.value);
    if (change.kind === 'drop' && field) delete body[field];
    if (change.kind === 'nest' && field) setOwn(body, field, { [field]: body[field], nested: [body[field]] });
    if (change.kind === 'extra') setOwn(body, change.key, change.value);
  }
  return body;
}

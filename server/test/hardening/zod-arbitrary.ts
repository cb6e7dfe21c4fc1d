import fc from 'fast-check';
import type { z } from 'zod';

/*
 * Plausible inputs drawn from a contract schema (zod 4), so that most generated requests get past
 * validation and into the handlers before they are mutated. Constraints come from the schema's
 * definition; refinements cannot be read, so a refined field is only valid some of the time.
 */

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  check?: string;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  left?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

const ISO_DAY = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/;

/** Days near today: a checkout date far in the past or future is refused before anything runs. */
const nearDay = fc
  .integer({ min: -3, max: 45 })
  .map((offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));

/** Moments near now with an offset: a schema may refuse years far from the shop's (shopInstant). */
const nearInstant = fc
  .tuple(fc.integer({ min: -400, max: 400 }), fc.constantFrom('Z', '+08:00', '-05:30'))
  .map(([hours, offset]) => new Date(Date.now() + hours * 3_600_000).toISOString().replace('Z', offset));

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const max = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 40, min + 40);
  // A format schema (z.email()) carries its pattern in its own definition, not in a check.
  const format = [def as Check, ...checks].find((c) => c.check === 'string_format');
  if (format?.pattern && ISO_DAY.test(format.pattern.source)) return nearDay;
  if (format?.format === 'datetime') return nearInstant;
  if (format?.pattern) {
    return fc.stringMatching(format.pattern).filter((s) => s.length >= min && s.length <= max);
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

/** Ids and counts are small numbers most of the time, so they name rows the seed really has. */
function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) integer = true;
    if (c.check === 'greater_than' && c.value !== undefined) min = c.inclusive ? c.value : c.value + 1;
    if (c.check === 'less_than' && c.value !== undefined) max = c.inclusive ? c.value : c.value - 1;
  }
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const small = fc.integer({ min: Math.max(min, 0), max: Math.min(max, Math.max(min, 0) + 60) });
  return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
}

/** A `confirm_x` field repeats `x` (password confirmations): two independent draws never match. */
function mirrorConfirmations(value: Record<string, unknown>): Record<string, unknown> {
  const mirrored = { ...value };
  for (const key of Object.keys(value)) {
    const original = key.replace(/^confirm_/, '');
    if (original !== key && original in value) mirrored[key] = value[original];
  }
  return mirrored;
}

export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'null':
      return fc.constant(null);
    case 'object':
      return fc
        .record(
          Object.fromEntries(
            Object.entries(def.shape ?? {}).map(([key, field]) => [key, arbitraryFor(field)]),
          ),
        )
        .map(mirrorConfirmations);
    case 'array':
      return fc.array(arbitraryFor(def.element as z.ZodType), { maxLength: 4 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryFor(def.valueType as z.ZodType), {
        maxKeys: 3,
      });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(arbitraryFor));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(arbitraryFor));
    case 'intersection':
      return arbitraryFor(def.left as z.ZodType);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(arbitraryFor(def.innerType as z.ZodType), { nil: undefined, freq: 6 });
    case 'pipe':
      // What `out` accepts passes `in` too (a narrowing such as string → email, or a preprocess);
      // only when `out` is itself a transform does the shape of the input live in `in`.
      return arbitraryFor((defOf(def.out as z.ZodType).type === 'transform' ? def.in : def.out) as z.ZodType);
    case 'lazy':
      return fc.constant(undefined).chain(() => arbitraryFor((def.getter as () => z.ZodType)()));
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

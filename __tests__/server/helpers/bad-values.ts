import { toAsciiDigits } from '../../../src/shared/format';

/**
 * Values that break a field of a documented (OpenAPI / JSON Schema) request, whatever the rest of
 * the request holds. A value is only offered when it is invalid by construction: the documented
 * rule refuses it even after every leniency the server documents (trimming, lower-casing emails,
 * Bengali digits, yup turning a number into text). Values those leniencies might turn valid are
 * left out, never tolerated afterwards.
 */

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
}

export interface BadValue {
  label: string;
  value: unknown;
}

/** A seeded PRNG (mulberry32): the same seed gives the same corpus, so a failure reproduces. */
export type Rng = () => number;
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
export const intBetween = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

export function schemaType(schema: JsonSchema): string | undefined {
  return [schema.type].flat().find((type) => type !== 'null');
}
export const isNullable = (schema: JsonSchema) => schema.nullable === true || [schema.type].flat().includes('null');

/** Text an attacker likes: markup, SQL, traversal, template syntax, control and direction characters, other scripts. */
export const HOSTILE_TEXT: readonly string[] = [
  'x',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\u200b\u200d',
  '😀🔥👨‍👩‍👧',
  '١٢٣٤٥٦',
  '１２３４５６',
  'İstanbul ß ǅ',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}<%= 7*7 %>',
  'null',
  'undefined',
  'NaN',
  'true',
  '__proto__',
  'constructor',
  '-1',
  '1e300',
  '0x1F',
  '\ud800',
  'javascript:alert(1)',
  'admin@example.com\u0000',
  'ADMIN@@example..com',
];

/** Characters never removed by String.prototype.trim(), so a value built from them keeps its length. */
const NON_SPACE_CHARS = ['x', 'ü', 'ক', 'ি', '\u202e', '\u200b', '\u0000', '\u0007', '😀', '\ud800', '"', '\\', '<', '%', '৳', '中', 'א'];

export function randomText(rng: Rng, length: number): string {
  let text = '';
  while (text.length < length) text += pick(rng, NON_SPACE_CHARS);
  return text.slice(0, length);
}

// The WHATWG address rule yup's .email() uses.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function meetsStringRules(schema: JsonSchema, text: string, required: boolean): boolean {
  if (text === '') return !required;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(text)) return false;
  if (schema.enum !== undefined && !schema.enum.includes(text)) return false;
  if (schema.format === 'email' && !EMAIL.test(text)) return false;
  return true;
}

/** Whether the server might read `text` as a valid value of this string field (after trimming, lower-casing, Bengali digits). */
export function mayAcceptText(schema: JsonSchema, text: string, required: boolean): boolean {
  const readings = [text, text.trim(), text.trim().toLowerCase(), toAsciiDigits(text).trim()];
  return readings.some((reading) => meetsStringRules(schema, reading, required));
}

/** Whether text could be read as a number (ASCII or Bengali digits, Infinity): such text is never used as a wrong type. */
const mayBeNumeric = (text: string) => /[0-9০-৯]|Infinity/.test(text);

const STRUCTURES: BadValue[] = [
  { label: 'object', value: {} },
  { label: 'object with keys', value: { $gt: '', toString: 'x' } },
  { label: 'empty array', value: [] },
  { label: 'array of text', value: ['x'] },
  { label: 'nested array', value: [[[]]] },
];
const SCALARS: BadValue[] = [
  { label: 'zero', value: 0 },
  { label: '-1', value: -1 },
  { label: '1e300', value: 1e300 },
  { label: 'fraction', value: 1.5 },
  { label: 'true', value: true },
  { label: 'false', value: false },
];

function stringValues(schema: JsonSchema, required: boolean, rng: Rng): BadValue[] {
  const out: BadValue[] = [...STRUCTURES];
  // yup turns numbers and booleans into text, so they are wrong only when their text is.
  for (const scalar of SCALARS) if (!mayAcceptText(schema, String(scalar.value), required)) out.push({ label: `${scalar.label} (number/boolean)`, value: scalar.value });
  // Blank text reads as missing: wrong for a required field (a password is not trimmed, so spaces may be one).
  for (const blank of ['', ' \t\n ']) if (required && !mayAcceptText(schema, blank, required)) out.push({ label: `blank ${JSON.stringify(blank)}`, value: blank });
  if (schema.maxLength !== undefined) {
    const over = schema.maxLength + 1;
    out.push(
      { label: `maxLength+1 (${over})`, value: 'x'.repeat(over) },
      { label: 'maxLength+1 Bengali', value: 'ক'.repeat(over) },
      { label: 'maxLength+1 emoji', value: '😀'.repeat(Math.ceil(over / 2)) },
      { label: 'maxLength+1 RTL/NUL', value: '\u202e\u0000'.repeat(Math.ceil(over / 2)) },
      { label: 'huge (100k)', value: 'A'.repeat(100_000) },
      { label: 'random unicode over maxLength', value: randomText(rng, over + intBetween(rng, 0, 64)) },
    );
  }
  if (schema.minLength !== undefined && schema.minLength > 1) out.push({ label: `minLength-1 (${schema.minLength - 1})`, value: 'x'.repeat(schema.minLength - 1) });
  for (const text of HOSTILE_TEXT) if (!mayAcceptText(schema, text, required)) out.push({ label: `text ${JSON.stringify(text).slice(0, 30)}`, value: text });
  if (schema.enum) {
    const first = String(schema.enum[0]);
    for (const text of [first.toUpperCase(), ` ${first}x`, `${first}\u0000`])
      if (!mayAcceptText(schema, text, required)) out.push({ label: `not in enum ${JSON.stringify(text)}`, value: text });
  }
  return out;
}

function numberValues(schema: JsonSchema, required: boolean): BadValue[] {
  const out: BadValue[] = [...STRUCTURES, { label: 'true', value: true }, { label: 'false', value: false }];
  // Text with digits could be read as a number (even '-5' as 5 where non-digits are stripped), so only digit-free text.
  for (const text of ['abc', 'NaN', 'undefined', '-', '.', 'e', '١٢٣', '１２３', '<script>', '\u0000', '😀']) {
    if (!mayBeNumeric(text)) out.push({ label: `text ${JSON.stringify(text)}`, value: text });
  }
  if (schema.maximum !== undefined || schema.exclusiveMaximum !== undefined) out.push({ label: 'text "Infinity"', value: 'Infinity' });
  if (required) out.push({ label: 'blank', value: '' }, { label: 'spaces', value: '   ' });
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (minimum !== undefined)
    out.push({ label: `minimum-1 (${minimum - 1})`, value: minimum - 1 }, { label: 'minimum-0.5', value: minimum - 0.5 }, { label: '-1e300', value: -1e300 });
  if (exclusiveMinimum !== undefined)
    out.push(
      { label: `at exclusiveMinimum (${exclusiveMinimum})`, value: exclusiveMinimum },
      { label: 'negative', value: exclusiveMinimum - 1 },
      { label: '-1e300', value: -1e300 },
    );
  if (maximum !== undefined)
    out.push({ label: `maximum+1 (${maximum + 1})`, value: maximum + 1 }, { label: '1e300', value: 1e300 }, { label: 'Number.MAX_VALUE', value: Number.MAX_VALUE });
  if (exclusiveMaximum !== undefined) out.push({ label: `at exclusiveMaximum (${exclusiveMaximum})`, value: exclusiveMaximum }, { label: '1e300', value: 1e300 });
  if (schemaType(schema) === 'integer') out.push({ label: 'not an integer', value: 1.5 });
  if (schema.multipleOf !== undefined) {
    // 0.001 and 1.005 are not multiples of 0.01 (money has at most 2 decimals, SECURITY.md 9).
    const low = exclusiveMinimum ?? minimum ?? 0;
    out.push({ label: `3 decimals (${low + 1.005})`, value: low + 1.005 }, { label: '0.001 above the minimum', value: low + 0.001 });
  }
  return out;
}

function arrayValues(schema: JsonSchema, example: unknown, rng: Rng): BadValue[] {
  const out: BadValue[] = [
    { label: 'text', value: 'abc' },
    { label: 'number', value: 1 },
    { label: 'true', value: true },
    { label: 'object', value: {} },
    { label: 'array-like object', value: { 0: 'x', length: 1 } },
  ];
  const sample = Array.isArray(example) && example.length > 0 ? (example[0] as unknown) : undefined;
  if (schema.minItems !== undefined && schema.minItems > 0) out.push({ label: 'no items', value: [] });
  if (schema.maxItems !== undefined && sample !== undefined) {
    out.push({ label: `maxItems+1 (${schema.maxItems + 1})`, value: Array.from({ length: schema.maxItems + 1 }, () => sample) });
    out.push({ label: '10,000 items', value: Array.from({ length: 10_000 }, () => sample) });
  }
  if (schema.items) {
    const prefix = sample === undefined ? [] : [sample];
    for (const bad of invalidValues(schema.items, { required: true, rng })) out.push({ label: `item ${bad.label}`, value: [...prefix, bad.value] });
  }
  return out;
}

/**
 * A nested object (a withdrawal's payout account): wrong types, an unknown key, each required key
 * left out, and each property's own invalid values inside the otherwise valid example.
 */
function objectValues(schema: JsonSchema, example: unknown, rng: Rng): BadValue[] {
  const out: BadValue[] = [
    { label: 'text', value: 'abc' },
    { label: 'number', value: 1 },
    { label: 'true', value: true },
    { label: 'empty array', value: [] },
    { label: 'array of objects', value: [{}] },
  ];
  const base = example !== null && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
  // A nested __proto__ is refused with the whole body by the JSON parser (no field named): the corpus sends that at body level.
  if (schema.additionalProperties === false) out.push({ label: 'unknown key', value: { ...base, unknownKey: 'x' } });
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, property] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    if (required.has(name)) out.push({ label: `without ${name}`, value: Object.fromEntries(Object.entries(base).filter(([key]) => key !== name)) });
    for (const bad of invalidValues(property, { required: required.has(name) || name in base, example: base[name], rng }))
      out.push({ label: `${name} ${bad.label}`, value: { ...base, [name]: bad.value } });
  }
  return out;
}

/**
 * Invalid values for one field. `required`: the field must be present, so blank text (read as
 * missing) is invalid too. `example`: a valid value, to build lists of the right items.
 */
export function invalidValues(schema: JsonSchema, { required, example, rng }: { required: boolean; example?: unknown; rng: Rng }): BadValue[] {
  const nullValue: BadValue[] = isNullable(schema) ? [] : [{ label: 'null', value: null }];
  switch (schemaType(schema)) {
    case 'string':
      return [...nullValue, ...stringValues(schema, required, rng)];
    case 'number':
    case 'integer':
      return [...nullValue, ...numberValues(schema, required)];
    case 'array':
      return [...nullValue, ...arrayValues(schema, example, rng)];
    case 'boolean':
      return [...nullValue, ...STRUCTURES, { label: 'text', value: 'maybe' }];
    case 'object':
      return [...nullValue, ...objectValues(schema, example, rng)];
    default:
      throw new Error(`No invalid values known for a field of type ${JSON.stringify(schema.type)}; teach bad-values.ts`);
  }
}

/** Text the documented rules accept in a free-text field: hostile, but valid, so it rides along in otherwise invalid requests. */
export function hostileButValidText(schema: JsonSchema, rng: Rng): string[] {
  const candidates = [...HOSTILE_TEXT, randomText(rng, Math.min(schema.maxLength ?? 40, 40))];
  return candidates.filter((text) => text !== '' && meetsStringRules(schema, text, true) && meetsStringRules(schema, text.trim(), true));
}

/** Invalid query-string values of one parameter (all query values arrive as text). */
export function invalidQueryValues(schema: JsonSchema): BadValue[] {
  const out: BadValue[] = [];
  const type = schemaType(schema);
  if (type === 'integer' || type === 'number') {
    const candidates = ['abc', '-1', '0', '1.5', '1e300', '-1e300', 'NaN', 'Infinity', '', ' ', '0x7fffffffffffffff', '١٢', '%00', '1;DROP TABLE users'];
    if (schema.maximum !== undefined) candidates.push(String(schema.maximum + 1));
    if (schema.minimum !== undefined) candidates.push(String(schema.minimum - 1));
    for (const text of candidates) if (!mayAcceptNumberText(schema, text)) out.push({ label: `${JSON.stringify(text)}`, value: text });
  } else {
    for (const text of [...HOSTILE_TEXT, 'PENDING', ' pending']) if (!mayAcceptText(schema, text, false)) out.push({ label: JSON.stringify(text).slice(0, 30), value: text });
    if (schema.maxLength !== undefined) {
      out.push({ label: 'maxLength+1', value: 'q'.repeat(schema.maxLength + 1) }, { label: 'maxLength+1 emoji', value: '😀'.repeat(schema.maxLength) });
    }
  }
  return out;
}

/** yup's reading of text as a number: blanks removed, then unary plus. */
function mayAcceptNumberText(schema: JsonSchema, text: string): boolean {
  const compact = toAsciiDigits(text).replace(/\s/g, '');
  if (compact === '') return false;
  const n = Number(compact);
  if (Number.isNaN(n)) return false;
  if (schemaType(schema) === 'integer' && !Number.isInteger(n)) return false;
  if (schema.minimum !== undefined && n < schema.minimum) return false;
  if (schema.maximum !== undefined && n > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && n <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && n >= schema.exclusiveMaximum) return false;
  return true;
}

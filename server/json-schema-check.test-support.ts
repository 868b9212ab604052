/*
 * A JSON Schema (draft 2020-12) check of the subset the OpenAPI document uses, for the fuzz test: is a request
 * what the document calls valid, is an answer what it promises. Written out here rather than taken from a
 * package so that its reading of each keyword is plain: lengths count code points and patterns are
 * ECMAScript regular expressions (as the specification says), `format` checks uuid, uri, date and date-time.
 */

export type Schema = boolean | { [keyword: string]: any };

/** The document's named schemas, for `$ref: '#/components/schemas/<name>'`. */
export type Components = Record<string, Schema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

const patterns = new Map<string, RegExp>();
function regex(source: string): RegExp {
  let compiled = patterns.get(source);
  if (!compiled) {
    try {
      compiled = new RegExp(source, 'u');
    } catch {
      compiled = new RegExp(source);
    }
    patterns.set(source, compiled);
  }
  return compiled;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  return actual === type;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => equal((a as any)[k], (b as any)[k]));
}

function formatError(format: string, value: string): string | null {
  switch (format) {
    case 'uuid':
      return UUID.test(value) ? null : 'not a uuid';
    case 'date': {
      const day = /^(\d{4})-(\d{2})-(\d{2})$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
      return day && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? null : 'not a date';
    }
    case 'date-time':
      return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? null : 'not a date-time';
    case 'uri':
      try {
        new URL(value);
        return /^[a-z][a-z0-9+.-]*:/i.test(value) ? null : 'not an absolute uri';
      } catch {
        return 'not a uri';
      }
    default:
      return null;
  }
}

/** The first way `value` fails `schema` (a JSON pointer-ish place and a reason), or null when it conforms. */
export function schemaError(schema: Schema, value: unknown, components: Components, at = '$'): string | null {
  if (schema === true) return null;
  if (schema === false) return `${at}: nothing is allowed here`;
  const s = schema;
  if (s.$ref) {
    const name = String(s.$ref).split('/').pop()!;
    const target = components[name];
    if (target === undefined) return `${at}: unknown $ref ${s.$ref}`;
    const error = schemaError(target, value, components, at);
    if (error) return error;
  }
  if (s.type !== undefined) {
    const types: string[] = Array.isArray(s.type) ? s.type : [s.type];
    if (!types.some((type) => hasType(value, type))) return `${at}: ${typeOf(value)} is not ${types.join(' or ')}`;
  }
  if (s.enum && !s.enum.some((option: unknown) => equal(option, value))) return `${at}: ${JSON.stringify(value)?.slice(0, 60)} is not one of the enum`;
  if ('const' in s && !equal(s.const, value)) return `${at}: not the constant ${JSON.stringify(s.const)}`;
  if (s.allOf) {
    for (const branch of s.allOf) {
      const error = schemaError(branch, value, components, at);
      if (error) return error;
    }
  }
  if (s.anyOf && !s.anyOf.some((branch: Schema) => schemaError(branch, value, components, at) === null)) return `${at}: matches no anyOf branch`;
  if (s.oneOf) {
    const matching = s.oneOf.filter((branch: Schema) => schemaError(branch, value, components, at) === null).length;
    if (matching !== 1) return `${at}: matches ${matching} oneOf branches, not one`;
  }
  if (s.not !== undefined && schemaError(s.not, value, components, at) === null) return `${at}: matches what "not" refuses`;

  if (typeof value === 'string') {
    const length = [...value].length;
    if (s.minLength !== undefined && length < s.minLength) return `${at}: shorter than ${s.minLength}`;
    if (s.maxLength !== undefined && length > s.maxLength) return `${at}: longer than ${s.maxLength}`;
    if (s.pattern !== undefined && !regex(s.pattern).test(value)) return `${at}: does not match ${s.pattern}`;
    if (s.format !== undefined) {
      const error = formatError(s.format, value);
      if (error) return `${at}: ${error}`;
    }
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) return `${at}: below ${s.minimum}`;
    if (s.maximum !== undefined && value > s.maximum) return `${at}: above ${s.maximum}`;
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) return `${at}: not above ${s.exclusiveMinimum}`;
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) return `${at}: not below ${s.exclusiveMaximum}`;
    if (s.multipleOf !== undefined && !Number.isInteger(value / s.multipleOf)) return `${at}: not a multiple of ${s.multipleOf}`;
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) return `${at}: fewer than ${s.minItems} items`;
    if (s.maxItems !== undefined && value.length > s.maxItems) return `${at}: more than ${s.maxItems} items`;
    const prefix: Schema[] = s.prefixItems ?? [];
    for (let i = 0; i < value.length; i++) {
      const item = i < prefix.length ? prefix[i]! : s.items;
      if (item === undefined) continue;
      const error = schemaError(item, value[i], components, `${at}[${i}]`);
      if (error) return error;
    }
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    for (const name of s.required ?? []) if (!(name in object)) return `${at}: ${name} is missing`;
    if (s.minProperties !== undefined && keys.length < s.minProperties) return `${at}: fewer than ${s.minProperties} properties`;
    if (s.maxProperties !== undefined && keys.length > s.maxProperties) return `${at}: more than ${s.maxProperties} properties`;
    const properties: Record<string, Schema> = s.properties ?? {};
    for (const key of keys) {
      if (s.propertyNames !== undefined) {
        const error = schemaError(s.propertyNames, key, components, `${at} key ${key}`);
        if (error) return error;
      }
      if (key in properties) {
        const error = schemaError(properties[key]!, object[key], components, `${at}.${key}`);
        if (error) return error;
        continue;
      }
      if (s.additionalProperties !== undefined) {
        const error = schemaError(s.additionalProperties, object[key], components, `${at}.${key}`);
        if (error) return error;
      }
    }
  }
  return null;
}

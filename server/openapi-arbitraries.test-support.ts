import fc from 'fast-check';
import { schemaError, type Components, type Schema } from './json-schema-check.test-support';

/*
 * Requests for the fuzz test, generated from the OpenAPI document the server publishes: each operation's path,
 * query and header parameters and its body. Some are drawn to be valid (every part of the documented shape, as
 * Schemathesis' positive phase), the others mostly of the documented shape (so requests reach the handlers and
 * the database) and often hostile (huge, negative or fractional numbers, NaN strings, NUL bytes, long strings,
 * wrong types, odd unicode, undocumented parameters and media types). judgeRequest() then says of each whether
 * the document calls it valid, which the fuzz test holds the answer to.
 */

type JsonSchema = {
  $ref?: string;
  not?: JsonSchema;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document. */
export interface Operation {
  readonly id: string;
  readonly method: string;
  /** OpenAPI path with `{name}` placeholders. */
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly secured: boolean;
  readonly body?: { schema: JsonSchema; mediaType: string; required: boolean };
  /** The documented answers by status (and `default`). */
  readonly responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

/** One generated request, in the terms of server/test-request.ts, with the values that went into its URL. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Path parameters before encoding, and the query string's pairs in order. */
  parts: { params: Record<string, string>; query: [string, string][] };
}

/** Every operation of an OpenAPI 3.1 document. */
export function operationsOf(document: { paths: Record<string, Record<string, any>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined;
      const [mediaType, media] = content ? Object.entries(content)[0]! : [];
      return {
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []) as Parameter[],
        // `security: []` marks an anonymous call; `[{}, ...]` an optional session, still worth a valid token.
        secured: Array.isArray(op.security) && op.security.length > 0,
        responses: op.responses as Record<string, { content?: Record<string, { schema: Schema }> }>,
        body: media ? { schema: media.schema, mediaType: mediaType!, required: Boolean(op.requestBody.required) } : undefined,
      };
    }),
  );
}

/** Strings that have broken servers: numbers beyond every integer type, NaN, NUL, traversal, injection, odd unicode. */
const HOSTILE_TEXTS = [
  '2147483648',
  '2147483647',
  '-2147483649',
  '99999999999999999999',
  '9223372036854775808',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '-Infinity',
  ' 7 ',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '\udfff',
  '\u202e\u0000',
  '😀'.repeat(40),
  'ǅ'.repeat(300),
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; drop table films; --',
  '<script>alert(1)</script>',
  '$&$`',
  '\\',
  '%',
  '_',
  '\r\n',
  'x'.repeat(5000),
  'Bearer',
  'en',
  'zz',
  '/',
  '//evil.example',
  'javascript:alert(1)',
  '%ED%A0%80',
  '%FF',
  '%%',
  '%2',
  '..',
  '.',
];

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** Any JSON value, including numbers out of every range and deep nesting. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(2147483648, -1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, null, true, false, [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Shallow union of two schemas: properties merged, required lists joined, later keywords winning. */
function merged(base: JsonSchema, extra: JsonSchema): JsonSchema {
  return {
    ...base,
    ...extra,
    properties: base.properties || extra.properties ? { ...base.properties, ...extra.properties } : undefined,
    required: [...(base.required ?? []), ...(extra.required ?? [])],
    type: base.type ?? extra.type,
  };
}

/**
 * A value the schema describes, resolved against the document's components. `clean` draws only documented
 * values (the positive phase); otherwise properties are sometimes hostile, missing or extra.
 */
function valueOf(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0, clean = false): fc.Arbitrary<unknown> {
  if (schema.$ref) return valueOf(components[schema.$ref.split('/').pop()!] ?? {}, components, depth, clean);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    // Conditions next to an object's properties (feedback: a message or an application): one branch, merged in.
    if (rest.type || rest.properties) return fc.oneof(...choices.map((branch) => valueOf(merged(rest, branch), components, depth, clean)));
    return fc.oneof(...choices.map((s) => valueOf(s, components, depth, clean)));
  }
  if (schema.allOf?.length) {
    const { allOf, ...rest } = schema;
    // Conditions on a typed value (no NUL byte, not blank, a path under /media/): drawn from the type, which
    // mostly meets them; judgeRequest() tells the drawn values that do not (a filter could spin on a rare one).
    if (rest.type) return valueOf(rest, components, depth, clean);
    return valueOf(allOf[0]!, components, depth, clean);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31 - 1;
      // Small ids name rows of the fixture, so the handlers go past "not found".
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 8) }) },
        { weight: 1, arbitrary: fc.integer({ min, max: Math.min(max, min + 100) }) },
        { weight: 1, arbitrary: fc.integer({ min, max }) },
      );
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(schema);
    case 'array': {
      if (depth > 3) return fc.constant([]);
      return fc.array(valueOf(schema.items ?? {}, components, depth + 1, clean), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 12),
      });
    }
    case 'object':
      return objectOf(schema, components, depth, clean);
    default:
      return clean ? fc.jsonValue({ maxDepth: 2 }) : hostileJson;
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 60, 2000);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  // JSON Schema counts code points; fast-check's graphemes may hold several.
  const fits = (s: string) => [...s].length >= minLength && [...s].length <= maxLength;
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === 'uri') return fc.webUrl().filter(fits);
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.floor(maxLength / 2)) }).filter(fits);
}

function objectOf(schema: JsonSchema, components: Record<string, JsonSchema>, depth: number, clean: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) => {
    const documented = valueOf(property, components, depth + 1, clean);
    if (clean) return fc.tuple(fc.constant(name), required.has(name) ? documented : fc.option(documented, { freq: 2, nil: undefined }));
    // Mostly the documented value, sometimes a hostile one, sometimes absent (even when required).
    const value = fc.oneof({ weight: 6, arbitrary: documented }, { weight: 2, arbitrary: hostileJson });
    return fc.tuple(fc.constant(name), fc.option(value, { freq: required.has(name) ? 12 : 3, nil: undefined }));
  });
  const extras = clean ? fc.constant(null) : fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostileJson, { maxKeys: 2 }));
  return fc.tuple(fc.tuple(...entries), extras).map(([pairs, extra]) => {
    const object: Record<string, unknown> = { ...(extra ?? {}) };
    for (const [name, value] of pairs as [string, unknown][]) if (value !== undefined) object[name] = value;
    return object;
  });
}

/** Percent-encodes a path segment; lone surrogates (which encodeURIComponent refuses) go out as their replacement bytes. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** A parameter as it travels in a URL or header: the schema's value written out, or (unless clean) a hostile string. */
function parameterText(parameter: Parameter, components: Record<string, JsonSchema>, clean = false): fc.Arbitrary<string> {
  const documented = valueOf(parameter.schema, components, 0, clean).map(String);
  return clean ? documented : fc.oneof({ weight: 3, arbitrary: documented }, { weight: 1, arbitrary: hostileText });
}

/** Who sends the requests: a session token (an operator's or a member's; none for a visitor) and a visitor id. */
export interface FuzzIdentity {
  readonly token?: string;
  readonly visitorId: string;
}

/** Requests for one operation: a quarter drawn valid, the rest mixed with hostile values. */
export function requestsFor(operation: Operation, components: Record<string, JsonSchema>, identity: FuzzIdentity): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: requestsOf(operation, components, identity, true) },
    { weight: 3, arbitrary: requestsOf(operation, components, identity, false) },
  );
}

function requestsOf(operation: Operation, components: Record<string, JsonSchema>, identity: FuzzIdentity, clean: boolean): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');

  const path = fc.tuple(...pathParameters.map((p) => parameterText(p, components, clean))).map((values) => {
    let filled = operation.path;
    const params: Record<string, string> = {};
    pathParameters.forEach((p, i) => {
      params[p.name] = values[i]!;
      filled = filled.replace(`{${p.name}}`, encodeSegment(values[i]!));
    });
    return { filled, params };
  });
  const optionalFreq = (p: Parameter) => (clean ? (p.required ? 1_000_000 : 2) : p.required ? 10 : 2);
  const query = fc
    .tuple(
      fc.tuple(
        ...queryParameters.map((p) =>
          fc.option(fc.array(parameterText(p, components, clean), { minLength: 1, maxLength: clean ? 1 : 2 }), { freq: optionalFreq(p) }),
        ),
      ),
      clean ? fc.constant(null) : fc.option(fc.tuple(hostileText, hostileText), { freq: 4 }),
    )
    .map(([values, extra]) => {
      const pairs: [string, string][] = [];
      queryParameters.forEach((p, i) => values[i]?.forEach((v) => pairs.push([p.name, v])));
      if (extra) pairs.push(extra);
      const text = new URLSearchParams(pairs).toString();
      return { text: text ? `?${text}` : '', pairs };
    });

  const bearerToken = identity.token;
  const bearer: fc.Arbitrary<string | undefined> = clean
    ? fc.constant(bearerToken === undefined ? undefined : `Bearer ${bearerToken}`)
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant(bearerToken === undefined ? undefined : `Bearer ${bearerToken}`) },
        { weight: 1, arbitrary: hostileText.map((t) => `Bearer ${t}`) },
        // A bare token, which the server must not take (issue 30).
        { weight: 1, arbitrary: fc.constant(bearerToken) },
      );
  const headerValue = (valid: fc.Arbitrary<string>) =>
    clean ? valid : fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileText }, { weight: 1, arbitrary: fc.constant(undefined) });
  const headers = fc
    .record({
      authorization: bearer,
      fingerprint: headerValue(fc.oneof(fc.constant(identity.visitorId), fc.uuid())),
      srcfingerprint: headerValue(fc.uuid()),
      'accept-language': headerValue(fc.constantFrom('en', 'pt', 'hi', 'ru', 'en-US,en;q=0.9', '*')),
      'x-domain': headerValue(fc.constantFrom('localhost', 'drama.test', 'evil.example')),
    })
    .map((h) => {
      const out: Record<string, string> = {};
      // Header values cannot carry control characters or non-Latin-1 text; such requests never reach a server.
      for (const [name, value] of Object.entries(h)) if (value !== undefined && /^[\t\x20-\x7e\x80-\xff]*$/.test(value)) out[name] = value.trim();
      return out;
    });

  const body = operation.body ? bodyFor(operation.body, components, clean) : fc.constant({ contentType: undefined, text: undefined });

  return fc.tuple(path, query, headers, body).map(([p, q, h, b]) => ({
    method: operation.method,
    path: p.filled + q.text,
    headers: b.contentType ? { ...h, 'content-type': b.contentType } : h,
    body: b.text,
    parts: { params: p.params, query: q.pairs },
  }));
}

function bodyFor(body: NonNullable<Operation['body']>, components: Record<string, JsonSchema>, clean: boolean) {
  const asForm = (value: unknown) => {
    const form = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    return form.toString();
  };
  const encode = (value: unknown) => (body.mediaType === 'application/x-www-form-urlencoded' ? asForm(value) : JSON.stringify(value));
  const shaped = valueOf(body.schema, components, 0, clean).map((value) => ({
    contentType: body.mediaType as string | undefined,
    text: encode(value) as string | undefined,
  }));
  if (clean) return shaped;
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: hostileJson.map((value) => ({ contentType: 'application/json', text: JSON.stringify(value) ?? 'null' })) },
    { weight: 1, arbitrary: hostileText.map((text) => ({ contentType: body.mediaType, text })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
          'text/plain;charset=UTF-8',
        )
        .map((contentType) => ({ contentType, text: '{"a":1}' })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: undefined, text: undefined }) },
  );
}

/** What the document says of a request: valid, invalid (and why), or unclear (the URL does not carry it as drawn). */
export type Verdict = { kind: 'valid' } | { kind: 'invalid'; why: string } | { kind: 'unclear'; why: string };

/** A parameter's wire text as the value its schema types: integers only as digits, booleans as true/false. */
function typedParameter(schema: JsonSchema, text: string, components: Components): unknown {
  const resolved = (schema.$ref ? components[schema.$ref.split('/').pop()!] : schema) as JsonSchema;
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if ((type === 'integer' || type === 'number') && /^-?[0-9]+$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

const wellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** Judges a generated request against the operation's description in the document. */
export function judgeRequest(operation: Operation, request: FuzzRequest, components: Components): Verdict {
  for (const p of operation.parameters.filter((p) => p.in === 'path')) {
    const text = request.parts.params[p.name] ?? '';
    // An empty, dot or ill-formed segment takes the request off the operation's route: not its call to judge.
    if (text === '' || text === '.' || text === '..' || !wellFormed(text)) return { kind: 'unclear', why: `path ${p.name} ${JSON.stringify(text)}` };
    const error = schemaError(p.schema as Schema, typedParameter(p.schema, text, components), components, `path ${p.name}`);
    if (error) return { kind: 'invalid', why: error };
  }
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const seen = new Set<string>();
  for (const [name, text] of request.parts.query) {
    const parameter = queryParameters.find((p) => p.name === name);
    if (!parameter) return { kind: 'invalid', why: `query ${JSON.stringify(name)} is not documented` };
    if (seen.has(name)) return { kind: 'unclear', why: `query ${name} repeated` };
    seen.add(name);
    if (!wellFormed(text)) return { kind: 'unclear', why: `query ${name} ill-formed` };
    const error = schemaError(parameter.schema as Schema, typedParameter(parameter.schema, text, components), components, `query ${name}`);
    if (error) return { kind: 'invalid', why: error };
  }
  for (const p of queryParameters) if (p.required && !seen.has(p.name)) return { kind: 'invalid', why: `query ${p.name} is missing` };
  for (const p of operation.parameters.filter((p) => p.in === 'header')) {
    const value = request.headers[p.name.toLowerCase()];
    if (value === undefined) {
      if (p.required) return { kind: 'invalid', why: `header ${p.name} is missing` };
      continue;
    }
    const error = schemaError(p.schema as Schema, value, components, `header ${p.name}`);
    if (error) return { kind: 'invalid', why: error };
  }
  if (!operation.body) return { kind: 'valid' };
  const given = request.body;
  if (given === undefined || given.trim() === '') {
    return operation.body.required ? { kind: 'invalid', why: 'the body is missing' } : { kind: 'valid' };
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== operation.body.mediaType) return { kind: 'invalid', why: `a body as ${type || 'no type'}` };
  let value: unknown;
  if (type === 'multipart/form-data') return { kind: 'unclear', why: 'multipart bodies are not judged' };
  if (type === 'application/x-www-form-urlencoded') {
    const pairs = [...new URLSearchParams(given)];
    if (new Set(pairs.map(([name]) => name)).size !== pairs.length) return { kind: 'unclear', why: 'a form field repeated' };
    if (pairs.some(([, v]) => !wellFormed(v))) return { kind: 'unclear', why: 'a form field ill-formed' };
    value = Object.fromEntries(pairs);
  } else {
    try {
      value = JSON.parse(given);
    } catch {
      return { kind: 'invalid', why: 'the body is not JSON' };
    }
  }
  const error = schemaError(operation.body.schema as Schema, value, components, 'body');
  return error ? { kind: 'invalid', why: error } : { kind: 'valid' };
}

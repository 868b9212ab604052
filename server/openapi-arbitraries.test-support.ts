import fc from 'fast-check';

/*
 * Requests for the fuzz test, generated from the OpenAPI document the server publishes: each operation's path,
 * query and header parameters and its body, mostly of the documented shape (so requests reach the handlers and
 * the database) and often hostile (huge, negative or fractional numbers, NaN strings, NUL bytes, long strings,
 * wrong types, odd unicode).
 */

type JsonSchema = {
  $ref?: string;
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
}

/** One generated request, in the terms of server/test-request.ts. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
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

/** A value the schema describes, resolved against the document's components. */
function valueOf(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return valueOf(components[schema.$ref.split('/').pop()!] ?? {}, components, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => valueOf(s, components, depth)));
  if (schema.allOf?.length) return valueOf(schema.allOf[0]!, components, depth);
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
      return fc.array(valueOf(schema.items ?? {}, components, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 12) });
    }
    case 'object':
      return objectOf(schema, components, depth);
    default:
      return hostileJson;
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 60, 2000);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength);
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

function objectOf(schema: JsonSchema, components: Record<string, JsonSchema>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) => {
    // Mostly the documented value, sometimes a hostile one, sometimes absent (even when required).
    const value = fc.oneof({ weight: 6, arbitrary: valueOf(property, components, depth + 1) }, { weight: 2, arbitrary: hostileJson });
    return fc.tuple(fc.constant(name), fc.option(value, { freq: required.has(name) ? 12 : 3, nil: undefined }));
  });
  return fc.tuple(fc.tuple(...entries), fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostileJson, { maxKeys: 2 }))).map(([pairs, extra]) => {
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

/** A parameter as it travels in a URL or header: the schema's value written out, or a hostile string. */
function parameterText(parameter: Parameter, components: Record<string, JsonSchema>): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: valueOf(parameter.schema, components).map(String) }, { weight: 1, arbitrary: hostileText });
}

/** What the fuzz test knows of the server under test: a valid bearer token and visitor id. */
export interface FuzzIdentity {
  readonly token: string;
  readonly visitorId: string;
}

/** Requests for one operation. */
export function requestsFor(operation: Operation, components: Record<string, JsonSchema>, identity: FuzzIdentity): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');

  const path = fc.tuple(...pathParameters.map((p) => parameterText(p, components))).map((values) => {
    let filled = operation.path;
    pathParameters.forEach((p, i) => (filled = filled.replace(`{${p.name}}`, encodeSegment(values[i]!))));
    return filled;
  });
  const query = fc
    .tuple(
      fc.tuple(...queryParameters.map((p) => fc.option(fc.array(parameterText(p, components), { minLength: 1, maxLength: 2 }), { freq: p.required ? 10 : 2 }))),
      fc.option(fc.tuple(hostileText, hostileText), { freq: 4 }),
    )
    .map(([values, extra]) => {
      const search = new URLSearchParams();
      queryParameters.forEach((p, i) => values[i]?.forEach((v) => search.append(p.name, v)));
      if (extra) search.append(extra[0], extra[1]);
      const text = search.toString();
      return text ? `?${text}` : '';
    });

  const bearer = fc.oneof(
    { weight: operation.secured ? 6 : 2, arbitrary: fc.constant(`Bearer ${identity.token}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostileText.map((t) => `Bearer ${t}`) },
  );
  const headerValue = (valid: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileText }, { weight: 1, arbitrary: fc.constant(undefined) });
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

  const body = operation.body ? bodyFor(operation.body, components) : fc.constant({ contentType: undefined, text: undefined });

  return fc.tuple(path, query, headers, body).map(([p, q, h, b]) => ({
    method: operation.method,
    path: p + q,
    headers: b.contentType ? { ...h, 'content-type': b.contentType } : h,
    body: b.text,
  }));
}

function bodyFor(body: NonNullable<Operation['body']>, components: Record<string, JsonSchema>) {
  const shaped = valueOf(body.schema, components);
  const asForm = (value: unknown) => {
    const form = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    return form.toString();
  };
  const encode = (value: unknown) => (body.mediaType === 'application/x-www-form-urlencoded' ? asForm(value) : JSON.stringify(value));
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((value) => ({ contentType: body.mediaType, text: encode(value) })) },
    { weight: 1, arbitrary: hostileJson.map((value) => ({ contentType: 'application/json', text: JSON.stringify(value) ?? 'null' })) },
    { weight: 1, arbitrary: hostileText.map((text) => ({ contentType: body.mediaType, text })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1')
        .map((contentType) => ({ contentType, text: '{"a":1}' })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: undefined, text: undefined }) },
  );
}

import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { allCalls } from './all-calls';
import { allAdminCalls } from './admin/admin-calls';
import type { CallDefinition, CallTag } from './call';
import { callFailures } from './call-failures';
import { ResponseCode } from './envelope';
import { codeOf, ErrorCodes, type ErrorKey } from './error-codes';
import { hasNoNulByte } from './common.schemas';
import { RequestHeader } from './headers';
import { namedSchemas } from './openapi-components';

/*
 * The OpenAPI 3.1 document of the API, generated from the contract so it cannot drift. Bodies are described from
 * their input side (before trimming and lower-casing). Path and query parameters are described by the type they
 * serialise (an integer id is `type: integer` in the query string), answers from their parsed side.
 */

const refTo = (id: string) => `#/components/schemas/${id}`;

/** Marks a string schema whose value the server trims before its length checks (dropped before publishing). */
const TRIMMED = 'x-trimmed';

/** `allOf` gains one more condition (a schema may carry several, such as no NUL byte and not blank). */
function withCondition(schema: JsonSchema, condition: JsonSchema): JsonSchema {
  const { allOf } = schema as { allOf?: JsonSchema[] };
  return { ...schema, allOf: [...(allOf ?? []), condition] } as JsonSchema;
}

/**
 * States the checks the converter cannot read, so that what the document calls valid is what the server takes:
 * Text's NUL-byte check, and a minimum length the server counts after trimming (`'  '` is too short for
 * minLength 1: the value must have that many characters between its first and last non-space character).
 */
const overrideAction: ConversionConfig['overrideAction'] = ({ valibotAction, jsonSchema }) => {
  const action = valibotAction as { type: string; requirement?: unknown };
  if (action.type === 'check' && action.requirement === hasNoNulByte) return withCondition(jsonSchema, { not: { pattern: '\\u0000' } } as JsonSchema);
  if (action.type === 'trim') return { ...jsonSchema, [TRIMMED]: true } as JsonSchema;
  const min = action.type === 'non_empty' ? 1 : action.type === 'min_length' ? (action.requirement as number) : 0;
  if (min >= 1 && (jsonSchema as Record<string, unknown>)[TRIMMED] && (jsonSchema as { type?: unknown }).type === 'string') {
    return withCondition(jsonSchema, { pattern: min === 1 ? '\\S' : `^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$` } as JsonSchema);
  }
  return undefined;
};
const inputMode: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore', overrideAction };
const parameterMode: ConversionConfig = { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore', overrideAction };
const outputMode: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'output',
  errorMode: 'ignore',
  definitions: namedSchemas,
  overrideRef: ({ referenceId }) => refTo(referenceId),
};

/** Converts a schema, dropping the `$schema` and `$defs` keys that belong to standalone documents. */
function convert(schema: v.GenericSchema, config: ConversionConfig): JsonSchema {
  const { $schema: _schema, $defs: _defs, ...rest } = toJsonSchema(schema, config) as JsonSchema & { $defs?: unknown };
  return rest;
}

/** Defaults are written as the wire strings ('1'); an integer parameter documents them as numbers. */
function numericDefault(schema: JsonSchema): JsonSchema {
  const { type, default: fallback } = schema as { type?: unknown; default?: unknown };
  return type === 'integer' && typeof fallback === 'string' ? { ...schema, default: Number(fallback) } : schema;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** Turns an object schema into one OpenAPI parameter per property. */
function parametersOf(schema: v.GenericSchema | undefined, where: 'path' | 'query'): ParameterObject[] {
  if (!schema) return [];
  const json = convert(schema, parameterMode) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const input = convert(schema, inputMode) as { required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (input.required ?? []).includes(name),
    schema: numericDefault(property),
  }));
}

function headersOf(call: CallDefinition): ParameterObject[] {
  return (call.headers ?? []).map((name) => ({
    name,
    in: 'header',
    required: true,
    description: name === RequestHeader.fingerprint ? 'The visitor id (data.uuid of users/create)' : 'The fingerprint id of the sharer',
    // The server reads anything but a uuid as a missing header (400 validation.<header>).
    schema: { type: 'string', format: 'uuid' },
  }));
}

const MEDIA_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const;

/** JSON Schema has no file type: a multipart body's File parts are binary strings. */
function bodySchema(call: CallDefinition): JsonSchema {
  const schema = convert(call.body!, inputMode) as JsonSchema & { properties?: Record<string, JsonSchema> };
  if (call.bodyType !== 'multipart' || !('entries' in call.body!)) return schema;
  const entries = call.body.entries as Record<string, v.GenericSchema>;
  const properties = Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [
      name,
      entry.type === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream' } : (schema.properties?.[name] ?? {}),
    ]),
  );
  return { ...schema, properties } as JsonSchema;
}

/** The message keys a call's own schemas name besides validation.<field> (`comment.too_long`, `feedback.empty`). */
export function schemaFailures(call: CallDefinition): ErrorKey[] {
  const keys = new Set<ErrorKey>();
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message in ErrorCodes && !message.startsWith('validation.')) keys.add(message as ErrorKey);
    const { entries, ...parts } = node as Record<string, unknown>;
    if (entries && typeof entries === 'object') visit(Object.values(entries));
    for (const part of ['wrapped', 'item', 'items', 'options', 'pipe', 'rest', 'key', 'value'] as const) visit(parts[part]);
  };
  [call.params, call.query, call.body].forEach(visit);
  return [...keys];
}

/** The guard in front of every /api/admin/... call (server/modules/admin/operator-guard.ts). */
const isOperatorCall = (call: CallDefinition) => call.path.startsWith('/api/admin/');

/**
 * The failures of a call besides server faults: what its definition tells (input, a session, the operator guard,
 * the write guards of server/app.ts) and what its handler answers of its own (contract/call-failures.ts).
 * `validation` is true when the call answers validation.<field>.
 */
export function failuresOf(call: CallDefinition): { validation: boolean; keys: ErrorKey[] } {
  const validation = Boolean(call.params || call.query || call.body || call.headers?.length);
  const keys: ErrorKey[] = [];
  // A query parameter the call does not document is refused (server/http/mount-call.ts), also where it documents none.
  if (!validation) keys.push('validation.query');
  // A body in another media type than the documented one.
  if (call.body) keys.push('request.unsupported_media_type');
  if (call.auth === 'required' || isOperatorCall(call)) keys.push('auth.required');
  if (isOperatorCall(call)) keys.push('admin.forbidden');
  if (call.method !== 'GET') {
    // Every write counts against the per-address limit; multipart uploads have body limits of their own (their keys are listed per call).
    keys.push('request.rate_limited');
    if (call.bodyType !== 'multipart') keys.push('request.too_large');
  }
  keys.push(...schemaFailures(call), ...callFailures[call.id as keyof typeof callFailures]);
  return { validation, keys: [...new Set(keys)] };
}

const VALIDATION_KEY = { type: 'string', pattern: '^validation\\.', description: 'validation.<field>: the first invalid field' };

/** One documented answer per status: the envelope with its code and the message keys it may carry. */
function failureResponses(call: CallDefinition): Record<string, unknown> {
  const { validation, keys } = failuresOf(call);
  const byStatus = new Map<number, ErrorKey[]>();
  if (validation) byStatus.set(ResponseCode.badRequest, []);
  for (const key of keys) byStatus.set(codeOf(key), [...(byStatus.get(codeOf(key)) ?? []), key]);
  const responses: Record<string, unknown> = {};
  for (const [status, statusKeys] of [...byStatus].sort(([a], [b]) => a - b)) {
    const withValidation = validation && status === ResponseCode.badRequest;
    const named = statusKeys.length ? [{ enum: statusKeys }] : [];
    const msg = withValidation ? (named.length ? { anyOf: [...named, VALIDATION_KEY] } : VALIDATION_KEY) : { type: 'string', enum: statusKeys };
    const listed = [...(withValidation ? ['validation.<field>'] : []), ...statusKeys];
    responses[String(status)] = {
      description: `Failure: ${listed.join(', ')}`,
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: refTo('ErrorEnvelope') }, { type: 'object', properties: { code: { const: status }, msg, data: { type: 'null' } } }] },
        },
      },
    };
  }
  return responses;
}

/** `[]`: anonymous; `[{}, ...]`: a session is optional; operator calls need the operator role on top of a session. */
function securityOf(call: CallDefinition): Record<string, string[]>[] {
  if (isOperatorCall(call)) return [{ bearer: ['operator'] }];
  if (call.auth === 'required') return [{ bearer: [] }];
  return call.auth === 'optional' ? [{}, { bearer: [] }] : [];
}

/** What the document knows of the site serving it: rules that hold on this site's configuration and files. */
export interface SiteFacts {
  /** The hosts (`host[:port]`, lower case) whose links the site shortens: PUBLIC_ORIGIN's and ALLOWED_HOSTS. */
  readonly ownHosts: readonly string[];
  /** PUBLIC_ORIGIN, on which absolute links to the site's media are taken. */
  readonly publicOrigin?: string;
  /** The avatars a member may pick (what `GET /api/users/avatars` lists). */
  readonly avatars: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type ObjectSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };

/** A body schema with what the site's facts add to some of its fields (the hosts of short links, avatars, media). */
function withSiteFacts(call: CallDefinition, schema: ObjectSchema, site: SiteFacts): ObjectSchema {
  const field = (name: string, change: (property: Record<string, unknown>) => Record<string, unknown>): ObjectSchema => {
    const property = schema.properties?.[name];
    return property ? { ...schema, properties: { ...schema.properties, [name]: change(property) } } : schema;
  };
  if (call.path === '/api/short-url' && site.ownHosts.length) {
    const hosts = site.ownHosts.map(escapeRegExp).join('|');
    return field('original_url', (url) => ({
      ...url,
      pattern: `^https?://(?:${hosts})(?:[/?#]|$)`,
      description: `A link of this site: ${site.ownHosts.join(', ')}`,
    }));
  }
  // None drawn yet (a fresh data directory): no avatar can be picked.
  if (call.path === '/api/users/update_user')
    return field('avatar_path', (path) => (site.avatars.length ? { ...path, enum: [...site.avatars] } : { ...path, not: {} }));
  if (call.path === '/api/films/publish-comment') {
    // Paths under /media/ (or absolute on PUBLIC_ORIGIN), without `..`; whose upload one is, is the data's business.
    const origin = site.publicOrigin ? `(?:${escapeRegExp(site.publicOrigin)})?` : '';
    return field('image_urls', (urls) => ({
      ...urls,
      items: {
        ...(urls.items as object),
        allOf: [...(((urls.items as { allOf?: unknown[] }).allOf as unknown[]) ?? []), { pattern: `^(?!.*\\.\\.)${origin}/media/` }],
      },
    }));
  }
  return schema;
}

/** The request body as the server reads it, with the rules the serving site's facts add. */
function requestBodyOf(call: CallDefinition, site: SiteFacts | undefined): Record<string, unknown> {
  let schema = bodySchema(call) as ObjectSchema;
  if (site) schema = withSiteFacts(call, schema, site);
  // An empty body counts as `{}` (server/http/mount-call.ts): a body whose every field is optional may be left out.
  const required = !v.safeParse(call.body!, {}).success && !v.safeParse(call.body!, undefined).success;
  return { required, content: { [MEDIA_TYPES[call.bodyType ?? 'json']]: { schema } } };
}

function operationOf(call: CallDefinition, site: SiteFacts | undefined): Record<string, unknown> {
  const successEnvelope = {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { const: 0 }, msg: { type: 'string' }, data: convert(call.data, outputMode) },
  };
  const anyFailure = {
    allOf: [{ $ref: refTo('ErrorEnvelope') }, { type: 'object', properties: { msg: { anyOf: [{ $ref: refTo('ErrorKey') }, VALIDATION_KEY] } } }],
  };
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [call.tag],
    security: securityOf(call),
    parameters: [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query'), ...headersOf(call)],
    ...(call.body ? { requestBody: requestBodyOf(call, site) } : {}),
    responses: {
      '200': { description: 'Success: code 0', content: { 'application/json': { schema: successEnvelope } } },
      ...failureResponses(call),
      default: {
        description: 'Any other failure, such as server.error (500) or server.unavailable (503)',
        content: { 'application/json': { schema: anyFailure } },
      },
    },
  };
}

/** `/api/films/detail/:id` -> `/api/films/detail/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([a-z_]+)/g, '{$1}');
}

/** What each tag groups, for readers of the document. */
const TAG_DESCRIPTIONS: Record<CallTag, string> = {
  site: 'Site configuration and the head (SEO) of any page',
  browse: 'Categories, home lists, rankings, search and suggestions',
  film: 'A drama and its episodes: details, plots, media, play permission and plays',
  community: 'Comments on dramas (reading, writing, likes, photos, reports) and ratings',
  sharing: 'Shares, the visits they bring and short links',
  account: "Visitors, sign-up and sign-in, sessions, the member's own account and collection",
  notifications: "A member's notices (replies, moderation, application decisions), their e-mail settings and unsubscribe links",
  content: 'The blog and the guides',
  feedback: 'Feedback messages and permission applications',
  tracking: 'Page-view and event tracking',
  admin: "The operators' console: applications, moderation, traffic and the catalog; needs an operator's session",
};

/**
 * An `anyOf` with a branch that accepts anything (`{}`, what v.unknown() converts to) accepts anything: such a
 * schema is written as that branch (`nullable(unknown())` becomes `{}`). Walks schemas, not the values inside
 * `enum`, `const`, `default` and `examples`.
 */
function withoutVacuousAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutVacuousAnyOf);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === TRIMMED) continue;
    out[key] = ['enum', 'const', 'default', 'examples'].includes(key) ? value : withoutVacuousAnyOf(value);
  }
  const { anyOf } = out as { anyOf?: unknown[] };
  if (anyOf?.some((branch) => branch && typeof branch === 'object' && Object.keys(branch).length === 0)) delete out.anyOf;
  return out;
}

/**
 * The OpenAPI 3.1 document of every call, served at `/api/openapi.json` with the facts of the serving site (the
 * hosts short-url takes); without them (the lint, the contract tests) such a rule is only described.
 */
export function buildOpenApiDocument(site?: SiteFacts): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const everyCall = [...allCalls, ...allAdminCalls];
  for (const call of everyCall) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operationOf(call, site) };
  }
  const { definitions: _definitions, ...defsConfig } = outputMode;
  const schemas: Record<string, unknown> = { ...toJsonSchemaDefs(namedSchemas, defsConfig) };
  schemas.ErrorKey = { type: 'string', description: 'Message keys besides validation.<field>', enum: Object.keys(ErrorCodes) };
  return withoutVacuousAnyOf({
    openapi: '3.1.0',
    info: {
      title: 'Short-drama site API',
      version: '1.0.0',
      description:
        'Every answer is an envelope { code, msg, data }; code 0 is success, otherwise msg is a message key ' +
        '(ErrorKey or validation.<field>) and the HTTP status equals code. Requests send Authorization, ' +
        'Accept-language, Fingerprint, SrcFingerprint and X-Domain headers. A query parameter an operation does ' +
        'not list is refused (400 validation.query); a body goes in the media type its operation names ' +
        '(415 request.unsupported_media_type otherwise); a method a path does not list answers 405 ' +
        'request.method_not_allowed with an Allow header.',
    },
    // The site serves its API under /api on its own origin, the one this document is read from.
    servers: [{ url: '/', description: 'The site serving this document' }],
    tags: [...new Set(everyCall.map((call) => call.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'Authorization: Bearer <token>, the session token (data.uuid) that register, login and google-callback answer. ' +
            "Operator calls (/api/admin/...) need the role 'operator' too: a member whose e-mail the server lists in ADMIN_EMAILS.",
        },
      },
    },
  }) as Record<string, unknown>;
}

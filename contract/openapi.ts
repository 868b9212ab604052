import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { allCalls } from './all-calls';
import { allAdminCalls } from './admin/admin-calls';
import type { CallDefinition, CallTag } from './call';
import { callFailures } from './call-failures';
import { ResponseCode } from './envelope';
import { codeOf, ErrorCodes, type ErrorKey } from './error-codes';
import { RequestHeader } from './headers';
import { namedSchemas } from './openapi-components';

/*
 * The OpenAPI 3.1 document of the API, generated from the contract so it cannot drift. Bodies are described from
 * their input side (before trimming and lower-casing). Path and query parameters are described by the type they
 * serialise (an integer id is `type: integer` in the query string), answers from their parsed side.
 */

const refTo = (id: string) => `#/components/schemas/${id}`;
const inputMode: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };
const parameterMode: ConversionConfig = { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' };
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
    schema: { type: 'string' },
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
function schemaFailures(call: CallDefinition): ErrorKey[] {
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

function operationOf(call: CallDefinition): Record<string, unknown> {
  const successEnvelope = {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { const: 0 }, msg: { type: 'string' }, data: convert(call.data, outputMode) },
  };
  const mediaType = MEDIA_TYPES[call.bodyType ?? 'json'];
  const anyFailure = {
    allOf: [{ $ref: refTo('ErrorEnvelope') }, { type: 'object', properties: { msg: { anyOf: [{ $ref: refTo('ErrorKey') }, VALIDATION_KEY] } } }],
  };
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [call.tag],
    security: securityOf(call),
    parameters: [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query'), ...headersOf(call)],
    ...(call.body ? { requestBody: { required: call.body.type !== 'optional', content: { [mediaType]: { schema: bodySchema(call) } } } } : {}),
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
  users: "Visitors, sign-up and sign-in, sessions and the member's own account",
  films: "The catalog: dramas, episodes, plots, media, rankings, search, and members' favourites and ratings",
  comments: 'Comments on dramas: reading, writing, likes, photos and reports',
  growth: 'Play permission and plays, shares and their visits, feedback and permission applications, short links',
  config: 'Site configuration and the head (SEO) of any page',
  content: 'The blog and the guides',
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
  for (const [key, value] of Object.entries(node)) out[key] = ['enum', 'const', 'default', 'examples'].includes(key) ? value : withoutVacuousAnyOf(value);
  const { anyOf } = out as { anyOf?: unknown[] };
  if (anyOf?.some((branch) => branch && typeof branch === 'object' && Object.keys(branch).length === 0)) delete out.anyOf;
  return out;
}

/** The OpenAPI 3.1 document of every call, served at `/api/openapi.json`. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const everyCall = [...allCalls, ...allAdminCalls];
  for (const call of everyCall) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operationOf(call) };
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
        'Accept-language, Fingerprint, SrcFingerprint and X-Domain headers.',
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

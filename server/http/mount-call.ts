import type { Context, Handler, Hono } from 'hono';
import * as v from 'valibot';
import type { CallDefinition } from '../../contract/call';
import { headerField, validationKey } from '../../contract/validation-key';
import type { AppEnv } from './app-env';
import { fail } from './envelope';

// The call's schema fields are optional properties, so strip `undefined` before inferring.
type Out<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends v.GenericSchema ? v.InferOutput<NonNullable<S>> : undefined;

/** The parsed input of a call, typed from its contract schemas. */
export interface CallInput<C extends CallDefinition> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
}

/** A route handler that receives the already validated input of its call. */
export type CallHandler<C extends CallDefinition> = (c: Context<AppEnv>, input: CallInput<C>) => Response | Promise<Response>;

/** The session middleware already parsed the identity headers; a bad value counts as missing. */
function headerPresent(c: Context<AppEnv>, name: string): boolean {
  if (name === 'Fingerprint') return Boolean(c.get('visitorId'));
  if (name === 'SrcFingerprint') return Boolean(c.get('srcVisitorId'));
  return Boolean(c.req.header(name)?.trim());
}

/** The media type a call's body travels in (contract/openapi.ts documents the same). */
const MEDIA_TYPE = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const;

/** `Application/JSON; charset=UTF-8` -> `application/json`. */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

type ReadBody = { ok: true; value: unknown } | { ok: false; key: 'validation.body' | 'request.unsupported_media_type' };

/**
 * The body in the call's own media type only. A JSON body under another type (`text/plain` is what a cross-site
 * form can send without asking) is refused with 415 before it is read; an empty body counts as absent whatever its type.
 */
async function readBody(c: Context, call: CallDefinition): Promise<ReadBody> {
  const expected = MEDIA_TYPE[call.bodyType ?? 'json'];
  const type = mediaTypeOf(c.req.header('content-type'));
  try {
    if (call.bodyType === 'multipart') {
      if (type !== expected) return { ok: false, key: 'request.unsupported_media_type' };
      return { ok: true, value: await c.req.parseBody() };
    }
    const text = await c.req.text();
    if (text.trim() === '') return { ok: true, value: call.bodyType === 'form' ? {} : undefined };
    if (type !== expected) return { ok: false, key: 'request.unsupported_media_type' };
    return { ok: true, value: call.bodyType === 'form' ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text) };
  } catch {
    return { ok: false, key: 'validation.body' };
  }
}

/** The names of a call's query parameters, from its object schema (also when wrapped in a pipe). */
function queryNames(call: CallDefinition): ReadonlySet<string> {
  let schema = call.query as { entries?: Record<string, unknown>; pipe?: readonly unknown[] } | undefined;
  if (schema && !schema.entries && schema.pipe) schema = schema.pipe.find((item) => (item as { entries?: unknown }).entries) as typeof schema;
  return new Set(Object.keys(schema?.entries ?? {}));
}

/** Whether the request's query string names a parameter the call does not document (the document lists them all). */
function hasUnknownParameter(c: Context, known: ReadonlySet<string>): boolean {
  const url = c.req.url;
  const q = url.indexOf('?');
  if (q < 0) return false;
  for (const name of new URLSearchParams(url.slice(q + 1)).keys()) if (!known.has(name)) return true;
  return false;
}

const NONE = { ok: true as const, value: undefined };

function parse(schema: v.GenericSchema | undefined, input: unknown, fallback: string) {
  if (!schema) return { ok: true as const, value: undefined };
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true as const, value: result.output } : { ok: false as const, key: validationKey(result.issues, fallback) };
}

/**
 * Wraps a handler with the checks of its contract call: a session when the call requires one (body code 401),
 * then the headers it cannot do without, path params, query (no parameter the call does not document) and body
 * (in the call's media type, else 415) parsed with the call's schemas (400 `validation.<field>`).
 */
function validated<C extends CallDefinition>(call: C, handler: CallHandler<C>): Handler<AppEnv> {
  const knownQuery = queryNames(call);
  return async (c) => {
    if (call.auth === 'required' && !c.get('userId')) return fail(c, 401, 'auth.required');
    const missing = call.headers?.find((name) => !headerPresent(c, name));
    if (missing) return fail(c, 400, `validation.${headerField(missing)}`);
    // Path params and the query string are read only when the call has them (reading them is not free).
    const params = call.params ? parse(call.params, c.req.param(), 'params') : NONE;
    if (!params.ok) return fail(c, 400, params.key);
    if (hasUnknownParameter(c, knownQuery)) return fail(c, 400, 'validation.query');
    const query = call.query ? parse(call.query, c.req.query(), 'query') : NONE;
    if (!query.ok) return fail(c, 400, query.key);
    let body: { ok: true; value: unknown } | { ok: false; key: string } = { ok: true, value: undefined };
    if (call.body) {
      const raw = await readBody(c, call);
      // An absent body is `{}`; a JSON `null` is a body, and not an object.
      body = raw.ok ? parse(call.body, raw.value === undefined ? {} : raw.value, 'body') : raw;
      if (!body.ok) return fail(c, body.key === 'request.unsupported_media_type' ? 415 : 400, body.key);
    }
    return handler(c, { params: params.value, query: query.value, body: body.value } as CallInput<C>);
  };
}

/** Where a call is registered when its own path cannot be (see the admin catalog's episode reorder). */
export interface MountAt {
  /** The route pattern to register under instead of the call's path. */
  readonly pattern: string;
  /** Whether a request on that pattern is this call's; others go on to the next handler. */
  readonly only: (c: Context<AppEnv>) => boolean;
}

/**
 * The one way a contract call gets a handler on the server: registered on `router` at the call's method and path
 * (or `at` another pattern), behind the call's checks (session, headers, params, query and body), with the
 * validated input typed from the call's schemas.
 */
export function mountCall<C extends CallDefinition>(router: Hono<AppEnv>, call: C, handler: CallHandler<C>, at?: MountAt): void {
  const checked = validated(call, handler);
  if (!at) {
    router.on(call.method, call.path, checked);
    return;
  }
  router.on(call.method, at.pattern, (c, next) => {
    if (!at.only(c)) return next();
    // Its metrics and access log name the call's own path, not the shared pattern.
    c.set('routeLabel', call.path);
    return checked(c, next);
  });
}

import type * as v from 'valibot';
import type { RequestHeaderName } from './headers';

export type HttpMethod = 'GET' | 'POST';
/** OpenAPI tag of a call: the feature it belongs to (docs/architecture.md), the folder of its file in contract/. */
export type CallTag = 'site' | 'browse' | 'film' | 'community' | 'sharing' | 'account' | 'notifications' | 'content' | 'feedback' | 'tracking' | 'admin';
/** `multipart`: multipart/form-data (file uploads). */
export type BodyType = 'json' | 'form' | 'multipart';
/** `required`: answers body code 401 without a valid bearer token; `optional`: personalises when one is sent. */
export type Auth = 'none' | 'optional' | 'required';

/**
 * One call of the API, as the SPA's HTTP adapter, the MSW handlers, the server and the OpenAPI document see it.
 * `path` uses `:name` for path parameters (`/api/films/detail/:id`).
 */
export interface CallDefinition<
  TParams extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TQuery extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TData extends v.GenericSchema = v.GenericSchema,
> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: CallTag;
  readonly auth: Auth;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  readonly bodyType?: BodyType;
  /** Headers this call cannot do without, besides Authorization for `auth: 'required'` (missing: 400 validation.<header>). */
  readonly headers?: readonly RequestHeaderName[];
  /** The schema of `data` inside the success envelope. */
  readonly data: TData;
}

/** Keeps the literal types of a call so that callers get typed params, query, body and data. */
export function defineCall<
  TParams extends v.GenericSchema | undefined = undefined,
  TQuery extends v.GenericSchema | undefined = undefined,
  TBody extends v.GenericSchema | undefined = undefined,
  TData extends v.GenericSchema = v.GenericSchema,
>(call: CallDefinition<TParams, TQuery, TBody, TData>): CallDefinition<TParams, TQuery, TBody, TData> {
  return call;
}

/** Fills `:name` segments of a call's path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The parsed type of an optional schema slot of a call; `undefined` when the call has none. */
type OutputOf<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends v.GenericSchema ? v.InferOutput<NonNullable<S>> : undefined;
/** The wire type of an optional schema slot of a call, what a caller passes; `undefined` when the call has none. */
type InputOf<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends v.GenericSchema ? v.InferInput<NonNullable<S>> : undefined;

/** Path parameters, query and body of a call after parsing (what the server and MSW fakes receive). */
export type CallParams<C extends CallDefinition> = OutputOf<C['params']>;
export type CallQuery<C extends CallDefinition> = OutputOf<C['query']>;
export type CallBody<C extends CallDefinition> = OutputOf<C['body']>;
/** Path parameters, query and body as a caller sends them (numbers or strings for query values). */
export type CallParamsInput<C extends CallDefinition> = InputOf<C['params']>;
export type CallQueryInput<C extends CallDefinition> = InputOf<C['query']>;
export type CallBodyInput<C extends CallDefinition> = InputOf<C['body']>;
/** The `data` of a call's success envelope after parsing. */
export type CallData<C extends CallDefinition> = v.InferOutput<C['data']>;

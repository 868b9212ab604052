import type { ServiceIdentifier } from 'inversify';

/**
 * The part of a schema the client's types need: any Standard Schema (valibot's schemas are) exposes its input and
 * output types here, so this port stays free of valibot while callers still get typed input and data.
 */
export interface SchemaLike<TInput = unknown, TOutput = unknown> {
  readonly '~standard': { readonly types?: { readonly input: TInput; readonly output: TOutput } | undefined };
}

type InputOf<TSchema> = TSchema extends SchemaLike<infer TInput, unknown> ? TInput : never;
type OutputOf<TSchema> = TSchema extends SchemaLike<unknown, infer TOutput> ? TOutput : never;

/** One API call as the client sees it; the contract's `defineCall` results satisfy it structurally. */
export interface ApiCallDefinition {
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly params?: SchemaLike | undefined;
  readonly query?: SchemaLike | undefined;
  readonly body?: SchemaLike | undefined;
  readonly bodyType?: 'json' | 'form' | 'multipart' | undefined;
  /** Whether the answer depends on who asks ('optional', 'required') or is the same for everyone ('none'). */
  readonly auth?: 'none' | 'optional' | 'required' | undefined;
  readonly data: SchemaLike;
}

// Query values travel as strings; callers may hand numbers and the client stringifies them.
type QueryInput<TQuery> = { [K in keyof TQuery]: NonNullable<TQuery[K]> extends string ? TQuery[K] | number : TQuery[K] };
// Optional fields read as `Schema | undefined`; a call without that part has `undefined` alone, i.e. `never` here.
type Present<TSchema> = Exclude<TSchema, undefined>;
type Part<TSchema, TName extends string, TValue> = [Present<TSchema>] extends [never] ? { readonly [K in TName]?: never } : { readonly [K in TName]: TValue };

/** What a caller passes for a call: path params, query and body, each typed by the call's schema. */
export type CallInput<TCall extends ApiCallDefinition> = Part<TCall['params'], 'params', InputOf<Present<TCall['params']>>> &
  Part<TCall['query'], 'query', QueryInput<InputOf<Present<TCall['query']>>>> &
  Part<TCall['body'], 'body', InputOf<Present<TCall['body']>>>;

/** The parsed `data` of a call's success envelope. */
export type CallData<TCall extends ApiCallDefinition> = OutputOf<TCall['data']>;

/** Per-request options. */
export interface CallOptions {
  /** Failures are only logged, never toasted (login, send-code, feedback, share and short-link calls: spec 8). */
  readonly silent?: boolean;
  /** Overrides the 15 s timeout (tests, slow uploads). */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** The sharer this call is about (SrcFingerprint), instead of the one the visitor's cookie names. */
  readonly srcFingerprintId?: string;
}

/**
 * Sends one contract call with the site's headers and returns its parsed `data`. Every failure rejects with an
 * `ApiError` (src/domain/errors) after the error catalogue's side effects (toast, login modal) have happened.
 * Feature gateways in src/infrastructure use it to reach the API and map the data to domain types.
 */
export interface ApiClient {
  call<TCall extends ApiCallDefinition>(call: TCall, input: CallInput<TCall>, options?: CallOptions): Promise<CallData<TCall>>;
}
export const ApiClient = Symbol.for('ApiClient') as ServiceIdentifier<ApiClient>;

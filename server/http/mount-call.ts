import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import type { CallDefinition } from '../../contract/call';
import type { AppEnv } from './app-env';
import { mountCall } from './validated';

type Out<S> = [S] extends [v.GenericSchema] ? v.InferOutput<S> : undefined;

/** The validated input of a call, read from the call's own type arguments (absent parts are undefined). */
export type Input<C> =
  C extends CallDefinition<infer P, infer Q, infer B, v.GenericSchema> ? { params: Out<P>; query: Out<Q>; body: Out<B> } : never;

/**
 * Registers a handler for a contract call through the platform's `mountCall` (auth and validation), typing the
 * input so that a call with a query schema gives a defined `query`.
 */
export function route<C extends CallDefinition<any, any, any, any>>(
  router: Hono<AppEnv>,
  call: C,
  handler: (c: Context<AppEnv>, input: Input<C>) => Response | Promise<Response>,
): void {
  mountCall(router, call, handler as never);
}

import * as v from 'valibot';
import { validationKey } from '../../../contract/validation-key';
import type { ApiCallDefinition } from '../../application/shared/api-client.port';
import type { RequestContext } from '../../application/shared/request-context.port';

/** A call's input checked against its contract schemas, in the form that goes on the wire. */
export interface WireRequest {
  readonly params: Record<string, string | number>;
  readonly query: Record<string, string>;
  readonly body: unknown;
}

/** A refused input names its message key as the server would answer it (`validation.password`). */
type Built = { ok: true; request: WireRequest } | { ok: false; issues: unknown; msgKey: string };

/**
 * Checks params, query and body against the call's schemas. Query values are sent as the caller wrote them
 * (stringified), because query schemas transform wire strings into numbers that the server parses again.
 */
export function wireInput(call: ApiCallDefinition, input: object): Built {
  const raw = input as { params?: unknown; query?: Record<string, unknown>; body?: unknown };
  const query = stringifyQuery(raw.query);
  const parts = [
    ['params', call.params, raw.params ?? {}],
    ['query', call.query, query],
    ['body', call.body, raw.body],
  ] as const;
  const outputs: Record<string, unknown> = {};
  for (const [name, schema, value] of parts) {
    if (schema === undefined) continue;
    const result = v.safeParse(schema as unknown as v.GenericSchema, value);
    if (!result.success) return { ok: false, issues: { [name]: v.flatten(result.issues) }, msgKey: validationKey(result.issues, name) };
    outputs[name] = result.output;
  }
  return {
    ok: true,
    request: {
      params: (outputs.params ?? {}) as Record<string, string | number>,
      query: call.query === undefined ? {} : query,
      body: call.body === undefined ? undefined : outputs.body,
    },
  };
}

function stringifyQuery(query: Record<string, unknown> | undefined): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) wire[key] = String(value);
  }
  return wire;
}

/** The headers every product request carries (spec section 7); empty identities are left out. */
export function requestHeaders(context: RequestContext, host: string): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-language': context.locale, 'X-Domain': host };
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  if (context.fingerprintId) headers.Fingerprint = context.fingerprintId;
  if (context.srcFingerprintId) headers.SrcFingerprint = context.srcFingerprintId;
  return headers;
}

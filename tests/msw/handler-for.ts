import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import type { CallBody, CallDefinition, CallParams, CallQuery } from '../../contract/call';
import { bearerToken } from '../../contract/headers';
import { headerField, validationKey } from '../../contract/validation-key';
import { errorResponse, okEnvelope } from './envelopes';

/** What a fake receives: the call's input parsed by its own schemas, plus the raw request and bearer token. */
export interface CallRequest<C extends CallDefinition> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  token: string | null;
  request: Request;
}

/** A fake answers the call's `data` (wrapped in the success envelope for it) or a whole Response (errors, delays). */
export type CallResolver<C extends CallDefinition> = (
  input: CallRequest<C>,
) => v.InferInput<C['data']> | Response | Promise<v.InferInput<C['data']> | Response>;

export interface HandlerOptions {
  /** Only match this origin (`http://localhost:3000`); by default any origin. */
  origin?: string;
}

const violations: string[] = [];

/** Returns and clears the contract violations of fakes so far (also thrown where they happen). */
export function takeContractViolations(): string[] {
  return violations.splice(0, violations.length);
}

type Parsed = { ok: true; value: unknown } | { ok: false; key: string };

function parse(schema: v.GenericSchema | undefined, input: unknown, fallback: string): Parsed {
  if (!schema) return { ok: true, value: undefined };
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, key: validationKey(result.issues, fallback) };
}

/** Reads the body the way the server does: form data for form and multipart calls, JSON otherwise, `{}` when empty. */
async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    try {
      return { ok: true, value: Object.fromEntries((await request.formData()).entries()) };
    } catch {
      return { ok: false };
    }
  }
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: {} };
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Checks auth, required headers, params, query and body as the server does; the first failure as its key. */
async function checkRequest(call: CallDefinition, request: Request, rawParams: Record<string, unknown>) {
  const token = bearerToken(request.headers.get('Authorization'));
  if (call.auth === 'required' && !token) return { failure: errorResponse('auth.required') };
  const missing = call.headers?.find((name) => !request.headers.get(name)?.trim());
  if (missing) return { failure: errorResponse(`validation.${headerField(missing)}`) };
  const params = parse(call.params, rawParams, 'params');
  if (!params.ok) return { failure: errorResponse(params.key) };
  const query = parse(call.query, Object.fromEntries(new URL(request.url).searchParams), 'query');
  if (!query.ok) return { failure: errorResponse(query.key) };
  let body: Parsed = { ok: true, value: undefined };
  if (call.body) {
    const raw = await readBody(request);
    body = raw.ok ? parse(call.body, raw.value, 'body') : { ok: false, key: 'validation.body' };
    if (!body.ok) return { failure: errorResponse(body.key) };
  }
  return { input: { params: params.value, query: query.value, body: body.value, token, request } };
}

/**
 * An MSW handler for one contract call. Bad requests get the server's 400 envelope (`validation.<field>`) and
 * a missing session on an `auth: 'required'` call gets 401 `auth.required`, so SPA tests see what production
 * sends. A fake whose data breaks the call's data schema throws: a test cannot pass on a shape the server
 * would never send.
 */
export function handlerFor<C extends CallDefinition>(call: C, resolver: CallResolver<C>, options: HandlerOptions = {}): HttpHandler {
  const route = `${options.origin ?? '*'}${call.path}`;
  const method = call.method === 'GET' ? http.get : http.post;
  return method(route, async ({ request, params }) => {
    const checked = await checkRequest(call, request, params);
    if ('failure' in checked) return checked.failure;
    const answer = await resolver(checked.input as CallRequest<C>);
    if (answer instanceof Response) return answer;
    const result = v.safeParse(call.data, answer);
    if (!result.success) {
      const where = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
      const message = `MSW fake of ${call.id} answered data that breaks the contract: ${where}`;
      violations.push(message);
      throw new Error(message);
    }
    return HttpResponse.json(okEnvelope(answer));
  });
}

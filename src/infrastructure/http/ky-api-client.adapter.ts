import { inject, injectable, optional } from 'inversify';
import ky, { TimeoutError } from 'ky';
import * as v from 'valibot';
import { buildPath } from '../../../contract/call';
import { ErrorEnvelope } from '../../../contract/envelope';
import type { ApiCallDefinition, ApiClient, CallData, CallInput, CallOptions } from '../../application/shared/api-client.port';
import { Logger } from '../../application/shared/logger.port';
import { RequestContext } from '../../application/shared/request-context.port';
import { SessionEvents } from '../../application/shared/session-events.port';
import { Toaster } from '../../application/shared/toaster.port';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { ApiError } from '../../domain/errors/api-error';
import { classifyFailure } from '../../domain/errors/failure.classifier';
import type { FailureInput } from '../../domain/errors/failure.types';
import { requestHeaders, wireInput, type WireRequest } from './api-request.builder';
import { yieldToMain } from '../browser/yield-to-main';
import { ApiActivity, ApiActivityToken, HydrationGate, HydrationGateToken } from './api-activity';
import { PagePayloadCache } from './page-payload-cache';
import { PreloadedAnswers, PreloadedAnswersToken } from './preloaded-answers';
import { UnsentWrite } from './unsent-write';

/** Where and how long: the browser uses relative URLs; tests point `origin` at their mock server. */
export interface ApiClientConfig {
  readonly origin: string;
  readonly timeoutMs: number;
  /** The site host sent as X-Domain. */
  readonly host: () => string;
  /** How requests go out: the platform's fetch by default; the server renders through its own application. */
  readonly fetch?: typeof fetch;
  /** Count network reads as activity (a server render waits for them); in the browser only preloaded ones count. */
  readonly tracksNetworkReads?: boolean;
}
export const ApiClientConfig = Symbol.for('ApiClientConfig') as import('inversify').ServiceIdentifier<ApiClientConfig>;

/** A call's body as ky sends it: JSON, a urlencoded form, or multipart form data (files; fetch sets the boundary). */
function encodedBody(call: ApiCallDefinition, body: unknown): { json?: unknown; body?: BodyInit } {
  if (body === undefined) return {};
  if (call.bodyType === 'form') return { body: new URLSearchParams(body as Record<string, string>) };
  if (call.bodyType !== 'multipart') return { json: body };
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, string | Blob>)) form.append(name, value);
  return { body: form };
}

/** The browser's settings: same origin, 15 s, location.host. */
export const browserApiClientConfig: ApiClientConfig = { origin: '', timeoutMs: REQUEST_TIMEOUT_MS, host: () => location.host };

/** Sends contract calls with ky, checks both directions against the contract and applies the error catalogue. */
@injectable()
export class KyApiClient implements ApiClient {
  constructor(
    @inject(RequestContext) private readonly context: RequestContext,
    @inject(SessionEvents) private readonly sessionEvents: SessionEvents,
    @inject(Toaster) private readonly toaster: Toaster,
    @inject(Logger) private readonly logger: Logger,
    @inject(ApiClientConfig) private readonly config: ApiClientConfig,
    @inject(PreloadedAnswersToken) private readonly preloaded: PreloadedAnswers,
    @inject(ApiActivityToken) private readonly activity: ApiActivity = new ApiActivity(),
    @inject(HydrationGateToken) private readonly gate: HydrationGate = HydrationGate.open(),
    @inject(PagePayloadCache) @optional() private readonly payloads?: PagePayloadCache,
  ) {}

  async call<TCall extends ApiCallDefinition>(call: TCall, input: CallInput<TCall>, options: CallOptions = {}): Promise<CallData<TCall>> {
    const wire = wireInput(call, input);
    if (!wire.ok) {
      this.logger.warn(`Invalid input for ${call.id}`, wire.issues);
      // Refused here exactly as the server would refuse it (400 validation.<field>), so forms show it at the field.
      throw this.fail(call, { kind: 'http', status: 400, statusText: '', body: { code: 400, msg: wire.msgKey } }, options);
    }
    const failureOrData = await this.send(call, wire.request, options);
    if ('failure' in failureOrData) throw this.fail(call, failureOrData.failure, options);
    return failureOrData.data as CallData<TCall>;
  }

  private async send(call: ApiCallDefinition, request: WireRequest, options: CallOptions): Promise<{ data: unknown } | { failure: FailureInput }> {
    const path = buildPath(call.path, request.params);
    const preloaded = call.method === 'GET' ? await this.preloadedAnswer(call, path, request.query) : undefined;
    // A "not found" the page was rendered with is kept as well: asked again, it would only arrive after hydration.
    if (preloaded && ('data' in preloaded || (preloaded.failure.kind === 'body' && preloaded.failure.body.code === 404))) return preloaded;
    const exchange = this.exchange(call, path, request, options);
    const answer = await (call.method === 'GET' && this.config.tracksNetworkReads ? this.activity.track(exchange) : exchange);
    // A network answer reaches the stores once the page is hydrated (see HydrationGate).
    await this.gate.opened;
    return answer;
  }

  /**
   * A GET's answer from the landing page's HTML, or from a later page's payload (anonymous: not for a member's calls
   * whose answers depend on who asks); undefined when neither has it. Checked like any answer: one that does not fit
   * the contract is fetched again rather than trusted.
   */
  private async preloadedAnswer(
    call: ApiCallDefinition,
    path: string,
    query: Readonly<Record<string, string>>,
  ): Promise<{ data: unknown } | { failure: FailureInput } | undefined> {
    const inPage = this.preloaded.take(path, query);
    // The HTML's answers are read a task apart each, as network answers would be: read together, the landing
    // screen's answers made one long task.
    if (inPage !== undefined) return this.activity.track(yieldToMain().then(() => this.check(call, 200, '', inPage)));
    const personal = (call.auth ?? 'optional') !== 'none' && this.context.token !== null;
    const inPayload = await this.payloads?.take(path, query, personal);
    // A payload's answers are read as they come, together: the page opened by a tap then renders once with all of
    // them (its player among them) rather than once per answer, a task apart (issue 32).
    return inPayload === undefined ? undefined : this.check(call, 200, '', inPayload);
  }

  private async exchange(
    call: ApiCallDefinition,
    path: string,
    request: WireRequest,
    options: CallOptions,
  ): Promise<{ data: unknown } | { failure: FailureInput }> {
    let response: Response;
    try {
      response = await ky(`${this.config.origin}${path}`, {
        method: call.method,
        searchParams: request.query,
        headers: {
          ...requestHeaders(this.context, this.config.host()),
          ...(options.srcFingerprintId ? { SrcFingerprint: options.srcFingerprintId } : {}),
        },
        ...encodedBody(call, request.body),
        timeout: options.timeoutMs ?? this.config.timeoutMs,
        retry: 0,
        throwHttpErrors: false,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(this.config.fetch ? { fetch: this.config.fetch } : {}),
      });
    } catch (error) {
      if (error instanceof UnsentWrite) return { failure: { kind: 'unsent' } };
      this.logger.warn(`Request ${call.id} failed`, error);
      return { failure: { kind: error instanceof TimeoutError ? 'timeout' : 'network' } };
    }
    return this.read(call, response);
  }

  private async read(call: ApiCallDefinition, response: Response): Promise<{ data: unknown } | { failure: FailureInput }> {
    const body = await readJson(response);
    if (!response.ok) {
      const envelope = v.safeParse(ErrorEnvelope, body);
      return { failure: { kind: 'http', status: response.status, statusText: response.statusText, ...(envelope.success ? { body: envelope.output } : {}) } };
    }
    return this.check(call, response.status, response.statusText, body);
  }

  /** A successful response's body checked against the contract: its data, or why it is refused. */
  private check(call: ApiCallDefinition, status: number, statusText: string, body: unknown): { data: unknown } | { failure: FailureInput } {
    const envelope = v.safeParse(ErrorEnvelope, body);
    if (!envelope.success) return { failure: { kind: 'invalid', status } };
    if (envelope.output.code !== 0) return { failure: { kind: 'body', status, statusText, body: envelope.output } };
    const data = v.safeParse(call.data as unknown as v.GenericSchema, envelope.output.data);
    if (!data.success) {
      this.logger.error(`Response of ${call.id} breaks the contract`, v.flatten(data.issues));
      return { failure: { kind: 'invalid', status } };
    }
    return { data: data.output };
  }

  private fail(call: ApiCallDefinition, failure: FailureInput, options: CallOptions): ApiError {
    const outcome = classifyFailure(failure);
    if (outcome.openLogin) this.sessionEvents.unauthorized();
    // A caller that aborted its own request (the visitor navigated away) needs no message.
    const aborted = options.signal?.aborted === true;
    if (outcome.toast && !options.silent && !aborted) this.toaster.show(outcome.toast);
    // A call deliberately not sent (a write during a server render) did not fail: nothing to report.
    if (outcome.kind !== 'unsent') this.logger.warn(`Call ${call.id} failed: ${outcome.kind} ${outcome.code} ${outcome.msgKey}`);
    return ApiError.from(outcome);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

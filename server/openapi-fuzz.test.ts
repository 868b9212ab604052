import { appendFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAdminCalls } from '../contract/admin/admin-calls';
import { allCalls } from '../contract/all-calls';
import { callFailures } from '../contract/call-failures';
import { schemaFailures } from '../contract/openapi';
import { createApp } from './app';
import type { Components, Schema } from './json-schema-check.test-support';
import { schemaError } from './json-schema-check.test-support';
import { openSession } from './modules/account/session.service';
import { OPERATOR_EMAIL } from './modules/admin/admin.test-support';
import { insertCatalogFixture } from './modules/catalog/catalog.fixture';
import { signedInUser } from './modules/catalog/catalog-test.harness';
import { judgeRequest, operationsOf, requestsFor, type FuzzIdentity, type FuzzRequest, type Operation } from './openapi-arbitraries.test-support';
import { createTestContext, type TestContext } from './test-context';
import { send } from './test-request';

/*
 * Schemathesis' checks, kept in the suite (issue 30): every operation of /api/openapi.json is called with requests
 * drawn from its own description (a quarter valid, the rest often hostile), as an operator, as a member and
 * without a session, in process (no sockets), with a fixed seed so a failure replays. Each answer must be
 *   - no server fault (>= 500) while the database is up (not_a_server_error);
 *   - JSON, at a status the operation documents, and valid against that status's schema, message key included
 *     (content_type_conformance, status_code_conformance, response_schema_conformance);
 *   - for a request the document calls valid, no refusal the document does not state: no 400 validation.<field>
 *     or key of the call's schemas, no 415 (positive_data_acceptance); 401, 403, 404, 409 and 429 and the
 *     handlers' own 400 keys (a wrong code, a foreign link) depend on the data and are stated;
 *   - for a request the document calls invalid, a refusal (negative_data_rejection), a bare token included;
 * and every method a path does not document answers 405 with Allow (unsupported_method). Runs on PGlite and on
 * PostgreSQL (DATABASE_URL) in `npm test`; `npm run bench:fuzz` runs it with FUZZ_RUNS cases per operation and
 * identity and FUZZ_REPORT naming a file for its figures.
 */

const SEED = 20_261_125;
/** Every operation x 3 identities x 10 (99 operations on 2026-11-27: 2,970 requests) in `npm test`; bench:fuzz raises it. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const REPORT = process.env.FUZZ_REPORT;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

let t: TestContext;
let app: ReturnType<typeof createApp>;
let document: { paths: Record<string, Record<string, any>>; components: { schemas: Components } };
const identities: { name: string; id?: string; identity: FuzzIdentity }[] = [];

beforeAll(async () => {
  t = await createTestContext({ adminEmails: [OPERATOR_EMAIL] });
  await insertCatalogFixture(t.ctx);
  app = createApp(t.ctx);
  const visitor = await send(app, 'POST', '/api/users/create', { json: { x_u_key: 'fuzz-device-key' } });
  const visitorId = visitor.body.data.uuid as string;
  const operator = await signedInUser(t.ctx, 'boss');
  const member = await signedInUser(t.ctx, 'fuzz');
  identities.push(
    { name: 'operator', id: operator.id, identity: { token: operator.token, visitorId } },
    { name: 'member', id: member.id, identity: { token: member.token, visitorId } },
    { name: 'anonymous', identity: { visitorId } },
  );
  document = (await send(app, 'GET', '/api/openapi.json')).body;
});
afterAll(() => t.close());

let requestNumber = 0;
/** Sends one request in process, from a new peer address each time so the per-address limits stay out of the way. */
async function sendRaw(request: { method: string; path: string; headers: Record<string, string>; body?: string }) {
  const n = requestNumber++;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const env = { incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: 'IPv4' } } };
  const response = await app.request(request.path, { method: request.method, headers: request.headers, body: request.body }, env);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

type Answer = Awaited<ReturnType<typeof sendRaw>>;
type FailureKind =
  'server_error' | 'content_type' | 'undocumented_status' | 'response_schema' | 'valid_refused' | 'invalid_accepted' | 'bare_token_accepted' | 'method_not_405';

/** What the runs found, for the assertions and bench:fuzz's figures. */
const figures = {
  cases: 0,
  verdicts: { valid: 0, invalid: 0, unclear: 0 },
  statuses: {} as Record<string, number>,
  methodCases: 0,
  seconds: 0,
  failures: {} as Partial<Record<FailureKind, number>>,
};
const examples: string[] = [];

function record(kind: FailureKind, detail: string): void {
  figures.failures[kind] = (figures.failures[kind] ?? 0) + 1;
  if (examples.filter((e) => e.startsWith(`${kind} `)).length < 5) examples.push(`${kind} ${detail}`);
}

const callsById = new Map([...allCalls, ...allAdminCalls].map((call) => [call.id, call]));
/** Refusals a valid request must never get: they are the document's rules, so the document would have said. */
function unstatedRefusal(operation: Operation, status: number, msg: string): boolean {
  if (status === 415) return true;
  if (status !== 400) return false;
  const call = callsById.get(operation.id);
  // What the call's handler refuses of its own is in the document (contract/call-failures.ts), its reason too.
  if (call && (callFailures[call.id as keyof typeof callFailures] as readonly string[]).includes(msg)) return false;
  return msg.startsWith('validation.') || msg === 'request.invalid' || Boolean(call && (schemaFailures(call) as string[]).includes(msg));
}

/** Every check of one answer; the failures found, by kind. */
function judgeAnswer(operation: Operation, request: FuzzRequest, res: Answer, identity: FuzzIdentity): [FailureKind, string][] {
  const found: [FailureKind, string][] = [];
  if (res.status >= 500) return [['server_error', `${res.status} ${res.text.slice(0, 160)}`]];
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) found.push(['content_type', `${res.headers.get('content-type')}`]);
  let body: { msg?: string } | undefined;
  try {
    body = JSON.parse(res.text);
  } catch {
    return [...found, ['response_schema', `not JSON: ${res.text.slice(0, 120)}`]];
  }
  const msg = body?.msg ?? '';
  // No operation answers request.not_found: a drawn path parameter ('', '/', '..') took the request off its route.
  const offRoute = res.status === 404 && msg === 'request.not_found';
  const documented = operation.responses[String(res.status)];
  if (!documented && !offRoute) found.push(['undocumented_status', `${res.status} ${msg}`]);
  const schema = (documented ?? operation.responses.default)?.content?.['application/json']?.schema;
  const error = schema ? schemaError(schema as Schema, body, document.components.schemas) : 'no schema';
  if (error && !offRoute) found.push(['response_schema', `${res.status} ${msg}: ${error}`]);

  const verdict = judgeRequest(operation, request, document.components.schemas);
  figures.verdicts[verdict.kind]++;
  if (verdict.kind === 'valid' && unstatedRefusal(operation, res.status, msg)) found.push(['valid_refused', `${res.status} ${msg}`]);
  if (verdict.kind === 'invalid' && res.status < 400) found.push(['invalid_accepted', `${res.status} (${verdict.why})`]);
  const bare = identity.token !== undefined && request.headers.authorization === identity.token;
  if (bare && callsById.get(operation.id)?.auth === 'required' && res.status < 400) found.push(['bare_token_accepted', `${res.status}`]);
  return found;
}

/** Draws RUNS requests for an operation as one identity and checks each answer. */
async function fuzz(operation: Operation, who: (typeof identities)[number], seed: number): Promise<void> {
  if (process.env.FUZZ_TRACE)
    appendFileSync(process.env.FUZZ_TRACE, `fuzz ${operation.id} ${who.name} ${new Date().toISOString()} ${process.memoryUsage().rss >> 20} MB\n`);
  const requests = fc.sample(requestsFor(operation, document.components.schemas as Record<string, any>, who.identity), { seed, numRuns: RUNS });
  for (let request of requests) {
    // Signing out revokes the token it sends: each sign-out gets a session of its own, the other calls keep theirs.
    if (operation.id === 'logout' && who.id && request.headers.authorization === `Bearer ${who.identity.token}`) {
      request = { ...request, headers: { ...request.headers, authorization: `Bearer ${await openSession(t.ctx, who.id)}` } };
    }
    const res = await sendRaw(request);
    figures.cases++;
    figures.statuses[res.status] = (figures.statuses[res.status] ?? 0) + 1;
    for (const [kind, detail] of judgeAnswer(operation, request, res, who.identity)) {
      record(kind, `${who.name} ${operation.id}: ${JSON.stringify({ ...request, parts: undefined }).slice(0, 400)} -> ${detail}`);
    }
  }
}

describe('the API under requests drawn from its OpenAPI document', () => {
  it('describes every call of the contract', () => {
    expect(operationsOf(document).length).toBe(allCalls.length + allAdminCalls.length);
  });

  it('holds every check of every answer, as an operator, a member and a visitor', async () => {
    const started = performance.now();
    let seed = SEED;
    for (const operation of operationsOf(document)) for (const who of identities) await fuzz(operation, who, seed++);
    // Every kind of request was drawn: the checks judged valid and invalid requests alike.
    expect(figures.cases).toBe(operationsOf(document).length * identities.length * RUNS);
    expect(figures.verdicts.valid).toBeGreaterThan(figures.cases / 10);
    expect(figures.verdicts.invalid).toBeGreaterThan(figures.cases / 10);
    figures.seconds += (performance.now() - started) / 1000;
    if (REPORT) writeFileSync(REPORT, JSON.stringify({ ...figures, runsPerOperation: RUNS, examples }, null, 2));
    expect(examples).toEqual([]);
  }, 900_000);

  it('answers 405 with Allow for every method a documented path does not have', async () => {
    const started = performance.now();
    for (const [path, item] of Object.entries(document.paths)) {
      const declared = Object.keys(item).map((m) => m.toUpperCase());
      const allow = [...declared, ...(declared.includes('GET') ? ['HEAD'] : [])].sort().join(', ');
      const filled = path.replace(/\{[a-z_]+\}/g, '1');
      for (const method of METHODS.filter((m) => !declared.includes(m))) {
        for (const who of identities) {
          const headers: Record<string, string> = who.identity.token ? { authorization: `Bearer ${who.identity.token}` } : {};
          const res = await sendRaw({ method, path: filled, headers });
          figures.methodCases++;
          const body = JSON.parse(res.text) as { code: number; msg: string };
          if (res.status !== 405 || res.headers.get('allow') !== allow || body.msg !== 'request.method_not_allowed') {
            record('method_not_405', `${who.name} ${method} ${filled} -> ${res.status} ${body.msg} Allow: ${res.headers.get('allow')}`);
          }
        }
      }
    }
    figures.seconds += (performance.now() - started) / 1000;
    expect(figures.methodCases).toBeGreaterThan(200);
    if (REPORT) writeFileSync(REPORT, JSON.stringify({ ...figures, runsPerOperation: RUNS, examples }, null, 2));
    expect(examples.filter((e) => e.startsWith('method_not_405'))).toEqual([]);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { insertCatalogFixture } from './modules/catalog/catalog.fixture';
import { signedInUser } from './modules/catalog/catalog-test.harness';
import { openSession } from './modules/account/session.service';
import { operationsOf, requestsFor, type FuzzIdentity, type FuzzRequest, type Operation } from './openapi-arbitraries.test-support';
import { createTestContext, type TestContext } from './test-context';
import { send } from './test-request';

/*
 * Every operation of /api/openapi.json, called with requests generated from its own description: mostly of the
 * documented shape, often hostile. While the database is up, no answer may be a server fault (>= 500), and every
 * failure below that must be one the operation declares (its status and message key). Runs on
 * PGlite and on PostgreSQL (DATABASE_URL), in process (no sockets), with a fixed seed so a failure replays.
 */

const SEED = 20_261_125;
const RUNS_PER_OPERATION = 40;
// 61 operations x 40 = 2,440 requests: 5-17 s on PostgreSQL, 15-38 s on PGlite on the shared 2-core machine.
/** The one 5xx the contract defines for a healthy server: Google sign-in is not configured in tests. */
const CONFIGURATION_ANSWERS = new Set(['auth.google_not_configured']);

let t: TestContext;
let app: ReturnType<typeof createApp>;
let identity: FuzzIdentity;
let memberId: string;
let document: { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, any> } };

beforeAll(async () => {
  t = await createTestContext();
  await insertCatalogFixture(t.ctx);
  app = createApp(t.ctx);
  const { id, token } = await signedInUser(t.ctx, 'fuzz');
  memberId = id;
  const visitor = await send(app, 'POST', '/api/users/create', { json: { x_u_key: 'fuzz-device-key' } });
  identity = { token, visitorId: visitor.body.data.uuid };
  document = (await send(app, 'GET', '/api/openapi.json')).body;
});
afterAll(() => t.close());

let requestNumber = 0;
/** Sends one generated request in process, from a new peer address each time so the per-address limits stay out of the way. */
async function sendRaw(request: FuzzRequest): Promise<{ status: number; text: string }> {
  const n = requestNumber++;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const env = { incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: 'IPv4' } } };
  const response = await app.request(request.path, { method: request.method, headers: request.headers, body: request.body }, env);
  return { status: response.status, text: await response.text() };
}

type MessageSchema = { enum?: string[]; pattern?: string; anyOf?: MessageSchema[] };
const allows = (schema: MessageSchema, msg: string): boolean =>
  Boolean(schema.enum?.includes(msg) || (schema.pattern && new RegExp(schema.pattern).test(msg)) || schema.anyOf?.some((branch) => allows(branch, msg)));

/**
 * A failure below 500 the operation's description does not declare (its status, or its message key under that
 * status), described; null when declared. 404 request.not_found is no operation's answer: a generated path
 * parameter ('', '/', '..') took the request off the operation's route.
 */
function undeclaredFailure(operation: Operation, res: { status: number; text: string }): string | null {
  if (res.status < 400) return null;
  let msg = '';
  try {
    msg = (JSON.parse(res.text) as { msg?: string }).msg ?? '';
  } catch {
    return `${res.status} that is not an envelope: ${res.text.slice(0, 200)}`;
  }
  if (res.status === 404 && msg === 'request.not_found') return null;
  const responses = (document.paths[operation.path]?.[operation.method.toLowerCase()] as { responses: Record<string, any> }).responses;
  const schema = responses[String(res.status)]?.content?.['application/json']?.schema?.allOf?.[1]?.properties?.msg as MessageSchema | undefined;
  return schema && allows(schema, msg) ? null : `undeclared ${res.status} ${msg}`;
}

/** Runs the property for one operation; answers the shrunk failing request and its answer, or null. */
async function fuzz(operation: Operation): Promise<{ request: FuzzRequest; answer: string } | null> {
  let answer = '';
  const details = await fc.check(
    fc.asyncProperty(requestsFor(operation, document.components.schemas, identity), async (request) => {
      // Signing out revokes the token it sends: each sign-out gets a session of its own, the other calls keep theirs.
      if (operation.id === 'logout' && request.headers.authorization === `Bearer ${identity.token}`) {
        request = { ...request, headers: { ...request.headers, authorization: `Bearer ${await openSession(t.ctx, memberId)}` } };
      }
      const res = await sendRaw(request);
      if (res.status < 500) {
        const undeclared = undeclaredFailure(operation, res);
        if (undeclared) answer = undeclared;
        return !undeclared;
      }
      const msg = (JSON.parse(res.text) as { msg?: string }).msg ?? '';
      answer = `${res.status} ${res.text.slice(0, 200)}`;
      return CONFIGURATION_ANSWERS.has(msg);
    }),
    { seed: SEED, numRuns: RUNS_PER_OPERATION },
  );
  return details.failed ? { request: details.counterexample![0], answer } : null;
}

describe('the API under generated requests', () => {
  it('describes every call of the contract, enough for at least 2,000 requests', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThanOrEqual(60);
    expect(operations.length * RUNS_PER_OPERATION).toBeGreaterThanOrEqual(2000);
  });

  it('never answers a server fault while the database is up, nor a failure its operation does not declare', async () => {
    const failures: string[] = [];
    for (const operation of operationsOf(document)) {
      const failure = await fuzz(operation);
      if (failure) failures.push(`${operation.id}: ${JSON.stringify(failure.request)} -> ${failure.answer}`);
    }
    expect(requestNumber).toBeGreaterThanOrEqual(2000);
    expect(failures).toEqual([]);
  }, 240_000);
});

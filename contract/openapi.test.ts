import { describe, expect, it } from 'vitest';
import { allCalls } from './all-calls';
import { allAdminCalls } from './admin/admin-calls';
import { codeOf, ErrorCodes } from './error-codes';
import { buildOpenApiDocument, openApiPath } from './openapi';

type Failure = {
  description: string;
  content: {
    'application/json': { schema: { allOf: [unknown, { properties: { code: { const: number }; msg: { enum?: string[]; anyOf?: { enum?: string[] }[] } } }] } };
  };
};
type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  security?: unknown[];
  responses: Record<string, Failure>;
};
const document = buildOpenApiDocument() as {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
const operations = Object.values(document.paths).flatMap((item) => Object.entries(item).map(([method, operation]) => ({ method, ...operation })));
const operationOf = (id: string) => operations.find((operation) => operation.operationId === id)!;
/** The message keys an operation declares for a status (besides validation.<field>). */
function keysAt(operation: Operation, status: string): string[] {
  const msg = operation.responses[status]?.content['application/json'].schema.allOf[1].properties.msg;
  return msg?.enum ?? msg?.anyOf?.flatMap((branch) => branch.enum ?? []) ?? [];
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and survives a JSON round trip unchanged', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('has every call at its path and method, under its id', () => {
    for (const call of [...allCalls, ...allAdminCalls]) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(operation?.operationId, call.id).toBe(call.id);
    }
    expect(operations).toHaveLength(allCalls.length + allAdminCalls.length);
  });

  it('documents path, query and header parameters, with required ones marked', () => {
    const episode = document.paths['/api/films/episode-detail/{film_id}/{episode_num}']?.get;
    expect(episode?.parameters.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ['film_id', 'path', true],
      ['episode_num', 'path', true],
    ]);
    const search = document.paths['/api/films/search']?.get?.parameters ?? [];
    expect(search.filter((p) => p.required).map((p) => p.name)).toEqual(['keyword']);
    expect(search.map((p) => p.name)).toEqual(['keyword', 'category', 'sort', 'page', 'page_size']);
    const visit = document.paths['/api/films/share-visit']?.post?.parameters ?? [];
    expect(visit.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(['Fingerprint', 'SrcFingerprint']);
  });

  it('describes the short-url body as a form and marks calls needing a session', () => {
    expect(Object.keys(document.paths['/api/short-url']?.post?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(document.paths['/api/users/get_user']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/config']?.get?.security).toEqual([]);
    expect(document.paths['/api/films/detail/{id}']?.get?.security).toEqual([{}, { bearer: [] }]);
    expect(document.paths['/api/admin/me']?.get?.security).toEqual([{ bearer: ['operator'] }]);
    expect(document.components.securitySchemes).toHaveProperty('bearer');
  });

  it('declares the security of every operation, the servers, and a description for every tag', () => {
    for (const operation of operations) expect(Array.isArray(operation.security), operation.operationId).toBe(true);
    expect(document.servers.length).toBeGreaterThan(0);
    for (const tag of document.tags) expect(tag.description, tag.name).toBeTruthy();
  });

  it('declares each failure an operation answers under its status, in the envelope with that code', () => {
    // Read off the definitions: input, a session, the operator guard, the write guards.
    expect(keysAt(operationOf('getUser'), '401')).toEqual(['auth.required']);
    // A call without input still refuses a query parameter (it documents none).
    expect(keysAt(operationOf('getUser'), '400')).toEqual(['validation.query']);
    expect(keysAt(operationOf('createVisitor'), '415')).toEqual(['request.unsupported_media_type']);
    expect(operationOf('logout').responses['415']).toBeUndefined();
    expect(operationOf('search').responses['400']?.description).toBe('Failure: validation.<field>');
    expect(keysAt(operationOf('adminMe'), '401')).toEqual(['auth.required']);
    expect(keysAt(operationOf('adminMe'), '403')).toEqual(['admin.forbidden']);
    expect(keysAt(operationOf('createVisitor'), '429')).toEqual(['request.rate_limited']);
    expect(keysAt(operationOf('createVisitor'), '413')).toEqual(['request.too_large']);
    expect(keysAt(operationOf('uploadCommentImage'), '413')).toEqual(['upload.too_large']);
    expect(operationOf('filmDetail').responses['429']).toBeUndefined();
    // Named by the call's schemas.
    expect(keysAt(operationOf('publishComment'), '400')).toContain('comment.too_long');
    expect(keysAt(operationOf('createFeedback'), '400')).toContain('feedback.empty');
    // Answered by the handlers (contract/call-failures.ts).
    expect(keysAt(operationOf('filmDetail'), '404')).toEqual(['film.not_found']);
    expect(keysAt(operationOf('register'), '409')).toEqual(['auth.email_taken']);
    expect(keysAt(operationOf('play'), '403')).toEqual(['play.locked']);
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^4\d\d$/.test(status)) continue;
        expect(response.content['application/json'].schema.allOf[1].properties.code.const, `${operation.operationId} ${status}`).toBe(Number(status));
        for (const key of keysAt(operation, status)) expect(codeOf(key), `${operation.operationId} ${key}`).toBe(Number(status));
      }
    }
  });

  it('declares a 4xx answer for every operation (so does Redocly operation-4xx-response)', () => {
    const without = operations.filter((operation) => !Object.keys(operation.responses).some((status) => /^4\d\d$/.test(status)));
    expect(without.map((operation) => operation.operationId)).toEqual([]);
  });

  it('resolves every $ref to a component schema', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([A-Za-z]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(50);
    for (const name of new Set(refs)) expect(document.components.schemas, name).toHaveProperty(name as string);
  });

  it('lists every message key the server answers', () => {
    expect(document.components.schemas.ErrorKey).toMatchObject({ enum: Object.keys(ErrorCodes) });
  });
});

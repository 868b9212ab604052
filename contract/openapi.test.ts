import { describe, expect, it } from 'vitest';
import { allCalls } from './all-calls';
import { allAdminCalls } from './admin/admin-calls';
import { ErrorCodes } from './error-codes';
import { buildOpenApiDocument, openApiPath } from './openapi';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  security?: unknown[];
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

  it('resolves every $ref to a component schema', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([A-Za-z]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(50);
    for (const name of new Set(refs)) expect(document.components.schemas, name).toHaveProperty(name as string);
  });

  it('lists every message key the server answers', () => {
    expect(document.components.schemas.ErrorKey).toMatchObject({ enum: Object.keys(ErrorCodes) });
  });
});

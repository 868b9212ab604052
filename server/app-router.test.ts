import { RegExpRouter } from 'hono/router/reg-exp-router';
import type { SmartRouter } from 'hono/router/smart-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogReorder } from '../contract/admin/catalog.calls';
import { createApp } from './app';
import { createTestContext, type TestContext } from './test-context';
import { send } from './test-request';

// Hono's SmartRouter keeps the first router that takes every route; one route shape RegExpRouter refuses (a literal
// segment beside a parameter below a parameter) moves the whole app onto TrieRouter, slower on every request.
let t: TestContext;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
});
afterAll(() => t.close());

describe('the router of the app', () => {
  it('takes every route in a RegExpRouter (the one that refuses is named)', () => {
    const router = new RegExpRouter<number>();
    const refused: string[] = [];
    app.routes.forEach((r, i) => {
      try {
        router.add(r.method, r.path, i);
      } catch (error) {
        refused.push(`${r.method} ${r.path}: ${String(error)}`);
      }
    });
    expect(refused).toEqual([]);
    expect(() => router.match('GET', '/')).not.toThrow();
  });

  it('is RegExpRouter once the first request has chosen it', async () => {
    expect((await send(app, 'GET', '/api/openapi.json')).status).toBe(200);
    expect((app.router as SmartRouter<unknown>).activeRouter.name).toBe('RegExpRouter');
  });

  it('answers the reorder call at its contract path only ("order" under the shared :num)', async () => {
    expect(adminCatalogReorder.path).toBe('/api/admin/catalog/films/:id/episodes/order');
    // Without a session the guard answers first; the path must still be a known route, not the API's 404.
    expect((await send(app, 'POST', '/api/admin/catalog/films/1/episodes/order', { json: { order: [1] } })).status).not.toBe(404);
  });
});

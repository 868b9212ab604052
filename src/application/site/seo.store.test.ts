import { describe, expect, it, vi } from 'vitest';
import type { PageHead } from '../../domain/catalog/page-head.entity';
import type { BrowseGateway } from '../browse/browse-gateway.port';
import { SeoStore } from './seo.store';

const head = (title: string) => ({ title }) as PageHead;

function storeWith(pageHead: (path: string) => Promise<PageHead>) {
  const gateway = { pageHead: vi.fn(pageHead) } as unknown as BrowseGateway & { pageHead: ReturnType<typeof vi.fn> };
  return { store: new SeoStore(gateway), gateway };
}

describe('SeoStore', () => {
  it('asks for the head of each page the visitor goes to, once per path', async () => {
    const { store, gateway } = storeWith(async (path) => head(path));
    await store.follow('/ranking-page.html');
    await store.follow('/ranking-page.html');
    expect(store.head?.title).toBe('/ranking-page.html');
    expect(gateway.pageHead).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for the page the server wrote the head of, and asks for the next page', async () => {
    const { store, gateway } = storeWith(async (path) => head(path));
    store.landedWithHead('/de/');
    await store.follow('/de/');
    expect(gateway.pageHead).not.toHaveBeenCalled();
    expect(store.head).toBeNull();
    await store.follow('/de/ranking-page.html');
    expect(gateway.pageHead).toHaveBeenCalledWith('/de/ranking-page.html');
  });
});

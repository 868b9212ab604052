import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { fakeGateway, film, paged } from './browse-fakes.test-support';
import { CategoryListStore } from './category-list.store';

const romance = { slug: 'romance', name: 'Romance', kind: 'category' as const, description: '', filmCount: 50 };

describe('CategoryListStore', () => {
  it('loads a page once per language and counts the pages', async () => {
    const aggregate = vi.fn(async (_slug: string, page: number) => ({ category: romance, films: paged([film(1)], page, 50, 24) }));
    const store = new CategoryListStore(fakeGateway({ aggregate }));
    store.show('romance', 2, 'en');
    store.show('romance', 2, 'en');
    await when(() => store.page.status === 'ready');
    expect(aggregate).toHaveBeenCalledTimes(1);
    expect(store.totalPages).toBe(3);
    store.show('romance', 2, 'de');
    expect(aggregate).toHaveBeenCalledTimes(2);
  });

  it('tells a page past the end apart from an empty category', async () => {
    const store = new CategoryListStore(fakeGateway({ aggregate: async () => ({ category: romance, films: paged([], 9, 50, 24) }) }));
    store.show('romance', 9, 'en');
    await when(() => store.page.status === 'ready');
    expect(store.pastTheEnd).toBe(true);
  });
});

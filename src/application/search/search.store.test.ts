import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { fakeGateway, film, ManualClock, paged } from '../browse/browse-fakes.test-support';
import { SearchStore, suggestionDelayMs } from './search.store';

function setup() {
  const clock = new ManualClock();
  const suggestions = vi.fn(async (keyword: string) => [{ id: 1, title: `${keyword} result`, posterUrl: '/p.webp' }]);
  const search = vi.fn(async () => paged([film(1), film(2)], 1, 30, 24));
  const dialogue = vi.fn(async (keyword: string) => [
    { filmId: 7, filmTitle: 'Seven', posterUrl: '/p.webp', episodeId: 70, episodeNumber: 2, start: 3.4, line: `${keyword}?` },
  ]);
  const gateway = fakeGateway({ suggestions, search, dialogue, categories: async () => [] });
  return { store: new SearchStore(gateway, clock), clock, suggestions, search, dialogue };
}

describe('SearchStore', () => {
  it('asks for suggestions once typing pauses, not on every key', async () => {
    const { store, clock, suggestions } = setup();
    store.type('l');
    store.type('lo');
    store.type('lov');
    clock.advance(suggestionDelayMs - 1);
    expect(suggestions).not.toHaveBeenCalled();
    clock.advance(1);
    expect(suggestions).toHaveBeenCalledTimes(1);
    expect(suggestions).toHaveBeenCalledWith('lov');
    await when(() => store.suggestions.length === 1);
    expect(store.suggestions[0]?.title).toBe('lov result');
  });

  it('asks nothing for a single character and clears old suggestions', async () => {
    const { store, clock, suggestions } = setup();
    store.type('love');
    clock.advance(suggestionDelayMs);
    await when(() => store.suggestions.length === 1);
    store.type('l');
    clock.advance(suggestionDelayMs);
    expect(store.suggestions).toEqual([]);
    expect(suggestions).toHaveBeenCalledTimes(1);
  });

  it('drops a late suggestion answer once the visitor closed the list', async () => {
    const { store, clock } = setup();
    store.type('love');
    clock.advance(suggestionDelayMs);
    store.closeSuggestions();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.suggestions).toEqual([]);
  });

  it('searches what the URL asks for, once, and counts the pages', async () => {
    const { store, search } = setup();
    const request = { keyword: 'ceo', categorySlug: null, sort: 'relevance' as const, page: 1 };
    store.show(request, 'en');
    store.show(request, 'en');
    await when(() => store.results.status === 'ready');
    expect(search).toHaveBeenCalledTimes(1);
    expect(store.input).toBe('ceo');
    expect(store.totalPages).toBe(2);
  });

  it('asks for the lines spoken once per keyword and language, whatever the page, sort or category', async () => {
    const { store, dialogue } = setup();
    const request = { keyword: 'last night', categorySlug: null, sort: 'relevance' as const, page: 1 };
    store.show(request, 'en');
    await when(() => store.dialogue.status === 'ready');
    expect(store.dialogue.value?.[0]).toMatchObject({ filmId: 7, line: 'last night?' });
    store.show({ ...request, page: 2, sort: 'hot', categorySlug: 'romance' }, 'en');
    expect(dialogue).toHaveBeenCalledTimes(1);
    store.show(request, 'ru');
    store.show({ ...request, keyword: 'promise' }, 'ru');
    expect(dialogue.mock.calls.map(([keyword]) => keyword)).toEqual(['last night', 'last night', 'promise']);
  });

  it('sends no request for an empty keyword', () => {
    const { store, search, dialogue } = setup();
    store.show({ keyword: '', categorySlug: null, sort: 'relevance', page: 1 }, 'en');
    expect(dialogue).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
    expect(store.results.status).toBe('idle');
  });

  it('loads the category filter again in the new language after a language switch, and only then', async () => {
    const categories = vi.fn(async () => []);
    const store = new SearchStore(fakeGateway({ categories }), new ManualClock());
    const request = { keyword: '', categorySlug: null, sort: 'relevance' as const, page: 1 };
    store.show(request, 'en');
    await when(() => store.categories.status === 'ready');
    store.show({ ...request, sort: 'new' as const }, 'en');
    expect(categories).toHaveBeenCalledTimes(1);
    store.show(request, 'de');
    expect(categories).toHaveBeenCalledTimes(2);
  });
});

import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { FilmPhoto } from '../../domain/catalog/film-media.types';
import { fakeFilmGateway, filmDetail } from './film-fakes.test-support';
import { FilmPhotosStore } from './film-photos.store';

const photo = (id: number): FilmPhoto => ({ id, url: `/p/${id}.jpg`, alt: `Still ${id}`, width: 1280, height: 720 });

function setup() {
  const detail = vi.fn(async (id: number) => filmDetail(id));
  const photos = vi.fn(async (_filmId: number, page: number) => ({
    items: [photo(page * 10 + 1), photo(page * 10 + 2), photo(page * 10 + 3)],
    page,
    pageSize: 3,
    total: 7,
  }));
  return { store: new FilmPhotosStore(fakeFilmGateway({ detail, photos })), detail, photos };
}

describe('FilmPhotosStore', () => {
  it('loads a page and knows how many pages there are', async () => {
    const { store } = setup();
    store.load(1, 2, 'en');
    await when(() => store.photos.status === 'ready');
    expect(store.items.map((item) => item.id)).toEqual([21, 22, 23]);
    expect(store.totalPages).toBe(3);
  });

  it('loads the film once per film and language while paging', async () => {
    const { store, detail } = setup();
    store.load(1, 1, 'en');
    store.load(1, 2, 'en');
    store.load(1, 3, 'de');
    await when(() => store.photos.status === 'ready');
    expect(detail).toHaveBeenCalledTimes(2);
  });

  it('opens, moves with wrap-around and closes the viewer', async () => {
    const { store } = setup();
    store.load(1, 1, 'en');
    await when(() => store.photos.status === 'ready');
    store.open(2);
    expect(store.openPhoto?.id).toBe(13);
    store.move(1);
    expect(store.openPhoto?.id).toBe(11);
    store.move(-1);
    expect(store.openPhoto?.id).toBe(13);
    store.close();
    expect(store.openPhoto).toBeNull();
  });

  it('ignores an index outside the page', async () => {
    const { store } = setup();
    store.load(1, 1, 'en');
    await when(() => store.photos.status === 'ready');
    store.open(5);
    expect(store.openIndex).toBeNull();
  });
});

import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { Contributor } from '../../domain/catalog/film-detail.types';
import { ApiError } from '../../domain/errors/api-error';
import { fakeFilmGateway, filmDetail, notFound } from './film-fakes.test-support';
import { FilmSummaryStore } from './film-summary.store';

const people: Contributor[] = [
  { id: 1, name: 'Ana', role: 'director', character: null, avatarUrl: null },
  { id: 2, name: 'Bo', role: 'actor', character: 'The heir', avatarUrl: null },
  { id: 3, name: 'Cy', role: 'writer', character: null, avatarUrl: null },
];

describe('FilmSummaryStore', () => {
  it('splits the credits into crew and cast', async () => {
    const store = new FilmSummaryStore(
      fakeFilmGateway({ detail: async (id) => filmDetail(id), contributors: async () => people, recommendations: async () => [] }),
    );
    store.load(1, 'en');
    await when(() => store.contributors.status === 'ready');
    expect(store.crew.map((person) => person.name)).toEqual(['Ana', 'Cy']);
    expect(store.cast.map((person) => person.name)).toEqual(['Bo']);
  });

  it('loads again only for another film or language, or after a failure', async () => {
    const detail = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 0, 'site-errors:network', 0))
      .mockImplementation(async (id: number) => filmDetail(id));
    const store = new FilmSummaryStore(fakeFilmGateway({ detail, contributors: async () => [], recommendations: async () => [] }));
    store.load(1, 'en');
    await when(() => store.film.status === 'error');
    expect(store.film.errorKey).toBe('site-errors:network');
    store.load(1, 'en');
    await when(() => store.film.status === 'ready');
    store.load(1, 'en');
    store.load(1, 'fr');
    expect(detail).toHaveBeenCalledTimes(3);
  });

  it("loads a film's episode list once, again only for another film or after a failure", async () => {
    const episodes = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 0, 'site-errors:network', 0))
      .mockResolvedValue([]);
    const store = new FilmSummaryStore(fakeFilmGateway({ episodes }));
    store.loadEpisodes(1);
    await when(() => store.episodes.status === 'error');
    store.loadEpisodes(1);
    await when(() => store.episodes.status === 'ready');
    store.loadEpisodes(1);
    expect(episodes).toHaveBeenCalledTimes(2);
    store.loadEpisodes(2);
    expect(episodes).toHaveBeenCalledTimes(3);
  });

  it('marks an unknown film as not found', async () => {
    const store = new FilmSummaryStore(
      fakeFilmGateway({ detail: async () => Promise.reject(notFound()), contributors: async () => [], recommendations: async () => [] }),
    );
    store.load(99, 'en');
    await when(() => store.film.status !== 'loading');
    expect(store.film.status).toBe('not_found');
  });
});

import { configure, when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { EpisodeTranscript } from '../../domain/catalog/film-media.types';
import { fakeFilmGateway, filmDetail, notFound } from './film-fakes.test-support';
import { FilmTranscriptStore } from './film-transcript.store';

configure({ enforceActions: 'always' });

const transcript: EpisodeTranscript = {
  filmId: 1,
  episodeId: 2,
  episodeNumber: 2,
  language: 'hi',
  locked: false,
  lines: [{ start: 0.5, end: 3, text: 'कल रात तुम कहाँ थे?' }],
  totalLines: 1,
};

describe('FilmTranscriptStore', () => {
  it("loads the drama and the episode's lines in the page's language", async () => {
    const read = vi.fn(async () => transcript);
    const store = new FilmTranscriptStore(fakeFilmGateway({ detail: async (id) => filmDetail(id), transcript: read }));
    store.load(1, 2, 'hi');
    await when(() => store.transcript.status === 'ready' && store.film.status === 'ready');
    expect(read).toHaveBeenCalledWith(1, 2, 'hi');
    expect(store.transcript.value).toEqual(transcript);
  });

  it('says not found for a language without a track', async () => {
    const store = new FilmTranscriptStore(fakeFilmGateway({ detail: async (id) => filmDetail(id), transcript: () => Promise.reject(notFound()) }));
    store.load(1, 2, 'sw');
    await when(() => store.transcript.status !== 'loading' && store.transcript.status !== 'idle');
    expect(store.transcript.status).toBe('not_found');
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { EditedDrama } from '../../domain/admin/catalog.types';
import { blankDrama } from '../../domain/admin/drama-form';
import type { EpisodeTracks } from '../../domain/admin/subtitle-tracks.types';
import { ApiError } from '../../domain/errors/api-error';
import type { CatalogGateway } from './catalog-gateway.port';
import { DramaEditorStore } from './drama-editor.store';
import type { SubtitleTracksGateway } from './subtitle-tracks-gateway.port';
import { SubtitleTracksStore } from './subtitle-tracks.store';

const tracks = (langs: ('en' | 'hi')[], version = 0): EpisodeTracks => ({
  filmId: 7,
  episodeNum: 2,
  durationSeconds: 60,
  tracks: langs.map((lang) => ({
    lang,
    url: `/media/ep2.${lang}.v${version}.vtt`,
    versions: version
      ? [
          {
            version,
            url: `/media/ep2.${lang}.v${version}.vtt`,
            cues: 1,
            source: 'upload',
            restoredVersion: null,
            change: null,
            createdBy: 'op@x',
            createdAt: null,
          },
        ]
      : [],
  })),
});
const GOOD = new Blob(['WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n']);
const UNORDERED = new Blob(['WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nB\n\n00:00:01.000 --> 00:00:02.000\nA\n']);

function setUp(overrides: Partial<SubtitleTracksGateway> = {}) {
  const gateway: SubtitleTracksGateway = {
    tracks: vi.fn(async () => tracks(['en'])),
    upload: vi.fn(async () => tracks(['en', 'hi'], 2)),
    rollBack: vi.fn(async () => tracks(['en'], 3)),
    ...overrides,
  };
  const drama: EditedDrama = {
    ...blankDrama(),
    id: 7,
    published: true,
    posterUrl: null,
    episodes: [{ number: 2, durationSeconds: 60, free: false, videoUrl: '/v.mp4', subtitleLangs: ['en'] }],
  };
  const editor = new DramaEditorStore({ drama: async () => drama } as unknown as CatalogGateway);
  editor.open(7);
  return { gateway, editor, store: new SubtitleTracksStore(gateway, editor) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SubtitleTracksStore', () => {
  it('opens an episode, lists every language with its track or none, and closes on a second press', async () => {
    const { store } = setUp();
    store.toggle(7, 2);
    await settle();
    expect(store.languages.filter((l) => l.track).map((l) => l.lang)).toEqual(['en']);
    expect(store.languages).toHaveLength(10);
    store.toggle(7, 2);
    expect([store.episodeNum, store.tracks]).toEqual([null, null]);
  });

  it('names a broken file and its line without sending it', async () => {
    const { store, gateway } = setUp();
    store.toggle(7, 2);
    await settle();
    await store.upload('en', UNORDERED);
    expect(store.refusal).toEqual({ lang: 'en', key: 'site-errors:media.subtitle_order', line: 6 });
    expect(gateway.upload).not.toHaveBeenCalled();
  });

  it('uploads a good file, shows the new tracks and tells the drama editor the episode has a new language', async () => {
    const { store, gateway, editor } = setUp();
    await settle();
    store.toggle(7, 2);
    await settle();
    await store.upload('hi', GOOD);
    expect(gateway.upload).toHaveBeenCalledWith(7, 2, 'hi', GOOD);
    expect([store.done, store.refusal, store.pending]).toEqual(['hi', null, null]);
    expect(editor.stored?.episodes[0]?.subtitleLangs).toEqual(['en', 'hi']);
  });

  it("shows the server's refusal beside the language", async () => {
    const { store } = setUp({ rollBack: vi.fn(async () => Promise.reject(new ApiError('http', 404, 'site-errors:subtitle.version_not_found', 404))) });
    store.toggle(7, 2);
    await settle();
    await store.rollBack('en', 9);
    expect(store.refusal).toEqual({ lang: 'en', key: 'site-errors:subtitle.version_not_found', line: null });
  });
});

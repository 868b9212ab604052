import { describe, expect, it, vi } from 'vitest';
import type { DramaFields, EditedDrama } from '../../domain/admin/catalog.types';
import { blankDrama } from '../../domain/admin/drama-form';
import { ApiError } from '../../domain/errors/api-error';
import type { CatalogGateway } from './catalog-gateway.port';
import { DramaEditorStore } from './drama-editor.store';

const stored = (id: number, fields: DramaFields, patch: Partial<EditedDrama> = {}): EditedDrama => ({
  ...fields,
  id,
  published: false,
  posterUrl: null,
  episodes: [],
  ...patch,
});
const episode = (number: number, videoUrl: string) => ({ number, durationSeconds: 12, free: false, videoUrl, subtitleLangs: ['en' as const] });

function gateway(overrides: Partial<CatalogGateway> = {}): CatalogGateway {
  const refuse = () => Promise.reject(new Error('not expected'));
  return {
    list: refuse,
    choices: async () => ({ groups: [], contributors: [] }),
    drama: refuse,
    create: async (fields) => stored(7, fields),
    update: refuse,
    setPublished: refuse,
    uploadPoster: refuse,
    addEpisode: refuse,
    reorder: refuse,
    setFree: refuse,
    ...overrides,
  };
}

describe('DramaEditorStore', () => {
  it('sends nothing while the form has problems, then creates the drama with the default texts for empty languages', async () => {
    const create = vi.fn(async (fields: DramaFields) => stored(7, fields));
    const store = new DramaEditorStore(gateway({ create }));
    store.open(null);
    expect(await store.save()).toBe(false);
    expect(store.problems.map((p) => p.field)).toEqual(['slug', 'texts.en.title']);
    expect(create).not.toHaveBeenCalled();

    store.setSlug('night-harbor');
    store.setText('en', 'title', 'Night Harbor');
    store.setText('de', 'title', 'Nachthafen');
    expect(await store.save()).toBe(true);
    const sent = create.mock.calls[0]![0];
    expect([sent.texts.fr.title, sent.texts.de.title]).toEqual(['Night Harbor', 'Nachthafen']);
    expect(store.id).toBe(7);
    expect(store.notice).toBe('admin:adminCatalog.done.save');
    // The copy sent for French is shown empty again: it is no translation.
    expect(store.form.texts.fr.title).toBe('');
  });

  it('keeps the form and names the reason when the server refuses', async () => {
    const store = new DramaEditorStore(gateway({ create: () => Promise.reject(new ApiError('api', 409, 'site-errors:catalog.slug_taken', 409)) }));
    store.open(null);
    store.setSlug('taken');
    store.setText('en', 'synopsis', 'Long text the operator typed');
    store.setText('en', 'title', 'Taken');
    expect(await store.save()).toBe(false);
    expect(store.failure).toEqual({ action: 'save', key: 'site-errors:catalog.slug_taken' });
    expect(store.form.texts.en.synopsis).toBe('Long text the operator typed');
    expect(store.id).toBeNull();
    expect(store.pending).toBeNull();
  });

  it('moves an episode by sending the whole new order, one action at a time', async () => {
    const fields = { ...blankDrama(), slug: 'x' };
    let release: (drama: EditedDrama) => void = () => {};
    const reorder = vi.fn(() => new Promise<EditedDrama>((resolve) => (release = resolve)));
    const setFree = vi.fn();
    const store = new DramaEditorStore(
      gateway({ drama: async () => stored(3, fields, { episodes: [episode(1, 'a'), episode(2, 'b'), episode(3, 'c')] }), reorder, setFree }),
    );
    store.open(3);
    await vi.waitFor(() => expect(store.stored?.episodes).toHaveLength(3));
    expect(await store.moveEpisode(1, -1)).toBe(false);
    const moving = store.moveEpisode(3, -1);
    expect(reorder).toHaveBeenCalledWith(3, [1, 3, 2]);
    // Another action while one runs is not sent.
    expect(await store.setFree(1, true)).toBe(false);
    expect(setFree).not.toHaveBeenCalled();
    release(stored(3, fields, { episodes: [episode(1, 'a'), episode(2, 'c'), episode(3, 'b')] }));
    expect(await moving).toBe(true);
    expect(store.stored?.episodes.map((e) => e.videoUrl)).toEqual(['a', 'c', 'b']);
    expect(store.notice).toBe('admin:adminCatalog.done.order');
  });

  it('drops the answer for a drama the operator left', async () => {
    let release: (drama: EditedDrama) => void = () => {};
    const fields = { ...blankDrama(), slug: 'first' };
    const drama = vi.fn((id: number) =>
      id === 1 ? new Promise<EditedDrama>((resolve) => (release = resolve)) : Promise.resolve(stored(2, { ...fields, slug: 'second' })),
    );
    const store = new DramaEditorStore(gateway({ drama }));
    store.open(1);
    store.open(2);
    await vi.waitFor(() => expect(store.stored?.slug).toBe('second'));
    release(stored(1, fields));
    await Promise.resolve();
    expect([store.id, store.form.slug]).toEqual([2, 'second']);
  });
});

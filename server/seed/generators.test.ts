import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from './core/languages';
import { generateCatalog, type DemoCatalog } from './generators/catalog.generator';
import { FILM_GUIDE_TYPE } from './generators/film-guides.generator';

const NOW = new Date('2026-11-21T00:00:00Z');
// Whole English words that never appear in the other nine languages' texts.
const ENGLISH = /\b(the|and|with|she|his|you|your|this|what|from|who|there|they)\b/i;

let catalog: DemoCatalog;
beforeAll(() => {
  catalog = generateCatalog({ now: NOW });
});

/** Every localized text of the catalog as [where, texts] pairs. */
function localizedTexts(c: DemoCatalog): [string, Record<string, string>][] {
  const out: [string, Record<string, string>][] = [];
  const add = (where: string, texts: Record<string, object | string>) => {
    const fields = new Set(Object.values(texts).flatMap((t) => (typeof t === 'string' ? ['.'] : Object.keys(t))));
    for (const field of fields) {
      out.push([
        `${where}.${field}`,
        Object.fromEntries(Object.entries(texts).map(([lang, t]) => [lang, typeof t === 'string' ? t : (t as Record<string, string>)[field]!])),
      ]);
    }
  };
  c.films.forEach((f) => add(`film ${f.id}`, f.texts));
  c.categories.forEach((k) => add(`category ${k.slug}`, k.texts));
  c.episodes
    .filter((e) => e.id % 7 === 0)
    .forEach((e) => {
      add(`episode ${e.id}`, e.texts);
      add(`plot ${e.id}`, e.plotTexts);
    });
  c.photos.forEach((p) => add(`photo ${p.id}`, p.alts));
  c.videos.forEach((v) => add(`video ${v.id}`, v.texts));
  [...c.guides, ...c.blog].forEach((a) => add(`${a.type} ${a.id}`, a.texts));
  return out;
}

describe('demo catalog generators', () => {
  it('are deterministic: the same seed and date give the same catalog', () => {
    const a = generateCatalog({ now: NOW, films: 20, comments: 300, users: 50 });
    const b = generateCatalog({ now: NOW, films: 20, comments: 300, users: 50 });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(generateCatalog({ now: NOW, films: 20, comments: 300, users: 50, seed: 2 }).films)).not.toBe(JSON.stringify(a.films));
  });

  it('meet the product minimums', () => {
    expect(catalog.films.length).toBeGreaterThanOrEqual(200);
    expect(catalog.categories.filter((k) => k.kind === 'category' && k.filmIds.length > 0).length).toBeGreaterThanOrEqual(12);
    expect(catalog.categories.filter((k) => k.kind === 'topic' && k.filmIds.length >= 10).length).toBeGreaterThanOrEqual(4);
    expect(catalog.categories.filter((k) => k.kind === 'ranking' && k.filmIds.length >= 10).length).toBeGreaterThanOrEqual(3);
    expect(catalog.blog.length).toBeGreaterThanOrEqual(30);
    const standalone = catalog.guides.filter((g) => g.filmId === null);
    expect(standalone.length).toBeGreaterThanOrEqual(20);
    expect(new Set(standalone.map((g) => g.type)).size).toBeGreaterThanOrEqual(4);
    expect(catalog.comments.length).toBeGreaterThanOrEqual(20_000);
    expect(catalog.comments.filter((c) => c.parentId !== null).length).toBeGreaterThan(5_000);
    expect(catalog.likes.length).toBeGreaterThan(20_000);
    expect(catalog.commentImages.length).toBeGreaterThan(500);
    expect(catalog.engagement.ratings.every((r) => r.score >= 1 && r.score <= 5)).toBe(true);
    expect(new Set(catalog.comments.map((c) => c.lang))).toEqual(new Set(LANGS));
  });

  it('give every film 30 to 100 episodes with plots, photos, videos and guides', () => {
    const count = (rows: readonly { filmId: number | null }[]) => {
      const m = new Map<number | null, number>();
      rows.forEach((r) => m.set(r.filmId, (m.get(r.filmId) ?? 0) + 1));
      return m;
    };
    const episodes = count(catalog.episodes);
    const photos = count(catalog.photos);
    const videos = count(catalog.videos);
    const guides = count(catalog.guides.filter((g) => g.type === FILM_GUIDE_TYPE));
    for (const film of catalog.films) {
      expect(film.episodeCount).toBeGreaterThanOrEqual(30);
      expect(film.episodeCount).toBeLessThanOrEqual(100);
      expect(episodes.get(film.id)).toBe(film.episodeCount);
      expect(photos.get(film.id)).toBeGreaterThanOrEqual(6);
      expect(videos.get(film.id)).toBe(3);
      expect(guides.get(film.id)).toBe(3);
    }
  });

  it('write every text in all ten languages, none left in English outside English', () => {
    // Problems are collected and compared once: hundreds of thousands of expect() calls would take minutes.
    const problems: string[] = [];
    for (const [where, texts] of localizedTexts(catalog)) {
      for (const lang of LANGS) {
        const text = texts[lang];
        if (!text?.trim()) problems.push(`${where} ${lang}: empty`);
        else if (/undefined|\{\w+|\}/.test(text)) problems.push(`${where} ${lang}: unfilled slot in "${text}"`);
        else if (lang !== 'en' && ENGLISH.test(text)) problems.push(`${where} ${lang}: English words in "${text}"`);
        // Long texts (sentences) must be translated, not copied; short labels like "Thriller" may coincide.
        else if (lang !== 'en' && texts.en!.length > 40 && text === texts.en) problems.push(`${where} ${lang}: same as English`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('write Russian in Cyrillic and Hindi in Devanagari, names included', () => {
    for (const film of catalog.films) {
      expect(film.texts.ru.synopsis).not.toMatch(/[A-Za-z]/);
      expect(film.texts.hi.synopsis).not.toMatch(/[A-Za-z]/);
      expect(film.texts.hi.title).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('write comments in their own language: Cyrillic for ru, Devanagari for hi, no unfilled slots', () => {
    const wrong = catalog.comments.filter(
      (c) =>
        /undefined|\{\w+/.test(c.content) ||
        (c.lang === 'ru' && /[A-Za-z]/.test(c.content)) ||
        (c.lang === 'hi' && !/[\u0900-\u097F]/.test(c.content)) ||
        (c.lang !== 'en' && ENGLISH.test(c.content)),
    );
    expect(wrong.slice(0, 5).map((c) => `${c.lang}: ${c.content}`)).toEqual([]);
  });

  it('keep the stored counters equal to the rows they count', () => {
    const replies = new Map<number, number>();
    const likes = new Map<number, number>();
    catalog.comments.forEach((c) => c.rootId && replies.set(c.rootId, (replies.get(c.rootId) ?? 0) + 1));
    catalog.likes.forEach((l) => likes.set(l.commentId, (likes.get(l.commentId) ?? 0) + 1));
    const wrong = catalog.comments.filter((c) => c.replyCount !== (replies.get(c.id) ?? 0) || c.likeCount !== (likes.get(c.id) ?? 0));
    expect(wrong.map((c) => c.id)).toEqual([]);
    const sum = new Map<number, number>();
    catalog.engagement.ratings.forEach((r) => sum.set(r.filmId, (sum.get(r.filmId) ?? 0) + r.score));
    for (const film of catalog.films) expect(film.ratingSum).toBe(sum.get(film.id) ?? 0);
  });
});

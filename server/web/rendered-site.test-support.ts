import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app';
import type { ServerConfig } from '../config';
import { categories, categoryTranslations, episodes, filmCategories, films, filmTranslations } from '../db/schema/catalog';
import { createTestContext, type TestContext } from '../test-context';
import { sourceRenderer } from './source-renderer.test-support';

export interface RenderedSite {
  readonly t: TestContext;
  readonly app: ReturnType<typeof createApp>;
  readonly filmId: number;
  /** The film's one episode, free. */
  readonly videoId: number;
}

/** A dist holding only the source index.html (the shell the server renders pages into). */
export function sourceShellDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'rendered-site-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8'));
  return dist;
}

/**
 * The server rendering the SPA from its sources, on a catalog of one drama ("Love & Lies", romance) with one free
 * episode: what the server tests of rendered pages (their head, scripts and banner) start from.
 */
export async function renderedSiteWithOneDrama(distDir: string = sourceShellDist(), config: Partial<ServerConfig> = {}): Promise<RenderedSite> {
  const t = await createTestContext({ publicOrigin: 'https://drama.example', ...config });
  const app = createApp(t.ctx, { distDir, renderer: await sourceRenderer() });
  const [cat] = await t.ctx.db.insert(categories).values({ slug: 'romance', kind: 'category' }).returning();
  await t.ctx.db.insert(categoryTranslations).values({ categoryId: cat!.id, lang: 'en', name: 'Romance' });
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.svg', episodeCount: 1, featured: 1 }).returning();
  await t.ctx.db.insert(filmCategories).values({ filmId: film!.id, categoryId: cat!.id });
  await t.ctx.db.insert(filmTranslations).values({ filmId: film!.id, lang: 'en', title: 'Love & Lies', synopsis: 'A secret marriage.' });
  const [episode] = await t.ctx.db
    .insert(episodes)
    .values({ filmId: film!.id, episodeNum: 1, durationSeconds: 60, videoPath: 'clips/1.mp4', posterPath: 'posters/1.svg' })
    .returning();
  return { t, app, filmId: film!.id, videoId: episode!.id };
}

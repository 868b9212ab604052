import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerContext } from '../../../context';
import { isLanguage } from '../../../../src/domain/routing/language';
import { filmDetail } from '../../catalog/film-detail.service';
import { SITE_NAME } from '../../catalog/page-seo.service';
import { SEO_TEXTS } from '../../catalog/seo-texts';
import { ogVersion } from './og-image.path';
import { ogCardSvg, renderOgPng } from './og-image.renderer';

const MEMORY_ENTRIES = 200;

/**
 * Title cards of dramas as PNG, rendered once per drama, language and title: kept in memory (the most recent
 * MEMORY_ENTRIES) and on disk under DATA_DIR/og-images, so a restart does not render them again.
 */
export class OgImages {
  private readonly memory = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly ctx: ServerContext,
    private readonly dir: string = join(ctx.config.dataDir, 'og-images'),
  ) {}

  /** The PNG of a drama's card, or undefined when the drama or the language does not exist. */
  async film(filmId: number, lang: string): Promise<Buffer | undefined> {
    if (!isLanguage(lang)) return undefined;
    const detail = await filmDetail(this.ctx, filmId, lang);
    if (!detail) return undefined;
    const key = `film-${filmId}-${lang}-${ogVersion(detail.title)}`;
    const cached = this.memory.get(key);
    if (cached) return this.remember(key, cached);
    let run = this.rendering.get(key);
    if (!run) {
      run = this.load(key, () => ogCardSvg({ title: detail.title, siteName: SITE_NAME, tagline: SEO_TEXTS[lang].homeTitle, lang })).finally(() => this.rendering.delete(key));
      this.rendering.set(key, run);
    }
    return this.remember(key, await run);
  }

  private async load(key: string, svg: () => string): Promise<Buffer> {
    const file = join(this.dir, `${key}.png`);
    try {
      return await readFile(file);
    } catch {
      // Not rendered yet.
    }
    const png = renderOgPng(svg());
    try {
      await mkdir(this.dir, { recursive: true });
      // Written aside then renamed, so a reader in another process never sees half a file.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, png);
      await rename(partial, file);
    } catch (error) {
      this.ctx.logger.warn('og image not cached on disk', { file, error: String(error) });
    }
    return png;
  }

  private remember(key: string, png: Buffer): Buffer {
    this.memory.delete(key);
    this.memory.set(key, png);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value!);
    return png;
  }
}

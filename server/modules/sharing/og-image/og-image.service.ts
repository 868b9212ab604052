import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerContext } from '../../../context';
import { isLanguage } from '../../../../src/domain/routing/language';
import { filmDetail } from '../../film/film-detail.service';
import { SITE_NAME } from '../../site/page-seo.service';
import { SEO_TEXTS } from '../../site/seo-texts';
import { ogVersion } from './og-image.path';
import { ogCardSvg, renderOgPng } from './og-image.renderer';

const MEMORY_ENTRIES = 200;
/** Cards drawn at the same time; the others wait their turn, so a burst of new cards cannot hog the machine. */
const RENDERS_AT_ONCE = 2;

/**
 * Title cards of dramas as PNG, rendered once per drama, language and title: kept in memory (the most recent
 * MEMORY_ENTRIES) and on disk under DATA_DIR/og-images, so a restart does not render them again. Parallel requests
 * for one card share its rendering, and at most RENDERS_AT_ONCE cards are drawn at a time.
 */
export class OgImages {
  private readonly memory = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private readonly slots: RenderSlots;

  constructor(
    private readonly ctx: ServerContext,
    private readonly dir: string = join(ctx.config.dataDir, 'og-images'),
    private readonly render: (svg: string) => Promise<Buffer> = renderOgPng,
    rendersAtOnce = RENDERS_AT_ONCE,
  ) {
    this.slots = new RenderSlots(rendersAtOnce);
  }

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
      run = this.load(key, () => ogCardSvg({ title: detail.title, siteName: SITE_NAME, tagline: SEO_TEXTS[lang].homeTitle, lang })).finally(() =>
        this.rendering.delete(key),
      );
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
    const png = await this.slots.run(() => this.render(svg()));
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

/** A counting semaphore: at most `size` tasks run at once, the rest start in arrival order. */
class RenderSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

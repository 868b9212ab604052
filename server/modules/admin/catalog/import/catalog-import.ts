import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LANGUAGES, type Lang } from '../../../../../contract/common.schemas';
import type { Database } from '../../../../db/database';
import { categories, categoryTranslations, contributors } from '../../../../db/schema/catalog';
import { changedFields, canonical, type DramaRecord } from '../drama-record';
import { filmIdOfSlug, readDramaRecord, upsertCategory, upsertContributor, writeDrama } from '../drama-store';
import type { MediaStore } from '../../../../media-store/media-store.port';
import { catalogMediaUrl, MediaBatch } from '../media-files';
import { syncFilmDialogue } from '../../../search/dialogue.index';
import { checkDramaMedia, type DramaMedia } from './folder-media';
import { CatalogImportError, fieldPath } from './import-error';
import { CatalogManifest, type ManifestCategory, type ManifestDrama } from './manifest.schema';

export const MANIFEST_FILE = 'catalog.json';

export type ChangeAction = 'create' | 'update' | 'unchanged';
export interface Change {
  readonly kind: 'category' | 'topic' | 'contributor' | 'drama';
  readonly key: string;
  readonly action: ChangeAction;
  readonly fields: string[];
}

export interface ImportReport {
  readonly changes: Change[];
  /** Media files written (0 in a dry run, and for files already in place). */
  readonly filesWritten: number;
  readonly dryRun: boolean;
}

export interface ImportOptions {
  readonly folder: string;
  /** Where the media files go (the server's media store; keys under `catalog/`). */
  readonly media: MediaStore;
  readonly dryRun?: boolean;
  /** Called as work advances: `done` of `total` steps (one per drama checked and one per drama written). */
  readonly progress?: (done: number, total: number, label: string) => void;
}

async function readManifest(folder: string): Promise<CatalogManifest> {
  let raw: string;
  try {
    raw = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new CatalogImportError(MANIFEST_FILE, '(file)', `not found in ${folder}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new CatalogImportError(MANIFEST_FILE, '(json)', (error as Error).message);
  }
  const parsed = v.safeParse(CatalogManifest, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new CatalogImportError(MANIFEST_FILE, fieldPath(issue.path), issue.message);
  }
  return parsed.output;
}

function duplicate<T>(items: readonly T[], key: (item: T) => string | number): number {
  const seen = new Set<string | number>();
  return items.findIndex((item) => (seen.has(key(item)) ? true : (seen.add(key(item)), false)));
}

/** Rules a schema cannot say: unique slugs and numbers, references that exist in the manifest or the catalog. */
async function checkReferences(db: Database, manifest: CatalogManifest): Promise<void> {
  const fail = (field: string, problem: string) => {
    throw new CatalogImportError(MANIFEST_FILE, field, problem);
  };
  const dupCategory = duplicate(manifest.categories, (c) => c.slug);
  if (dupCategory >= 0) fail(`categories[${dupCategory}].slug`, 'appears twice');
  const dupPerson = duplicate(manifest.contributors, (c) => c.id);
  if (dupPerson >= 0) fail(`contributors[${dupPerson}].id`, 'appears twice');
  const dupDrama = duplicate(manifest.dramas, (d) => d.slug);
  if (dupDrama >= 0) fail(`dramas[${dupDrama}].slug`, 'appears twice');

  const slugs = [...new Set(manifest.dramas.flatMap((d) => [...d.categories, ...d.topics]))];
  const stored = slugs.length ? await db.select({ slug: categories.slug, kind: categories.kind }).from(categories).where(inArray(categories.slug, slugs)) : [];
  const known = new Set([...manifest.categories.map((c) => `${c.kind}:${c.slug}`), ...stored.map((c) => `${c.kind}:${c.slug}`)]);
  const people = [...new Set(manifest.dramas.flatMap((d) => d.contributors.map((c) => c.id)))];
  const storedPeople = people.length ? await db.select({ id: contributors.externalId }).from(contributors).where(inArray(contributors.externalId, people)) : [];
  const knownPeople = new Set([...manifest.contributors.map((c) => c.id), ...storedPeople.map((p) => p.id)]);

  manifest.dramas.forEach((drama, d) => {
    const dupEpisode = duplicate(drama.episodes, (e) => e.number);
    if (dupEpisode >= 0) fail(`dramas[${d}].episodes[${dupEpisode}].number`, 'appears twice in this drama');
    drama.categories.forEach(
      (slug, i) => known.has(`category:${slug}`) || fail(`dramas[${d}].categories[${i}]`, `no category "${slug}" in the manifest or the catalog`),
    );
    drama.topics.forEach((slug, i) => known.has(`topic:${slug}`) || fail(`dramas[${d}].topics[${i}]`, `no topic "${slug}" in the manifest or the catalog`));
    drama.contributors.forEach(
      (c, i) => knownPeople.has(c.id) || fail(`dramas[${d}].contributors[${i}].id`, `no contributor "${c.id}" in the manifest or the catalog`),
    );
  });
}

function dramaRecord(drama: ManifestDrama, media: DramaMedia): DramaRecord {
  return {
    slug: drama.slug,
    published: drama.published,
    originalLang: drama.original_lang,
    releaseYear: drama.release_year ?? null,
    posterPath: catalogMediaUrl(media.poster.relative),
    texts: Object.fromEntries(
      LANGUAGES.map((lang) => {
        const t = drama.texts[lang];
        return [lang, { title: t.title, synopsis: t.synopsis, tagline: t.tagline, seoTitle: t.seo_title, seoDescription: t.seo_description }];
      }),
    ) as DramaRecord['texts'],
    categories: drama.categories,
    topics: drama.topics,
    contributors: drama.contributors.map((c) => ({ id: c.id, role: c.role, character: c.character ?? null })),
    episodes: [...drama.episodes]
      .sort((a, b) => a.number - b.number)
      .map((e) => {
        const files = media.episodes[drama.episodes.indexOf(e)]!;
        return {
          number: e.number,
          durationSeconds: e.duration_seconds,
          free: e.free,
          videoPath: catalogMediaUrl(files.video.relative),
          subtitleLangs: files.subtitles.map((s) => s.lang),
          titles: Object.fromEntries(Object.entries(e.titles).filter(([, title]) => title !== undefined)) as Partial<Record<Lang, string>>,
        };
      }),
  };
}

async function categoryChange(db: Database, group: ManifestCategory): Promise<Change> {
  const [row] = await db.select({ id: categories.id, kind: categories.kind }).from(categories).where(eq(categories.slug, group.slug));
  const base = { kind: group.kind, key: group.slug } as const;
  if (!row) return { ...base, action: 'create', fields: [] };
  const names = await db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, row.id));
  const stored = {
    kind: row.kind,
    names: Object.fromEntries(names.map((n) => [n.lang, n.name])),
    descriptions: Object.fromEntries(names.map((n) => [n.lang, n.description])),
  };
  const wanted = { kind: group.kind, names: group.names, descriptions: Object.fromEntries(LANGUAGES.map((l) => [l, group.descriptions?.[l] ?? ''])) };
  const fields = changedFields(stored, wanted);
  return { ...base, action: fields.length ? 'update' : 'unchanged', fields };
}

async function contributorChange(db: Database, person: { id: string; name: string }): Promise<Change> {
  const [row] = await db.select({ name: contributors.name }).from(contributors).where(eq(contributors.externalId, person.id));
  if (!row) return { kind: 'contributor', key: person.id, action: 'create', fields: [] };
  return { kind: 'contributor', key: person.id, action: row.name === person.name ? 'unchanged' : 'update', fields: row.name === person.name ? [] : ['name'] };
}

/**
 * Loads a catalog folder (README, "Catalog import"): checks the manifest and every file first, then writes every
 * change in one transaction, after the new media files are in place (and removes them again if the transaction
 * fails), so a failed import leaves the catalog as it was. What is already stored as given is left alone, so a
 * second import of the same folder changes nothing. A dry run stops after the comparison.
 */
export async function importCatalog(db: Database, options: ImportOptions): Promise<ImportReport> {
  const manifest = await readManifest(options.folder);
  await checkReferences(db, manifest);
  const total = manifest.dramas.length * (options.dryRun ? 1 : 2);
  let done = 0;
  const step = (label: string) => options.progress?.(++done, total, label);

  const changes: Change[] = [];
  for (const group of manifest.categories) changes.push(await categoryChange(db, group));
  for (const person of manifest.contributors) changes.push(await contributorChange(db, person));

  const dramas: { record: DramaRecord; media: DramaMedia; filmId: number | undefined; change: Change }[] = [];
  for (const [index, drama] of manifest.dramas.entries()) {
    const media = await checkDramaMedia(options.folder, drama, `dramas[${index}]`);
    const record = dramaRecord(drama, media);
    const filmId = await filmIdOfSlug(db, drama.slug);
    const stored = filmId === undefined ? undefined : await readDramaRecord(db, filmId);
    const fields = stored ? changedFields(stored, record) : [];
    const action: ChangeAction = !stored ? 'create' : canonical(stored) === canonical(record) ? 'unchanged' : 'update';
    const change: Change = { kind: 'drama', key: drama.slug, action, fields };
    changes.push(change);
    dramas.push({ record, media, filmId, change });
    step(`checked ${drama.slug}`);
  }
  if (options.dryRun) return { changes, filesWritten: 0, dryRun: true };

  const batch = new MediaBatch(options.media);
  for (const { media, change } of dramas) {
    if (change.action === 'unchanged') continue;
    await batch.stage(media.poster.relative, media.poster.bytes);
    for (const episode of media.episodes) {
      await batch.stage(episode.video.relative, episode.video.rewritten ?? { copyOf: episode.video.source });
      for (const s of episode.subtitles) await batch.stage(s.file.relative, { copyOf: s.file.source });
    }
  }
  const filesWritten = batch.count;
  await batch.place();
  try {
    await db.transaction(async (tx) => {
      for (const group of manifest.categories) {
        if (changes.find((c) => c.kind === group.kind && c.key === group.slug)?.action === 'unchanged') continue;
        await upsertCategory(tx, { slug: group.slug, kind: group.kind, names: group.names, descriptions: group.descriptions ?? {} });
      }
      for (const person of manifest.contributors) {
        if (changes.find((c) => c.kind === 'contributor' && c.key === person.id)?.action === 'unchanged') continue;
        await upsertContributor(tx, person);
      }
      for (const { record, filmId, change } of dramas) {
        if (change.action !== 'unchanged') {
          // The tracks that came with the drama (new files, named by content) are searched from this transaction on.
          await syncFilmDialogue(tx, options.media, await writeDrama(tx, filmId, record));
        }
        step(`${change.action === 'unchanged' ? 'kept' : 'wrote'} ${record.slug}`);
      }
      // Publishing changes which titles search finds even when no title changed.
      if (dramas.some((d) => d.change.fields.includes('published'))) await tx.execute(sql`select nextval('film_titles_version')`);
    });
  } catch (error) {
    await batch.undoPlaced();
    throw error;
  }
  return { changes, filesWritten, dryRun: false };
}

import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { LANGUAGES, type Lang } from '../../../../contract/common.schemas';
import type { Database } from '../../../db/database';
import {
  categories,
  categoryTranslations,
  contributors,
  episodes,
  episodeTranslations,
  filmCategories,
  filmContributors,
  films,
  filmTranslations,
  subtitleVersions,
} from '../../../db/schema/catalog';
import type { ContributorRole, DramaRecord, DramaTextsRecord, EpisodeRecord } from './drama-record';

/** The stored drama with this id in the record shape, or undefined. */
export async function readDramaRecord(db: Database, filmId: number): Promise<DramaRecord | undefined> {
  const [film] = await db.select().from(films).where(eq(films.id, filmId));
  if (!film) return undefined;
  const [texts, groups, people, eps] = await Promise.all([
    db.select().from(filmTranslations).where(eq(filmTranslations.filmId, filmId)),
    db
      .select({ slug: categories.slug, kind: categories.kind })
      .from(filmCategories)
      .innerJoin(categories, eq(categories.id, filmCategories.categoryId))
      .where(eq(filmCategories.filmId, filmId))
      .orderBy(asc(filmCategories.position), asc(categories.slug)),
    db
      .select({ id: contributors.externalId, contributorId: contributors.id, role: filmContributors.role, character: filmContributors.characterName })
      .from(filmContributors)
      .innerJoin(contributors, eq(contributors.id, filmContributors.contributorId))
      .where(eq(filmContributors.filmId, filmId))
      .orderBy(asc(filmContributors.position)),
    db.select().from(episodes).where(eq(episodes.filmId, filmId)).orderBy(asc(episodes.episodeNum)),
  ]);
  const titles = eps.length
    ? await db
        .select()
        .from(episodeTranslations)
        .where(
          inArray(
            episodeTranslations.episodeId,
            eps.map((e) => e.id),
          ),
        )
    : [];
  const textsByLang = new Map(texts.map((t) => [t.lang, t]));
  return {
    slug: film.slug ?? `film-${film.id}`,
    published: film.published,
    originalLang: film.originalLang as Lang,
    releaseYear: film.releaseYear,
    posterPath: film.posterPath,
    texts: Object.fromEntries(
      LANGUAGES.map((lang) => {
        const t = textsByLang.get(lang);
        const record: DramaTextsRecord = {
          title: t?.title ?? '',
          synopsis: t?.synopsis ?? '',
          tagline: t?.tagline ?? '',
          seoTitle: t?.seoTitle ?? '',
          seoDescription: t?.seoDescription ?? '',
        };
        return [lang, record];
      }),
    ) as Record<Lang, DramaTextsRecord>,
    categories: groups.filter((g) => g.kind === 'category').map((g) => g.slug),
    topics: groups.filter((g) => g.kind === 'topic').map((g) => g.slug),
    contributors: people.map((p) => ({ id: p.id ?? `contributor-${p.contributorId}`, role: p.role, character: p.character })),
    episodes: eps.map((e) => ({
      number: e.episodeNum,
      durationSeconds: e.durationSeconds,
      free: e.free,
      videoPath: e.videoPath,
      subtitleLangs: [...e.subtitleLangs].sort() as Lang[],
      titles: Object.fromEntries(titles.filter((t) => t.episodeId === e.id).map((t) => [t.lang, t.title])),
    })),
  };
}

/** Film id of a slug, or undefined. */
export async function filmIdOfSlug(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: films.id }).from(films).where(eq(films.slug, slug));
  return row?.id;
}

/** Creates or updates a category or topic by slug with its names in every language; answers its id. */
export async function upsertCategory(
  tx: Database,
  group: { slug: string; kind: 'category' | 'topic'; names: Record<Lang, string>; descriptions: Partial<Record<Lang, string>> },
): Promise<number> {
  const [row] = await tx
    .insert(categories)
    .values({ slug: group.slug, kind: group.kind })
    .onConflictDoUpdate({ target: categories.slug, set: { kind: group.kind } })
    .returning({ id: categories.id });
  const rows = LANGUAGES.map((lang) => ({ categoryId: row!.id, lang, name: group.names[lang], description: group.descriptions[lang] ?? '' }));
  await tx
    .insert(categoryTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [categoryTranslations.categoryId, categoryTranslations.lang],
      set: { name: sql`excluded.name`, description: sql`excluded.description` },
    });
  return row!.id;
}

/** Creates or renames a contributor by stable id; answers the row id. */
export async function upsertContributor(tx: Database, person: { id: string; name: string }): Promise<number> {
  const [row] = await tx
    .insert(contributors)
    .values({ externalId: person.id, name: person.name })
    .onConflictDoUpdate({ target: contributors.externalId, set: { name: person.name } })
    .returning({ id: contributors.id });
  return row!.id;
}

/** Row ids of category slugs and contributor ids; a missing one is reported by its name. */
export async function resolveReferences(tx: Database, record: Pick<DramaRecord, 'categories' | 'topics' | 'contributors'>) {
  const slugs = [...record.categories, ...record.topics];
  const groupRows = slugs.length
    ? await tx.select({ id: categories.id, slug: categories.slug, kind: categories.kind }).from(categories).where(inArray(categories.slug, slugs))
    : [];
  const people = record.contributors.map((c) => c.id);
  const personRows = people.length
    ? await tx.select({ id: contributors.id, externalId: contributors.externalId }).from(contributors).where(inArray(contributors.externalId, people))
    : [];
  const groupIds = new Map(groupRows.map((g) => [`${g.kind}:${g.slug}`, g.id]));
  const personIds = new Map(personRows.map((p) => [p.externalId!, p.id]));
  // People of the demo seed have no stable id; the record names them `contributor-<row id>` (readDramaRecord).
  for (const p of people) {
    const rowId = /^contributor-(\d+)$/.exec(p)?.[1];
    if (!personIds.has(p) && rowId) {
      const [row] = await tx
        .select({ id: contributors.id })
        .from(contributors)
        .where(eq(contributors.id, Number(rowId)));
      if (row) personIds.set(p, row.id);
    }
  }
  const missing = [
    ...record.categories.filter((s) => !groupIds.has(`category:${s}`)).map((s) => `category ${s}`),
    ...record.topics.filter((s) => !groupIds.has(`topic:${s}`)).map((s) => `topic ${s}`),
    ...people.filter((p) => !personIds.has(p)).map((p) => `contributor ${p}`),
  ];
  return { groupIds, personIds, missing };
}

/**
 * Writes a drama (new when `filmId` is undefined) with its texts, groups, people and episodes, inside the caller's
 * transaction. Episodes are keyed by number: kept numbers are updated in place (their ids, comments and plays stay),
 * numbers no longer listed are removed. Answers the film id.
 */
export async function writeDrama(tx: Database, filmId: number | undefined, record: DramaRecord): Promise<number> {
  const refs = await resolveReferences(tx, record);
  if (refs.missing.length) throw new Error(`unknown ${refs.missing.join(', ')}`);
  const runtimeMinutes = Math.ceil(record.episodes.reduce((sum, e) => sum + e.durationSeconds, 0) / 60);
  const filmValues = {
    slug: record.slug,
    published: record.published,
    originalLang: record.originalLang,
    releaseYear: record.releaseYear,
    posterPath: record.posterPath,
    episodeCount: record.episodes.length,
    runtimeMinutes,
  };
  let id = filmId;
  if (id === undefined) {
    const [row] = await tx.insert(films).values(filmValues).returning({ id: films.id });
    id = row!.id;
  } else {
    await tx.update(films).set(filmValues).where(eq(films.id, id));
  }
  const filmRef = id;

  await tx
    .insert(filmTranslations)
    .values(LANGUAGES.map((lang) => ({ filmId: filmRef, lang, ...record.texts[lang] })))
    .onConflictDoUpdate({
      target: [filmTranslations.filmId, filmTranslations.lang],
      set: {
        title: sql`excluded.title`,
        synopsis: sql`excluded.synopsis`,
        tagline: sql`excluded.tagline`,
        seoTitle: sql`excluded.seo_title`,
        seoDescription: sql`excluded.seo_description`,
      },
    });

  await tx.delete(filmCategories).where(eq(filmCategories.filmId, filmRef));
  const groupRows = [
    ...record.categories.map((slug) => refs.groupIds.get(`category:${slug}`)!),
    ...record.topics.map((slug) => refs.groupIds.get(`topic:${slug}`)!),
  ].map((categoryId, position) => ({ filmId: filmRef, categoryId, position }));
  if (groupRows.length) await tx.insert(filmCategories).values(groupRows).onConflictDoNothing();

  await tx.delete(filmContributors).where(eq(filmContributors.filmId, filmRef));
  const peopleRows = record.contributors.map((c, position) => ({
    filmId: filmRef,
    contributorId: refs.personIds.get(c.id)!,
    role: c.role as ContributorRole,
    characterName: c.character,
    position,
  }));
  if (peopleRows.length) await tx.insert(filmContributors).values(peopleRows).onConflictDoNothing();

  await writeEpisodes(tx, filmRef, record.episodes);
  return filmRef;
}

async function writeEpisodes(tx: Database, filmId: number, list: readonly EpisodeRecord[]): Promise<void> {
  const numbers = list.map((e) => e.number);
  // An episode whose video is replaced gets the tracks that came with the new video: versions of the old one's go.
  const videoBefore = new Map(
    (await tx.select({ number: episodes.episodeNum, videoPath: episodes.videoPath }).from(episodes).where(eq(episodes.filmId, filmId))).map((e) => [
      e.number,
      e.videoPath,
    ]),
  );
  await tx.delete(episodes).where(numbers.length ? and(eq(episodes.filmId, filmId), notInArray(episodes.episodeNum, numbers)) : eq(episodes.filmId, filmId));
  for (const e of list) {
    const values = {
      filmId,
      episodeNum: e.number,
      durationSeconds: e.durationSeconds,
      free: e.free,
      videoPath: e.videoPath,
      subtitleLangs: [...e.subtitleLangs].sort(),
    };
    const newVideo = videoBefore.has(e.number) && videoBefore.get(e.number) !== e.videoPath;
    const [row] = await tx
      .insert(episodes)
      .values(values)
      .onConflictDoUpdate({ target: [episodes.filmId, episodes.episodeNum], set: newVideo ? { ...values, subtitlePaths: {} } : values })
      .returning({ id: episodes.id });
    if (newVideo) await tx.delete(subtitleVersions).where(eq(subtitleVersions.episodeId, row!.id));
    const langs = Object.keys(e.titles) as Lang[];
    await tx
      .delete(episodeTranslations)
      .where(
        langs.length
          ? and(eq(episodeTranslations.episodeId, row!.id), notInArray(episodeTranslations.lang, langs))
          : eq(episodeTranslations.episodeId, row!.id),
      );
    if (langs.length) {
      await tx
        .insert(episodeTranslations)
        .values(langs.map((lang) => ({ episodeId: row!.id, lang, title: e.titles[lang]! })))
        .onConflictDoUpdate({ target: [episodeTranslations.episodeId, episodeTranslations.lang], set: { title: sql`excluded.title` } });
    }
  }
}

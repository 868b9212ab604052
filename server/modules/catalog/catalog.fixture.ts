import type { ServerContext } from '../../context';
import {
  blogArticles,
  blogArticleTranslations,
  categories,
  categoryTranslations,
  contributors,
  episodes,
  episodeTranslations,
  filmCategories,
  filmContributors,
  filmDailyStats,
  films,
  filmTranslations,
  guides,
  guideTypes,
  guideTypeTranslations,
  guideTranslations,
  photos,
  photoTranslations,
  plots,
  plotTranslations,
  videos,
  videoTranslations,
} from '../../db/schema/catalog';
import { TEST_NOW } from './catalog-test.harness';

const daysAgo = (n: number) => new Date(TEST_NOW.getTime() - n * 86_400_000);
const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);

/** Titles of the fixture films: [en, de, es]. Film 5 has only English, to exercise the fallback. */
export const FILM_TITLES = [
  ['Midnight Bride', 'Die Mitternachtsbraut', 'La novia de medianoche'],
  ['The Billionaire Returns', 'Die Rückkehr des Milliardärs', 'El regreso del multimillonario'],
  ['Revenge of the Heiress', 'Die Rache der Erbin', 'La venganza de la heredera'],
  ['Love Under the Moon', 'Liebe unter dem Mond', 'Amor bajo la luna'],
  ['Silent Contract', null, null],
] as const;

/** A small catalog written straight into the tables: 5 films, 4 aggregates, episodes, plots, media and content. */
export async function insertCatalogFixture(ctx: ServerContext): Promise<{ filmIds: number[] }> {
  const db = ctx.db;
  const cats = await db
    .insert(categories)
    .values([
      { slug: 'romance', kind: 'category', position: 1 },
      { slug: 'revenge', kind: 'category', position: 2 },
      { slug: 'editors-picks', kind: 'ranking', position: 1 },
      { slug: 'ceo-love', kind: 'topic', position: 1, coverPath: '/media/topics/ceo.jpg' },
    ])
    .returning({ id: categories.id, slug: categories.slug });
  const catId = (slug: string) => cats.find((c) => c.slug === slug)!.id;
  await db.insert(categoryTranslations).values(
    cats.flatMap((c) => [
      { categoryId: c.id, lang: 'en', name: `EN ${c.slug}`, description: `All ${c.slug} dramas` },
      { categoryId: c.id, lang: 'de', name: `DE ${c.slug}`, description: `Alle ${c.slug} Dramen` },
    ]),
  );
  const filmRows = await db
    .insert(films)
    .values(
      FILM_TITLES.map((_, i) => ({
        slug: `film-${i + 1}`,
        posterPath: `/media/posters/${i + 1}.jpg`,
        episodeCount: 3,
        runtimeMinutes: 6,
        releaseYear: 2025,
        hotness: 100 - i * 10,
        featured: i < 2 ? 1 : 0,
        playCount: 1000 - i * 100,
        viewCount: 5000 - i * 500,
        createdAt: i === 0 ? daysAgo(3) : daysAgo(90 + i),
      })),
    )
    .returning({ id: films.id });
  const filmIds = filmRows.map((f) => f.id);
  const langs = ['en', 'de', 'es'] as const;
  await db.insert(filmTranslations).values(
    filmIds.flatMap((filmId, i) =>
      langs.flatMap((lang, l) => {
        const title = FILM_TITLES[i]![l];
        return title ? [{ filmId, lang, title, synopsis: `${title}: synopsis (${lang})` }] : [];
      }),
    ),
  );
  await db.insert(filmCategories).values([
    { filmId: filmIds[0]!, categoryId: catId('romance') },
    { filmId: filmIds[0]!, categoryId: catId('ceo-love') },
    { filmId: filmIds[0]!, categoryId: catId('editors-picks') },
    { filmId: filmIds[1]!, categoryId: catId('romance') },
    { filmId: filmIds[1]!, categoryId: catId('ceo-love') },
    { filmId: filmIds[2]!, categoryId: catId('revenge') },
    { filmId: filmIds[3]!, categoryId: catId('romance') },
    { filmId: filmIds[4]!, categoryId: catId('revenge') },
  ]);
  // Film 3 is played most today and this week; film 1 over the month; all-time follows play_count.
  await db.insert(filmDailyStats).values([
    { filmId: filmIds[2]!, day: day(0), views: 90, plays: 50 },
    { filmId: filmIds[1]!, day: day(0), views: 20, plays: 10 },
    { filmId: filmIds[1]!, day: day(3), views: 80, plays: 60 },
    { filmId: filmIds[0]!, day: day(20), views: 500, plays: 300 },
  ]);
  const [director] = await db.insert(contributors).values({ name: 'Ana Director', avatarPath: '/media/people/1.jpg' }).returning({ id: contributors.id });
  const [actor] = await db.insert(contributors).values({ name: 'Ben Actor' }).returning({ id: contributors.id });
  await db.insert(filmContributors).values([
    { filmId: filmIds[0]!, contributorId: director!.id, role: 'director', position: 0 },
    { filmId: filmIds[0]!, contributorId: actor!.id, role: 'actor', characterName: 'Prince', position: 1 },
  ]);
  for (const filmId of filmIds.slice(0, 2)) {
    const eps = await db
      .insert(episodes)
      .values([1, 2, 3].map((n) => ({ filmId, episodeNum: n, durationSeconds: 120, videoPath: `/media/clips/${n}.mp4`, subtitleLangs: ['en', 'de'] })))
      .returning({ id: episodes.id, num: episodes.episodeNum });
    await db.insert(episodeTranslations).values(eps.map((e) => ({ episodeId: e.id, lang: 'en', title: `Episode ${e.num}` })));
    const plotRows = await db
      .insert(plots)
      .values([1, 2, 3].map((n) => ({ filmId, episodeNum: n })))
      .returning({ id: plots.id, num: plots.episodeNum });
    await db.insert(plotTranslations).values(
      plotRows.flatMap((p) => [
        { plotId: p.id, lang: 'en', title: `Plot ${p.num}`, body: `What happens in episode ${p.num}.\n\nMore.` },
        { plotId: p.id, lang: 'de', title: `Handlung ${p.num}`, body: `Was in Folge ${p.num} passiert.` },
      ]),
    );
    const photoRows = await db
      .insert(photos)
      .values([0, 1, 2].map((n) => ({ filmId, path: `/media/photos/${filmId}-${n}.jpg`, width: 720, height: 1280, position: n })))
      .returning({ id: photos.id });
    await db.insert(photoTranslations).values(photoRows.map((p) => ({ photoId: p.id, lang: 'en', alt: `Still ${p.id}` })));
    const [video] = await db
      .insert(videos)
      .values({ filmId, kind: 'trailer', path: '/media/clips/trailer.mp4', posterPath: '/media/posters/t.jpg', durationSeconds: 30, subtitleLangs: ['en'] })
      .returning({ id: videos.id });
    await db.insert(videoTranslations).values({ videoId: video!.id, lang: 'en', title: 'Official trailer' });
  }
  await insertContentFixture(ctx, filmIds[0]!);
  return { filmIds };
}

async function insertContentFixture(ctx: ServerContext, filmId: number): Promise<void> {
  const db = ctx.db;
  await db.insert(guideTypes).values([
    { slug: 'watch-order', position: 2 },
    { slug: 'how-to', position: 1 },
  ]);
  await db.insert(guideTypeTranslations).values([
    { slug: 'how-to', lang: 'en', name: 'How-to' },
    { slug: 'how-to', lang: 'de', name: 'Anleitungen' },
    { slug: 'watch-order', lang: 'en', name: 'Watch order' },
  ]);
  const guideRows = await db
    .insert(guides)
    .values([
      { filmId, type: 'watch-order', publishedAt: daysAgo(2) },
      { filmId: null, type: 'how-to', publishedAt: daysAgo(1) },
      { filmId: null, type: 'how-to', publishedAt: daysAgo(5) },
    ])
    .returning({ id: guides.id });
  await db.insert(guideTranslations).values(
    guideRows.flatMap((g, i) => [
      { guideId: g.id, lang: 'en', title: `Guide ${i + 1}`, summary: 'A short guide', body: `First paragraph ${i + 1}.\n\nSecond <b>paragraph</b>.` },
      { guideId: g.id, lang: 'de', title: `Leitfaden ${i + 1}`, summary: 'Kurz', body: 'Erster Absatz.' },
    ]),
  );
  const articles = await db
    .insert(blogArticles)
    .values([
      { slug: 'welcome', authorName: 'Editor', coverPath: '/media/blog/1.jpg', filmId, publishedAt: daysAgo(1) },
      { slug: 'top-ten', authorName: 'Editor', coverPath: '/media/blog/2.jpg', publishedAt: daysAgo(4) },
    ])
    .returning({ id: blogArticles.id });
  await db.insert(blogArticleTranslations).values(
    articles.map((a, i) => ({
      articleId: a.id,
      lang: 'en',
      title: `Article ${i + 1}`,
      summary: 'About dramas',
      body: `## Heading\n\nText with <script>x</script> ${i + 1}.`,
    })),
  );
}

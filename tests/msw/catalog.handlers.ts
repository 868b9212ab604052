import type { HttpHandler } from 'msw';
import { calls } from '../../contract/all-calls';
import {
  category,
  categoryShelf,
  contributor,
  episode,
  episodeDetail,
  episodes,
  featuredFilm,
  filmCard,
  filmCards,
  filmDetail,
  pagedOf,
  photo,
  plot,
  plotSummary,
  rankedFilm,
  topic,
  video,
} from './fixtures';
import { handlerFor, type HandlerOptions } from './handler-for';
import { guideCard } from './content.fixtures';

/** The feed's next `limit` items after the cursor's ids: films numbered on, 30 in all, each on its episode 1. */
function feedPageAfter(cursor: string, limit: number, total = 30) {
  const shown = cursor === '' ? [] : cursor.split('.').map(Number);
  const ids = Array.from({ length: Math.max(0, Math.min(limit, total - shown.length)) }, (_, i) => shown.length + i + 1);
  const items = ids.map((id) => {
    const card = filmCard(id);
    return {
      film: {
        id,
        title: card.title,
        poster_url: card.poster_url,
        episode_count: card.episode_count,
        runtime_minutes: card.episode_count * 2,
        free_episodes: 5,
        rating_avg: card.rating_avg,
        rating_count: card.rating_count,
        favorite_count: 3 * id,
        category: card.categories[0] ?? null,
      },
      episode: video(id, 1, { kind: 'episode', episode_num: 1, title: 'Episode 1' }),
      reason: { key: 'popular_in_language' as const, category: null },
    };
  });
  const next = [...shown, ...ids];
  return { items, next_cursor: next.length < total ? next.join('.') : null };
}

/** Cards `page` of a list of `total`, numbered so that pages never repeat a film. */
function pageOfCards(page: number, pageSize: number, total = 60) {
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  return pagedOf(filmCards(count, first + 1), page, pageSize, total);
}

/** Fake answers of the catalog calls (home, search, rankings, film pages). */
export function catalog(options: HandlerOptions): HttpHandler[] {
  return [
    handlerFor(
      calls.categories,
      ({ query }) =>
        [category('romance'), category('revenge'), category('top-rated', 'ranking'), category('office-romance', 'topic')].filter(
          (c) => !query.kind || c.kind === query.kind,
        ),
      options,
    ),
    handlerFor(calls.search, ({ query }) => pageOfCards(query.page, query.page_size, 25), options),
    handlerFor(calls.searchSuggestions, ({ query }) => filmCards(query.limit).map(({ id, title, poster_url }) => ({ id, title, poster_url })), options),
    handlerFor(
      calls.searchDialogue,
      ({ query }) => ({
        items: filmCards(Math.min(query.limit, 3)).map((card, i) => ({
          film_id: card.id,
          film_title: card.title,
          poster_url: card.poster_url,
          episode_id: 100 + i,
          episode_num: i + 1,
          start: 3.4,
          line: 'Where were you last night?',
        })),
      }),
      options,
    ),
    handlerFor(calls.featured, ({ query }) => Array.from({ length: query.limit }, (_, i) => featuredFilm(i + 1)), options),
    handlerFor(calls.recommendations, ({ query }) => filmCards(query.limit, (query.film_id ?? 0) + 1), options),
    handlerFor(
      calls.rankFilms,
      ({ query }) =>
        pagedOf(
          Array.from({ length: query.page_size }, (_, i) => rankedFilm((query.page - 1) * query.page_size + i + 1)),
          query.page,
          query.page_size,
          100,
        ),
      options,
    ),
    handlerFor(calls.rankCategoryList, () => [category('romance'), category('revenge'), category('top-rated', 'ranking')], options),
    handlerFor(calls.pageType, ({ query }) => category(query.cname, query.cname.startsWith('top') ? 'ranking' : 'category'), options),
    handlerFor(calls.categoryFilms, ({ query }) => ({ category: category(query.cname), ...pageOfCards(query.page, query.page_size, 42) }), options),
    handlerFor(
      calls.recommendTopicList,
      ({ query }) => Array.from({ length: query.limit }, (_, i) => topic(`topic-${i + 1}`, { films: filmCards(query.films_per_topic) })),
      options,
    ),
    handlerFor(calls.hot, ({ query }) => pageOfCards(query.page, query.page_size), options),
    handlerFor(
      calls.topByCategory,
      ({ query }) => ['romance', 'revenge', 'ceo'].slice(0, query.limit).map((slug) => categoryShelf(slug, { films: filmCards(query.films_per_category) })),
      options,
    ),
    handlerFor(calls.feed, ({ query }) => feedPageAfter(query.cursor, query.limit), options),
    handlerFor(calls.filmDetail, ({ params }) => filmDetail(params.id), options),
    handlerFor(calls.contributors, () => [contributor(1), contributor(2), contributor(3)], options),
    handlerFor(calls.episodes, ({ query }) => episodes(query.film_id, filmCard(query.film_id).episode_count), options),
    handlerFor(calls.episodeDetail, ({ params }) => episodeDetail(params.film_id, params.episode_num, filmCard(params.film_id).episode_count), options),
    // Every fake episode says the same two lines; episodes past the second are locked, as the fake permission has it.
    handlerFor(
      calls.transcript,
      ({ params, query }) => ({
        film_id: params.film_id,
        episode_id: query.episode_num,
        episode_num: query.episode_num,
        lang: query.lang,
        locked: query.episode_num > 2,
        lines: [
          { start: 0.5, end: 3, text: 'Where were you last night?' },
          { start: 3.4, end: 5.9, text: 'I kept my promise.' },
        ],
        total_lines: 2,
      }),
      options,
    ),
    handlerFor(calls.plots, ({ query }) => Array.from({ length: 10 }, (_, i) => plotSummary(query.film_id, i + 1)), options),
    handlerFor(calls.plotDetail, ({ params }) => plot(Math.floor(params.id / 1000) || 1, params.id % 1000 || 1, { id: params.id }), options),
    handlerFor(
      calls.photos,
      ({ query }) =>
        pagedOf(
          Array.from({ length: Math.min(query.page_size, 12) }, (_, i) => photo(query.film_id, (query.page - 1) * query.page_size + i + 1)),
          query.page,
          query.page_size,
          24,
        ),
      options,
    ),
    handlerFor(calls.videos, ({ query }) => [video(query.film_id, 1), video(query.film_id, 2, { kind: 'clip', title: 'Clip 2' })], options),
    handlerFor(calls.videoDetail, ({ params }) => video(Math.floor(params.id / 100) || 1, params.id % 100 || 1, { id: params.id }), options),
    handlerFor(
      calls.filmGuides,
      ({ query }) =>
        pagedOf(
          [guideCard(1, { film: { id: query.film_id, title: filmCard(query.film_id).title, poster_url: filmCard(query.film_id).poster_url } })],
          query.page,
          query.page_size,
          1,
        ),
      options,
    ),
    handlerFor(
      calls.play,
      ({ params, body }) =>
        video(params.film_id, body.episode_num, { kind: 'episode', episode_num: body.episode_num, title: episode(params.film_id, body.episode_num).title }),
      options,
    ),
    handlerFor(
      calls.episodeVideo,
      ({ params, query }) =>
        video(params.film_id, query.episode_num, { kind: 'episode', episode_num: query.episode_num, title: episode(params.film_id, query.episode_num).title }),
      options,
    ),
  ];
}

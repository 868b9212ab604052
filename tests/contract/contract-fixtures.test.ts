import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Category } from '../../contract/catalog/categories.schemas';
import { FavoriteFilm, RatedFilm } from '../../contract/account/collection.calls';
import { Comment, CommentWithFilm } from '../../contract/community/comments.schemas';
import { SiteConfig } from '../../contract/site/config.schemas';
import { BlogArticle, BlogCard, Guide, GuideCard } from '../../contract/content/content.schemas';
import { paged } from '../../contract/envelope';
import { Episode, EpisodeDetail } from '../../contract/catalog/episodes.schemas';
import { FeaturedFilm, FilmCard, FilmDetail, RankedFilm } from '../../contract/catalog/films.schemas';
import { PlayPermission } from '../../contract/film/play.schemas';
import { ShareRecord } from '../../contract/sharing/share.schemas';
import { Photo, Video } from '../../contract/catalog/media.schemas';
import { Plot, PlotSummary } from '../../contract/film/plots.schemas';
import { SeoInfo } from '../../contract/site/seo.schemas';
import { CategoryShelf, Topic } from '../../contract/content/topics.schemas';
import { UserInfo } from '../../contract/account/users.schemas';
import { blogArticle, blogCard, guide, guideCard, seoInfo, siteConfig } from '../msw/content.fixtures';
import * as catalog from '../msw/fixtures';
import * as social from '../msw/social.fixtures';

const cases: [string, v.GenericSchema, unknown][] = [
  ['filmCard', FilmCard, catalog.filmCard(7)],
  ['filmCards', v.array(FilmCard), catalog.filmCards(12)],
  ['featuredFilm', FeaturedFilm, catalog.featuredFilm(2)],
  ['rankedFilm', RankedFilm, catalog.rankedFilm(3)],
  ['filmDetail', FilmDetail, catalog.filmDetail(5)],
  ['filmDetail of a member', FilmDetail, catalog.filmDetail(5, { favorited: true, my_rating: 4 })],
  ['category', Category, catalog.category('top-rated', 'ranking')],
  ['topic', Topic, catalog.topic()],
  ['categoryShelf', CategoryShelf, catalog.categoryShelf()],
  ['episodes', v.array(Episode), catalog.episodes(3, 40)],
  ['episodeDetail at the end', EpisodeDetail, catalog.episodeDetail(3, 40, 40)],
  ['plotSummary', PlotSummary, catalog.plotSummary(2, 4)],
  ['plot', Plot, catalog.plot(2, 1)],
  ['photo', Photo, catalog.photo(2, 3)],
  ['video', Video, catalog.video(2, 1)],
  ['paged photos', paged(Photo), catalog.pagedOf([catalog.photo(1, 1)], 2, 1, 9)],
  ['userInfo', UserInfo, social.userInfo(2)],
  ['comment', Comment, social.comment(3)],
  ['reply', Comment, social.reply(40, 3)],
  ['commentWithFilm', CommentWithFilm, social.commentWithFilm(9)],
  ['favoriteFilm', FavoriteFilm, social.favoriteFilm(2)],
  ['ratedFilm', RatedFilm, social.ratedFilm(2, 1)],
  ['playPermission of a locked episode', PlayPermission, social.playPermission(1, 11)],
  ['shareRecord', ShareRecord, social.shareRecord(4)],
  ['siteConfig', SiteConfig, siteConfig({ google_client_id: 'client.apps.googleusercontent.com' })],
  ['seoInfo', SeoInfo, seoInfo('/playlet/1.html', 'hi')],
  ['blogCard', BlogCard, blogCard(2)],
  ['blogArticle', BlogArticle, blogArticle(2)],
  ['guideCard', GuideCard, guideCard(3)],
  ['guide', Guide, guide(3)],
];

describe('fixtures', () => {
  it.each(cases)('%s parses against its schema', (_, schema, value) => {
    const result = v.safeParse(schema, value);
    expect(result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBeUndefined();
  });

  it('are deterministic', () => {
    expect(catalog.filmDetail(5)).toEqual(catalog.filmDetail(5));
    expect(social.comment(3).created_at).toBe('2026-01-15T09:00:00.000Z');
  });

  it('give eleven SEO alternates: the ten languages and x-default', () => {
    const alternates = seoInfo('/ranking-page.html', 'de').alternates;
    expect(alternates).toHaveLength(11);
    expect(alternates.at(-1)).toEqual({ lang: 'x-default', href: 'https://dramas.example/ranking-page.html' });
  });
});

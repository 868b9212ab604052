import type * as v from 'valibot';
import { Category, CategoryRef } from './catalog/categories.schemas';
import { FavoriteFilm, FavoriteState, RatedFilm, RatingState } from './account/collection.calls';
import { Comment, CommentAuthor, CommentImage, CommentPhoto, CommentWithFilm, LikeState, ReportState, UploadedImage } from './community/comments.schemas';
import { FilmRef } from './common.schemas';
import { SiteConfig, LanguageOption } from './site/config.schemas';
import { Author, BlogArticle, BlogCard, Guide, GuideCard, GuideType } from './content/content.schemas';
import { ErrorEnvelope } from './envelope';
import { Episode, EpisodeDetail } from './catalog/episodes.schemas';
import { Contributor, FeaturedFilm, FilmCard, FilmDetail, FilmSuggestion, RankedFilm } from './catalog/films.schemas';
import { FeedbackReceipt } from './feedback/feedback.schemas';
import { PlayPermission } from './film/play.schemas';
import { ShareRecord, ShareVisit } from './sharing/share.schemas';
import { Photo, Subtitle, Video } from './catalog/media.schemas';
import { Plot, PlotSummary } from './film/plots.schemas';
import { SeoAlternate, SeoInfo } from './site/seo.schemas';
import { CategoryShelf, Topic } from './content/topics.schemas';
import { Session, UserInfo, VisitorId } from './account/users.schemas';

/** The entity schemas named in the OpenAPI document's components; calls refer to them by `$ref`. */
export const namedSchemas: Record<string, v.GenericSchema> = {
  ErrorEnvelope,
  FilmRef,
  FilmCard,
  FeaturedFilm,
  RankedFilm,
  FilmDetail,
  FilmSuggestion,
  Contributor,
  Category,
  CategoryRef,
  Topic,
  CategoryShelf,
  Episode,
  EpisodeDetail,
  Photo,
  Subtitle,
  Video,
  PlotSummary,
  Plot,
  Author,
  BlogCard,
  BlogArticle,
  GuideType,
  GuideCard,
  Guide,
  CommentAuthor,
  Comment,
  CommentWithFilm,
  CommentImage,
  LikeState,
  CommentPhoto,
  ReportState,
  UploadedImage,
  FavoriteState,
  RatingState,
  FavoriteFilm,
  RatedFilm,
  UserInfo,
  Session,
  VisitorId,
  SeoAlternate,
  SeoInfo,
  LanguageOption,
  SiteConfig,
  PlayPermission,
  ShareRecord,
  ShareVisit,
  FeedbackReceipt,
};

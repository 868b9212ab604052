import type { ParamKind } from './route-param.rules';

type NoParams = Record<never, never>;

/** Typed parameters of every route of spec section 2, named as the spec names them. */
export interface RouteParamMap {
  home: NoParams;
  blogList: { _page: number };
  blogArticle: { _bid: number };
  guide: { guideId: number };
  /** `type` is a guide-type slug; which types exist is data, so an unknown type is the page's 404. */
  guideList: { type: string; page: number };
  personalCollection: NoParams;
  personalInfo: NoParams;
  personalSettings: NoParams;
  /** The member's notices (the header's bell leads here). */
  personalNotifications: NoParams;
  /** The page of a notification mail's unsubscribe link; the token is in the query (`?token=`). */
  personalUnsubscribe: NoParams;
  filmGuide: { filmId: number; page: number };
  filmPhotos: { filmId: number; page: number };
  filmPlots: { filmId: number };
  filmPlot: { filmId: number; plotId: number };
  filmVideo: { filmId: number; videoId: number };
  /** An episode's words in the page's language, each line linking to its moment (issue 33). */
  filmTranscript: { filmId: number; episode: number };
  policy: NoParams;
  terms: NoParams;
  ranking: NoParams;
  search: NoParams;
  category: { _cname: string; _page: number };
  commentDetail: { _cname: string; _did: number; _mid: number };
  hotComments: { _page: number };
  film: { _cname: string; _did: number };
  /** The "For you" feed: one drama after another, full screen on a phone (issue 34). */
  feed: NoParams;
}

/** A screen of the site. */
export type RouteName = keyof RouteParamMap;

/** The parameters of one route. */
export type RouteParams<R extends RouteName> = RouteParamMap[R];

/** A path segment: a literal, or a parameter of the route. */
export type Segment<R extends RouteName> = string | { readonly param: keyof RouteParamMap[R] & string; readonly kind: ParamKind };

const p = <R extends RouteName>(param: keyof RouteParamMap[R] & string, kind: ParamKind): Segment<R> => ({ param, kind });

/**
 * Segments of each route without language prefix; the last segment is written with `.html`.
 * Home has no segments: `/` (also `/index.html`), or `/{lang}` when prefixed.
 */
export const ROUTE_TABLE: { readonly [R in RouteName]: readonly Segment<R>[] } = {
  home: [],
  blogList: ['blog', p('_page', 'page')],
  blogArticle: ['blog', 'article', p('_bid', 'id')],
  guide: ['guide', p('guideId', 'id')],
  guideList: ['guide', p('type', 'guideType'), p('page', 'page')],
  personalCollection: ['personal', 'collection'],
  personalInfo: ['personal', 'info'],
  personalSettings: ['personal', 'settings'],
  personalNotifications: ['personal', 'notifications'],
  personalUnsubscribe: ['personal', 'unsubscribe'],
  filmGuide: ['playlet', p('filmId', 'id'), 'guide', p('page', 'page')],
  filmPhotos: ['playlet', p('filmId', 'id'), 'photos', p('page', 'page')],
  filmPlots: ['playlet', p('filmId', 'id'), 'plots'],
  filmPlot: ['playlet', p('filmId', 'id'), 'plots', p('plotId', 'id')],
  filmVideo: ['playlet', p('filmId', 'id'), 'videos', p('videoId', 'id')],
  filmTranscript: ['playlet', p('filmId', 'id'), 'transcript', p('episode', 'id')],
  policy: ['policy'],
  terms: ['terms'],
  ranking: ['ranking-page'],
  search: ['short-play-search'],
  category: ['short-play', p('_cname', 'categorySlug'), p('_page', 'page')],
  commentDetail: ['short-play', 'comments', p('_cname', 'slug'), p('_did', 'id'), p('_mid', 'id')],
  hotComments: ['short-play', 'comments', 'hot', p('_page', 'page')],
  film: ['short-play', 'episodes', p('_cname', 'slug'), p('_did', 'id')],
  feed: ['feed'],
};

/** Every route name, in table order. */
export const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as RouteName[];

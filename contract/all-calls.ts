import * as account from './account/account.calls';
import * as browse from './browse/browse.calls';
import * as listings from './browse/listings.calls';
import * as feedCalls from './browse/feed.calls';
import type { CallDefinition } from './call';
import * as collection from './account/collection.calls';
import * as comments from './community/comments.calls';
import * as config from './site/config.calls';
import * as content from './content/content.calls';
import * as films from './film/films.calls';
import * as feedback from './feedback/feedback.calls';
import * as notifications from './notifications/notifications.calls';
import * as play from './film/play.calls';
import * as sharing from './sharing/share.calls';
import * as subtitleStyle from './account/subtitle-style.calls';
import * as subtitleReports from './film/subtitle-reports.calls';
import * as transcripts from './film/transcript.calls';
import * as users from './account/users.calls';

/** Every call of the API by id, with its literal types (`calls.filmDetail.data`). */
export const calls = {
  register: users.register,
  sendVerificationCode: users.sendVerificationCode,
  getUser: users.getUser,
  login: users.login,
  googleCallback: users.googleCallback,
  updateUser: users.updateUser,
  createVisitor: users.createVisitor,
  logout: users.logout,
  avatars: users.avatars,
  account: account.account,
  sendAccountCode: account.sendAccountCode,
  changePassword: account.changePassword,
  requestEmailChange: account.requestEmailChange,
  confirmEmailChange: account.confirmEmailChange,
  sessions: account.sessions,
  revokeSession: account.revokeSession,
  revokeOtherSessions: account.revokeOtherSessions,
  exportAccount: account.exportAccount,
  deleteAccount: account.deleteAccount,
  subtitleStyle: subtitleStyle.subtitleStyle,
  saveSubtitleStyle: subtitleStyle.saveSubtitleStyle,
  notifications: notifications.notifications,
  unreadNotifications: notifications.unreadNotifications,
  markNotificationsRead: notifications.markNotificationsRead,
  notificationSettings: notifications.notificationSettings,
  updateNotificationSettings: notifications.updateNotificationSettings,
  unsubscribeInfo: notifications.unsubscribeInfo,
  unsubscribe: notifications.unsubscribe,
  config: config.config,
  pageSeoInfo: config.pageSeoInfo,
  categories: browse.categories,
  search: listings.search,
  searchSuggestions: listings.searchSuggestions,
  searchDialogue: listings.searchDialogue,
  featured: browse.featured,
  recommendations: browse.recommendations,
  rankFilms: browse.rankFilms,
  rankCategoryList: listings.rankCategoryList,
  pageType: browse.pageType,
  categoryFilms: listings.categoryFilms,
  recommendTopicList: browse.recommendTopicList,
  hot: browse.hot,
  topByCategory: browse.topByCategory,
  feed: feedCalls.feed,
  filmDetail: films.filmDetail,
  contributors: films.contributors,
  episodes: films.episodes,
  episodeDetail: films.episodeDetail,
  transcript: transcripts.transcript,
  reportSubtitleLine: subtitleReports.reportSubtitleLine,
  plots: films.plots,
  plotDetail: films.plotDetail,
  photos: films.photos,
  videos: films.videos,
  videoDetail: films.videoDetail,
  filmGuides: films.filmGuides,
  favorite: collection.favorite,
  unfavorite: collection.unfavorite,
  publishRating: collection.publishRating,
  removeRating: collection.removeRating,
  userFavoriteFilms: collection.userFavoriteFilms,
  userRatedFilms: collection.userRatedFilms,
  comments: comments.comments,
  secondLevelComments: comments.secondLevelComments,
  commentImages: comments.commentImages,
  commentDetail: comments.commentDetail,
  moreHotComments: comments.moreHotComments,
  monthlyHot: comments.monthlyHot,
  userComments: comments.userComments,
  likeComment: comments.likeComment,
  unlikeComment: comments.unlikeComment,
  publishComment: comments.publishComment,
  publishReply: comments.publishReply,
  uploadCommentImage: comments.uploadCommentImage,
  reportComment: comments.reportComment,
  playPermission: play.playPermission,
  play: play.play,
  episodeVideo: play.episodeVideo,
  share: sharing.share,
  shareVisit: sharing.shareVisit,
  shortUrl: sharing.shortUrl,
  createFeedback: feedback.createFeedback,
  blogList: content.blogList,
  blogArticle: content.blogArticle,
  guideTypes: content.guideTypes,
  guides: content.guides,
  guide: content.guide,
} as const;

export type CallId = keyof typeof calls;

/** Every call as a list, for the server's router, the MSW factory and the OpenAPI document. */
export const allCalls: readonly CallDefinition[] = Object.values(calls);

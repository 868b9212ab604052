import type { CallId } from '../../contract/all-calls';

/** A valid request of a call as a caller sends it: path params, query, body, headers. */
export interface SampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

const member = { Authorization: 'Bearer fake-session-token-0123456789abcdef' };
const visitor = { Fingerprint: '00000000-0000-4000-8000-00000000abcd' };

/**
 * One valid request per call (a new call without one fails to compile), for contract tests that exercise every
 * call against the MSW fakes here and against the real server.
 */
export const sampleRequests: Record<CallId, SampleRequest> = {
  register: { body: { email: 'new@example.com', password: 'correct horse', code: '123456' } },
  sendVerificationCode: { body: { email: 'new@example.com', purpose: 'register' } },
  getUser: { headers: member },
  login: { body: { email: 'viewer1@example.com', password: 'correct horse', code: '' } },
  googleCallback: { query: { code: 'auth-code', redirect_uri: 'http://localhost:3000/auth/google.html' } },
  updateUser: { headers: member, body: { username: 'Drama fan' } },
  createVisitor: { body: { x_u_key: 'f1e2d3c4b5a69788' } },
  logout: { headers: member },
  avatars: {},
  account: { headers: member },
  sendAccountCode: { headers: member },
  changePassword: { headers: member, body: { current_password: 'correct horse', new_password: 'battery staple' } },
  requestEmailChange: { headers: member, body: { new_email: 'moved@example.com' } },
  confirmEmailChange: { headers: member, body: { new_email: 'moved@example.com', code: '123456' } },
  sessions: { headers: member },
  revokeSession: { headers: member, body: { session_id: '00000000-0000-4000-8000-0000000000a2' } },
  revokeOtherSessions: { headers: member },
  exportAccount: { headers: member },
  deleteAccount: { headers: member, body: { code: '123456' } },
  config: {},
  pageSeoInfo: { query: { page_path: '/de/playlet/1.html' } },
  categories: { query: { kind: 'category' } },
  search: { query: { keyword: 'billionare', page: '1', page_size: '10' } },
  searchSuggestions: { query: { keyword: 'bil' } },
  featured: {},
  recommendations: { query: { film_id: '3' } },
  rankFilms: { query: { period: 'month', category: 'romance' } },
  rankCategoryList: {},
  pageType: { query: { cname: 'romance' } },
  categoryFilms: { query: { cname: 'romance', page: '2' } },
  recommendTopicList: {},
  hot: { query: { page_size: '12' } },
  topByCategory: {},
  filmDetail: { params: { id: 1 } },
  contributors: { query: { film_id: '1' } },
  episodes: { query: { film_id: '1' } },
  episodeDetail: { params: { film_id: 1, episode_num: 3 } },
  plots: { query: { film_id: '1' } },
  plotDetail: { params: { id: 1001 } },
  photos: { query: { film_id: '1', page: '2', page_size: '6' } },
  videos: { query: { film_id: '1' } },
  videoDetail: { params: { id: 101 } },
  filmGuides: { query: { film_id: '1' } },
  favorite: { headers: member, body: { film_id: 1 } },
  unfavorite: { headers: member, body: { film_id: 1 } },
  publishRating: { headers: member, body: { film_id: 1, score: 5 } },
  removeRating: { headers: member, body: { film_id: 1 } },
  userFavoriteFilms: { headers: member },
  userRatedFilms: { headers: member, query: { page: '1' } },
  comments: { query: { film_id: '1', sort: 'new' } },
  secondLevelComments: { query: { comment_id: '1' } },
  commentImages: { query: { film_id: '1' } },
  commentDetail: { params: { id: 1 } },
  moreHotComments: { query: { page: '2' } },
  monthlyHot: {},
  userComments: { headers: member },
  likeComment: { headers: member, body: { comment_id: 1 } },
  unlikeComment: { headers: member, body: { comment_id: 1 } },
  publishComment: { headers: member, body: { film_id: 1, content: 'Loved it', image_urls: ['/media/comments/a.webp'] } },
  uploadCommentImage: { headers: member, body: { file: new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' }) } },
  reportComment: { headers: member, body: { comment_id: 1, reason: 'spam' } },
  publishReply: { headers: member, body: { comment_id: 1, content: 'Me too' } },
  playPermission: { headers: visitor, params: { film_id: 1 }, query: { episode_num: '12' } },
  play: { headers: visitor, params: { film_id: 1 }, body: { episode_num: 2 } },
  episodeVideo: { headers: visitor, params: { film_id: 1 }, query: { episode_num: '2' } },
  share: { headers: visitor, params: { film_id: 1 }, body: { channel: 'twitter' } },
  shareVisit: { headers: { ...visitor, SrcFingerprint: '00000000-0000-4000-8000-00000000dcba' }, body: { film_id: 1, share_record_id: 11 } },
  shortUrl: { body: { original_url: 'http://localhost:3000/playlet/1.html?src_fingerprint=abc' } },
  createFeedback: { headers: visitor, body: { content: 'The player stutters on episode 4' } },
  blogList: { query: { page: '1' } },
  blogArticle: { params: { id: 1 } },
  guideTypes: {},
  guides: { query: { type: 'how-to-watch' } },
  guide: { params: { id: 1 } },
};

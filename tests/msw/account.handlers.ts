import type { HttpHandler } from 'msw';
import { calls } from '../../contract/all-calls';
import type { AccountExport, SessionInfo } from '../../contract/account/account.schemas';
import { handlerFor, type HandlerOptions } from './handler-for';
import { userInfo } from './social.fixtures';

const CREATED = '2026-01-02T10:00:00.000Z';

/** The fake member's two sessions: this browser (a phone) and a desktop elsewhere. */
export const fakeSessions: SessionInfo[] = [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    browser: 'Safari 18',
    os: 'iOS',
    device: 'phone',
    created_at: CREATED,
    last_seen_at: '2026-01-05T08:00:00.000Z',
    current: true,
  },
  {
    id: '00000000-0000-4000-8000-0000000000a2',
    browser: 'Firefox 133',
    os: 'Windows',
    device: 'desktop',
    created_at: CREATED,
    last_seen_at: '2026-01-04T21:30:00.000Z',
    current: false,
  },
];

const emptyExport = (): AccountExport => ({
  format: 'shortdrama.account-export',
  version: 1,
  exported_at: CREATED,
  about: { profile: 'The account.' },
  profile: { ...userInfo(1), locale: 'en', created_at: CREATED, has_password: true, google_linked: false },
  ratings: [],
  favourites: [],
  comments: [],
  comment_likes: [],
  reports: [],
  watch_history: [],
  shares: [],
  applications_and_feedback: [],
  sessions: fakeSessions,
  page_views: [],
  subtitle_reports: [],
  subtitle_style: null,
  films: [],
});

/** Fake answers of the account settings calls (issue 20); any bearer token is member 1. */
export function accountHandlers(options: HandlerOptions): HttpHandler[] {
  return [
    handlerFor(calls.account, () => ({ email: userInfo(1).email, has_password: true, google_linked: false, created_at: CREATED }), options),
    handlerFor(calls.sendAccountCode, () => ({ resend_after_seconds: 30 }), options),
    handlerFor(calls.changePassword, () => ({ signed_out_sessions: 1 }), options),
    handlerFor(calls.requestEmailChange, () => ({ resend_after_seconds: 30 }), options),
    handlerFor(calls.confirmEmailChange, ({ body }) => userInfo(1, { email: body.new_email }), options),
    handlerFor(calls.sessions, () => fakeSessions, options),
    handlerFor(calls.revokeSession, () => ({ signed_out_sessions: 1 }), options),
    handlerFor(calls.revokeOtherSessions, () => ({ signed_out_sessions: 1 }), options),
    handlerFor(calls.exportAccount, emptyExport, options),
    // A fake member who has not saved a style yet; a saved one is answered back as kept.
    handlerFor(calls.subtitleStyle, () => ({ style: null }), options),
    handlerFor(calls.saveSubtitleStyle, ({ body }) => ({ style: body.style }), options),
    handlerFor(calls.deleteAccount, () => ({ erase_after: '2026-01-19T10:00:00.000Z' }), options),
  ];
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountExport } from '../../../contract/account/account.schemas';
import type { ServerContext } from '../../context';
import { episodes } from '../../db/schema/catalog';
import { commentImages, commentLikes, commentReports, comments, favorites, ratings, subtitleReports } from '../../db/schema/engagement';
import { feedback, plays, shareRecords } from '../../db/schema/growth';
import { trackingEvents } from '../../db/schema/tracking';
import type { users } from '../../db/schema/users';
import { exportedFilms } from './account-export.films';
import { memberSessions } from './session.service';
import { readSubtitleStyle } from './subtitle-style.service';

const iso = (d: Date) => d.toISOString();

/** What each section of the export holds, in words, written into the file itself. */
const ABOUT: Record<string, string> = {
  file: 'Everything ShortDrama’s server holds about your account, as of exported_at (UTC, ISO 8601). Every film_id in the file is listed under films, with the drama’s title and the address of its page on the site.',
  films: 'The dramas this file names by film_id: title (in your language where we have it) and the page on the site.',
  profile: 'Your account: e-mail, name, avatar, language of our mails, when you signed up, whether a password is set and whether Google sign-in is linked.',
  ratings: 'Your star ratings (1 to 5) per drama.',
  favourites: 'The dramas in your collection.',
  comments: 'Your comments and replies (parent_id is the comment you answered), with the addresses of their photos.',
  comment_likes: 'The comments you liked.',
  reports: 'The comments you reported to us, with the reason you chose.',
  watch_history:
    'Episodes you started while signed in, as the server recorded them. The "continue watching" list and playback positions are kept only in your browser (local storage), never sent to us, so they are not in this file.',
  shares: 'Links you shared while signed in, with how many distinct visitors they brought (counted_visits).',
  applications_and_feedback: 'Messages you sent us and your applications for play permission, with their status.',
  sessions: 'Where you are signed in now: browser and device as named by the browser itself, when it signed in and when it was last used.',
  subtitle_reports: 'The subtitle lines you reported, what you said was wrong, your corrected text and what the moderators decided.',
  subtitle_style: 'The subtitle look you chose in the player (size, colour, background, position, language), kept so your other devices show it too.',
  page_views: 'Page views and page times the site recorded while you were signed in (kept 13 months, then only as daily totals without you).',
  not_included:
    'Security counters (sign-in attempts, hashed and kept for minutes) and the e-mailed codes (hashed, deleted a day after expiry) are not personal records of you and are left out.',
};

/** "Download my data": one JSON document of everything the server holds about the member (AccountExport). */
export async function exportAccount(ctx: ServerContext, member: typeof users.$inferSelect, currentTokenHash: string | undefined): Promise<AccountExport> {
  const id = member.id;
  const { db } = ctx;
  const [myRatings, myFavourites, myComments, myLikes, myReports, myPlays, myShares, myFeedback, mySessions, myEvents, myLineReports] = await Promise.all([
    db.select().from(ratings).where(eq(ratings.userId, id)).orderBy(asc(ratings.createdAt)),
    db.select().from(favorites).where(eq(favorites.userId, id)).orderBy(asc(favorites.createdAt)),
    db.select().from(comments).where(eq(comments.userId, id)).orderBy(asc(comments.createdAt), asc(comments.id)),
    db.select().from(commentLikes).where(eq(commentLikes.userId, id)).orderBy(asc(commentLikes.createdAt)),
    db.select().from(commentReports).where(eq(commentReports.userId, id)).orderBy(asc(commentReports.createdAt), asc(commentReports.commentId)),
    db.select().from(plays).where(eq(plays.userId, id)).orderBy(asc(plays.createdAt), asc(plays.id)),
    db
      .select({
        id: shareRecords.id,
        filmId: shareRecords.filmId,
        createdAt: shareRecords.createdAt,
        visits: sql<number>`(select count(*) from share_visits v where v.share_record_id = ${shareRecords.id})::int`,
      })
      .from(shareRecords)
      .where(eq(shareRecords.sharerUserId, id))
      .orderBy(asc(shareRecords.createdAt)),
    db.select().from(feedback).where(eq(feedback.userId, id)).orderBy(asc(feedback.createdAt)),
    memberSessions(ctx, id, currentTokenHash),
    db.select().from(trackingEvents).where(eq(trackingEvents.userId, id)).orderBy(asc(trackingEvents.receivedAt)),
    db
      .select({ r: subtitleReports, filmId: episodes.filmId, episodeNum: episodes.episodeNum })
      .from(subtitleReports)
      .innerJoin(episodes, eq(episodes.id, subtitleReports.episodeId))
      .where(eq(subtitleReports.userId, id))
      .orderBy(asc(subtitleReports.createdAt), asc(subtitleReports.id)),
  ]);
  const photos = myComments.length
    ? await db
        .select()
        .from(commentImages)
        .where(
          inArray(
            commentImages.commentId,
            myComments.map((c) => c.id),
          ),
        )
        .orderBy(asc(commentImages.position))
    : [];
  const filmIds = [...myRatings, ...myFavourites, ...myComments, ...myPlays, ...myShares, ...myLineReports].map((row) => row.filmId);
  for (const f of myFeedback) if (f.filmId !== null) filmIds.push(f.filmId);
  const [films, myStyle] = await Promise.all([exportedFilms(ctx, filmIds, member.locale), readSubtitleStyle(ctx, id)]);
  return {
    format: 'shortdrama.account-export',
    version: 1,
    exported_at: iso(ctx.clock.now()),
    about: ABOUT,
    profile: {
      id,
      email: member.email,
      username: member.username,
      avatar_path: member.avatarPath,
      locale: member.locale,
      created_at: iso(member.createdAt),
      has_password: member.passwordHash !== null,
      google_linked: member.googleSubject !== null,
    },
    ratings: myRatings.map((r) => ({ film_id: r.filmId, score: r.score, created_at: iso(r.createdAt), updated_at: iso(r.updatedAt) })),
    favourites: myFavourites.map((f) => ({ film_id: f.filmId, created_at: iso(f.createdAt) })),
    comments: myComments.map((c) => ({
      id: c.id,
      film_id: c.filmId,
      parent_id: c.parentId,
      content: c.content,
      lang: c.lang,
      like_count: c.likeCount,
      reply_count: c.replyCount,
      created_at: iso(c.createdAt),
      photo_urls: photos.filter((p) => p.commentId === c.id).map((p) => p.path),
    })),
    comment_likes: myLikes.map((l) => ({ comment_id: l.commentId, created_at: iso(l.createdAt) })),
    reports: myReports.map((r) => ({ comment_id: r.commentId, reason: r.reason, created_at: iso(r.createdAt) })),
    subtitle_reports: myLineReports.map(({ r, filmId, episodeNum }) => ({
      film_id: filmId,
      episode_num: episodeNum,
      lang: r.lang,
      at: r.atSeconds,
      kind: r.kind,
      suggestion: r.suggestion,
      status: r.status,
      applied_text: r.appliedText,
      created_at: iso(r.createdAt),
    })),
    watch_history: myPlays.map((p) => ({ film_id: p.filmId, episode_num: p.episodeNum, played_at: iso(p.createdAt) })),
    shares: myShares.map((s) => ({ id: s.id, film_id: s.filmId, created_at: iso(s.createdAt), counted_visits: s.visits })),
    applications_and_feedback: myFeedback.map((f) => ({
      id: f.id,
      film_id: f.filmId,
      content: f.content,
      permission_application: f.applyPermission,
      status: f.status,
      created_at: iso(f.createdAt),
    })),
    sessions: mySessions.map((s) => ({
      id: s.id,
      browser: s.browser,
      os: s.os,
      device: s.device,
      created_at: iso(s.createdAt),
      last_seen_at: iso(s.lastSeenAt),
      current: s.current,
    })),
    page_views: myEvents.map((e) => ({ event: e.event, url: e.url, seconds: e.seconds, received_at: iso(e.receivedAt) })),
    subtitle_style: myStyle,
    films,
  };
}

import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { commentLikes, comments, favorites, ratings } from '../../db/schema/engagement';
import { feedback, plays, shareRecords } from '../../db/schema/growth';
import { trackingEvents } from '../../db/schema/tracking';
import { outbox, sessions, users, verificationCodes } from '../../db/schema/users';
import type { MaintenanceTask } from '../../jobs/maintenance-task';
import type { ServerContext } from '../../context';
import { dropUploadRecords, removeUploadFiles } from '../community/comment-upload.service';

const ids = (list: number[]) => [...new Set(list)];

/**
 * Erases one member whose deletion is due, in one transaction that starts by locking the member row (a sign-in
 * that cancels the deletion meanwhile either wins before, and the row no longer qualifies, or finds no member).
 * Removed: profile, sessions, codes and dev mails of the address, ratings and favourites (the films' sums and
 * counts recomputed), likes (comments' counts recomputed), the member's comments with their photos (replies under
 * them go with the thread; the films' comment counts and threads' reply counts recomputed), watch history (plays),
 * applications and feedback. Unlinked (kept without the member): tracking events and shares, which still count
 * for the device that made them. Answers whether the member was erased, and the stored files of their uploads and of
 * every comment that went (the thread's replies included) for the caller to remove once this has committed
 * (removeUploadFiles; the orphan sweep takes what a crash in between leaves).
 */
export async function eraseMember(db: Database, userId: string, now: Date): Promise<{ erased: boolean; files: string[] }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.eraseAfter), lte(users.eraseAfter, now)))
      .for('update');
    if (!member) return { erased: false, files: [] };

    // Every comment that goes: the member's, and replies under them (the parent and root keys cascade).
    const going = await tx.execute(sql`with recursive gone(id) as (
        select id from comments where user_id = ${userId}
        union
        select c.id from comments c join gone g on c.parent_id = g.id or c.root_id = g.id
      ) select id from gone`);
    const goingIds = (going as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    const files = await dropUploadRecords(tx, { commentIds: goingIds, userId });

    const rated = ids((await tx.delete(ratings).where(eq(ratings.userId, userId)).returning({ filmId: ratings.filmId })).map((r) => r.filmId));
    const faved = ids((await tx.delete(favorites).where(eq(favorites.userId, userId)).returning({ filmId: favorites.filmId })).map((r) => r.filmId));
    const liked = ids((await tx.delete(commentLikes).where(eq(commentLikes.userId, userId)).returning({ id: commentLikes.commentId })).map((r) => r.id));
    const written = await tx.delete(comments).where(eq(comments.userId, userId)).returning({ filmId: comments.filmId, rootId: comments.rootId });
    const commentedFilms = ids(written.map((c) => c.filmId));
    const threads = ids(written.flatMap((c) => (c.rootId === null ? [] : [c.rootId])));

    if (rated.length > 0) {
      await tx.execute(sql`update films set
        rating_sum = coalesce((select sum(score) from ratings r where r.film_id = films.id), 0),
        rating_count = (select count(*) from ratings r where r.film_id = films.id)
        where id in ${rated}`);
    }
    if (faved.length > 0) {
      await tx.execute(sql`update films set favorite_count = (select count(*) from favorites f where f.film_id = films.id) where id in ${faved}`);
    }
    if (commentedFilms.length > 0) {
      await tx.execute(sql`update films set comment_count = (select count(*) from comments c where c.film_id = films.id) where id in ${commentedFilms}`);
    }
    if (threads.length > 0) {
      await tx.execute(sql`update comments set reply_count = (select count(*) from comments r where r.root_id = comments.id) where id in ${threads}`);
    }
    if (liked.length > 0) {
      await tx.execute(sql`update comments set like_count = (select count(*) from comment_likes l where l.comment_id = comments.id) where id in ${liked}`);
    }

    await tx.delete(plays).where(eq(plays.userId, userId));
    await tx.delete(feedback).where(eq(feedback.userId, userId));
    await tx.update(trackingEvents).set({ userId: null }).where(eq(trackingEvents.userId, userId));
    await tx.update(shareRecords).set({ sharerUserId: null }).where(eq(shareRecords.sharerUserId, userId));
    // Others' replies named this member as the one they answered; the reply stays, the name goes.
    await tx.update(comments).set({ replyToUserId: null }).where(eq(comments.replyToUserId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(verificationCodes).where(eq(verificationCodes.email, member.email));
    await tx.delete(outbox).where(eq(outbox.toAddress, member.email));
    await tx.delete(users).where(eq(users.id, userId));
    return { erased: true, files };
  });
}

/** Members erased per run at most, so one run stays short; the rest wait for the next run. */
const ERASURES_PER_RUN = 200;

/** The maintenance task: erases every member whose grace period has ended, their photos' files included. */
export function accountErasureTask(ctx: Pick<ServerContext, 'media' | 'logger'>): MaintenanceTask {
  return {
    name: 'accounts-erased',
    async run({ db, now }) {
      const due = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.eraseAfter), lte(users.eraseAfter, now)))
        .limit(ERASURES_PER_RUN);
      let erased = 0;
      for (const { id } of due) {
        const result = await eraseMember(db, id, now);
        if (!result.erased) continue;
        erased += 1;
        await removeUploadFiles(ctx.media, ctx.logger, result.files);
      }
      return erased;
    },
  };
}

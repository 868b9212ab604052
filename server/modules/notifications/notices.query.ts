import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../contract/common.schemas';
import { NOTICE_LIST_MAX } from '../../../contract/notifications/notifications.calls';
import type { Notice } from '../../../contract/notifications/notifications.schemas';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { notices } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { filmTextJoins, localizedTitle } from '../catalog/film-card.loader';

const actor = alias(users, 'actor');

/** The member's newest notices (NOTICE_LIST_MAX), dramas titled in `lang`. */
export async function listNotices(ctx: ServerContext, userId: string, lang: Lang): Promise<Notice[]> {
  const { tr, trEn, onLang, onEn } = filmTextJoins(lang);
  const rows = await ctx.db
    .select({ n: notices, actor: actor.username, filmId: films.id, title: localizedTitle })
    .from(notices)
    .leftJoin(actor, eq(actor.id, notices.actorId))
    .leftJoin(films, eq(films.id, notices.filmId))
    .leftJoin(tr, onLang)
    .leftJoin(trEn, onEn)
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(NOTICE_LIST_MAX);
  return rows.map(({ n, actor: name, filmId, title }) => ({
    id: n.id,
    type: n.type,
    created_at: n.createdAt.toISOString(),
    read: n.readAt !== null,
    film: filmId === null ? null : { id: filmId, title: title ?? '' },
    thread_id: n.threadId,
    actor: name,
    excerpt: n.excerpt,
    count: n.count,
  }));
}

/** How many of the member's notices are unread. */
export async function unreadCount(ctx: ServerContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return row?.n ?? 0;
}

/** Marks the member's notices read: those of `ids` (others' ids are ignored), or all of them. */
export async function markRead(ctx: ServerContext, userId: string, ids: readonly number[] | undefined): Promise<number> {
  const mine = and(eq(notices.userId, userId), isNull(notices.readAt));
  await ctx.db
    .update(notices)
    .set({ readAt: ctx.clock.now() })
    .where(ids === undefined ? mine : and(mine, inArray(notices.id, ids.length > 0 ? [...ids] : [0])));
  return unreadCount(ctx, userId);
}

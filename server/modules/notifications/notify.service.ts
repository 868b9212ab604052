import { eq } from 'drizzle-orm';
import { calls } from '../../../contract/all-calls';
import type { Lang } from '../../../contract/common.schemas';
import { kindOfNotice, type NoticeType } from '../../../contract/notifications/notifications.schemas';
import { buildPath } from '../../../src/domain/routing/route-path.builder';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { notices } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { siteOrigin } from '../../http/site-origin';
import { notificationMail } from '../../mail/templates/notification.template';
import { filmTextJoins, localizedTitle } from '../catalog/film-card.loader';
import { memberMailLang } from '../account/member-mail';
import { emailSettings, settingsForMail } from './notification-settings.service';
import { signUnsubscribeToken } from './unsubscribe-token';

/** Longest excerpt of a reply or comment a notice keeps. */
export const EXCERPT_MAX = 200;

/** Something that happened to a member, as the services where it happens report it. */
export interface NewNotice {
  readonly userId: string;
  readonly type: NoticeType;
  readonly filmId?: number | null;
  /** The top-level comment whose thread the notice opens. */
  readonly threadId?: number | null;
  readonly actorId?: string | null;
  readonly excerpt?: string | null;
  readonly count?: number;
}

const cut = (text: string | null | undefined) => {
  if (!text) return null;
  const chars = [...text.trim()];
  return chars.length > EXCERPT_MAX ? `${chars.slice(0, EXCERPT_MAX - 1).join('')}…` : chars.join('');
};

/**
 * Tells a member: keeps the notice for their bell, then mails it unless they turned that kind off (or asked for
 * their account's deletion). Called after the change it reports is committed. A failure here is logged and
 * swallowed: the reply or decision it follows has happened, and the caller must not report it as failed.
 */
export async function tellMember(ctx: ServerContext, notice: NewNotice): Promise<void> {
  if (notice.actorId !== undefined && notice.actorId === notice.userId) return;
  try {
    await ctx.db.insert(notices).values({
      userId: notice.userId,
      type: notice.type,
      filmId: notice.filmId ?? null,
      threadId: notice.threadId ?? null,
      actorId: notice.actorId ?? null,
      excerpt: cut(notice.excerpt),
      count: notice.count ?? 1,
      createdAt: ctx.clock.now(),
    });
    await mailNotice(ctx, notice);
  } catch (error) {
    ctx.logger.error('notice not delivered', { type: notice.type, error: error instanceof Error ? error.message : String(error) });
  }
}

async function mailNotice(ctx: ServerContext, notice: NewNotice): Promise<void> {
  const [member] = await ctx.db
    .select({ email: users.email, locale: users.locale, eraseAfter: users.eraseAfter })
    .from(users)
    .where(eq(users.id, notice.userId))
    .limit(1);
  if (!member || member.eraseAfter) return;
  const kind = kindOfNotice(notice.type);
  const settings = await settingsForMail(ctx, notice.userId);
  if (!emailSettings(settings).email[kind]) return;
  const lang = memberMailLang(member.locale);
  const [film, actor] = await Promise.all([filmTitle(ctx, notice.filmId, lang), actorName(ctx, notice.actorId)]);
  const token = signUnsubscribeToken(settings.unsubscribeKey, notice.userId, kind);
  const origin = siteOrigin(ctx.config);
  const query = `?token=${encodeURIComponent(token)}`;
  const open =
    notice.threadId && notice.filmId
      ? buildPath('commentDetail', { _cname: 'drama', _did: notice.filmId, _mid: notice.threadId }, lang)
      : notice.filmId
        ? buildPath('film', { _cname: 'drama', _did: notice.filmId }, lang)
        : buildPath('personalNotifications', {}, lang);
  const mail = notificationMail(
    member.email,
    lang,
    { type: notice.type, actor, film, count: notice.count, excerpt: cut(notice.excerpt) },
    {
      open: origin + open,
      settings: `${origin}${buildPath('personalSettings', {}, lang)}#notification-settings`,
      unsubscribePage: origin + buildPath('personalUnsubscribe', {}, lang) + query,
      oneClick: origin + calls.unsubscribe.path + query,
    },
  );
  await ctx.mailer.send(mail);
}

async function filmTitle(ctx: ServerContext, filmId: number | null | undefined, lang: Lang): Promise<string | undefined> {
  if (!filmId) return undefined;
  const { tr, trEn, onLang, onEn } = filmTextJoins(lang);
  const [row] = await ctx.db.select({ title: localizedTitle }).from(films).leftJoin(tr, onLang).leftJoin(trEn, onEn).where(eq(films.id, filmId)).limit(1);
  return row?.title;
}

async function actorName(ctx: ServerContext, actorId: string | null | undefined): Promise<string | undefined> {
  if (!actorId) return undefined;
  const [row] = await ctx.db.select({ name: users.username }).from(users).where(eq(users.id, actorId)).limit(1);
  return row?.name;
}

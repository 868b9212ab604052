import { and, eq, isNotNull } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { users } from '../../db/schema/users';
import { accountSecurityMail } from '../../mail/templates/account-security.template';
import { mailDate, memberMailLang } from './member-mail';
import { revokeMemberSessions } from './session.service';

/**
 * Schedules the erasure after the grace period (ACCOUNT_DELETION_GRACE_DAYS), signs the member out everywhere
 * (this session too) and mails the date. Answers when the maintenance job will erase the account.
 */
export async function requestDeletion(ctx: ServerContext, member: typeof users.$inferSelect): Promise<Date> {
  const now = ctx.clock.now();
  const eraseAfter = new Date(now.getTime() + ctx.config.maintenance.deletionGraceMs);
  await ctx.db.update(users).set({ deletionRequestedAt: now, eraseAfter }).where(eq(users.id, member.id));
  await revokeMemberSessions(ctx, member.id);
  const lang = memberMailLang(member.locale);
  await ctx.mailer.send(accountSecurityMail(member.email, 'deletionScheduled', lang, { date: mailDate(eraseAfter, lang) }));
  return eraseAfter;
}

/** Signing in cancels a pending deletion (and tells the member); nothing happens for members without one. */
export async function cancelDeletionOnSignIn(ctx: ServerContext, userId: string): Promise<void> {
  const [row] = await ctx.db
    .update(users)
    .set({ deletionRequestedAt: null, eraseAfter: null })
    .where(and(eq(users.id, userId), isNotNull(users.eraseAfter)))
    .returning({ email: users.email, locale: users.locale });
  if (row) await ctx.mailer.send(accountSecurityMail(row.email, 'deletionCancelled', memberMailLang(row.locale)));
}

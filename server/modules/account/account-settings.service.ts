import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { accountSecurityMail } from '../../mail/templates/account-security.template';
import { findById, isUniqueViolation } from './accounts.service';
import { memberMailLang } from './member-mail';
import { hashPassword } from './password.hasher';
import { revokeMemberSessions } from './session.service';

type UserRow = typeof users.$inferSelect;

/** The member behind a live session; auth.required if the row went away (erased) meanwhile. */
export async function currentMember(ctx: ServerContext, userId: string): Promise<UserRow> {
  const member = await findById(ctx, userId);
  if (!member) throw new AppError(401, 'auth.required');
  return member;
}

/**
 * Sets the new password only if the stored hash is still the one the proof was checked against, so of two
 * parallel changes one wins and the other gets account.wrong_password (its "current" password is no longer current).
 * Then every other session is signed out and the member is told by mail. Answers how many sessions were signed out.
 */
export async function changePassword(ctx: ServerContext, member: UserRow, newPassword: string, keepTokenHash: string): Promise<number> {
  const passwordHash = await hashPassword(newPassword);
  const unchanged = member.passwordHash === null ? isNull(users.passwordHash) : eq(users.passwordHash, member.passwordHash);
  const updated = await ctx.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, member.id), unchanged))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError(400, 'account.wrong_password');
  const signedOut = await revokeMemberSessions(ctx, member.id, keepTokenHash);
  await ctx.mailer.send(accountSecurityMail(member.email, 'passwordChanged', memberMailLang(member.locale)));
  return signedOut;
}

/**
 * Moves the member to a new address whose code they entered; auth.email_taken if another member has it (only the
 * mailbox owner gets this far, as with register). The old address is told, in case it was not the member.
 */
export async function changeEmail(ctx: ServerContext, member: UserRow, newEmail: string): Promise<UserRow> {
  let row: UserRow | undefined;
  try {
    [row] = await ctx.db.update(users).set({ email: newEmail }).where(eq(users.id, member.id)).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'auth.email_taken');
    throw error;
  }
  if (!row) throw new AppError(401, 'auth.required');
  await ctx.mailer.send(accountSecurityMail(member.email, 'emailChanged', memberMailLang(member.locale), { email: newEmail }));
  return row;
}

import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import type { GoogleIdentity } from './google-sign-in.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.hasher';

type UserRow = typeof users.$inferSelect;

/** The member as the API shows it (spec section 3). */
export function userInfo(row: UserRow) {
  return { id: row.id, username: row.username, email: row.email, avatar_path: row.avatarPath };
}

/** A first username from the e-mail's local part, within the contract's 2..32 characters. */
export function defaultUsername(email: string): string {
  const local = email.split('@')[0] ?? '';
  return (local.length >= 2 ? local : `${local}user`).slice(0, 32);
}

/** The member with this e-mail, if any. */
export async function findByEmail(ctx: ServerContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The member with this id, if any. */
export async function findById(ctx: ServerContext, id: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether a database error (or one it wraps) is a unique-constraint violation. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/** Creates a member with a password; auth.email_taken when the e-mail is already registered (also under a race). */
export async function createMember(ctx: ServerContext, email: string, password: string, locale: string): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ email, username: defaultUsername(email), passwordHash, locale })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'auth.email_taken');
    throw error;
  }
}

/**
 * Checks e-mail and password; the same auth.wrong_password whether the e-mail or the password is wrong, after
 * the same work: an unknown e-mail (or a member without a password) is checked against a dummy hash.
 */
export async function checkPassword(ctx: ServerContext, email: string, password: string): Promise<UserRow> {
  const row = await findByEmail(ctx, email);
  const matches = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row?.passwordHash || !matches) throw new AppError(400, 'auth.wrong_password');
  return row;
}

/** The member of a Google identity: by subject, else linked by verified e-mail, else a new member. */
export async function memberForGoogle(ctx: ServerContext, identity: GoogleIdentity, locale: string): Promise<UserRow> {
  const [bySubject] = await ctx.db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
  if (bySubject) return bySubject;
  const byEmail = await findByEmail(ctx, identity.email);
  if (byEmail) {
    const [linked] = await ctx.db.update(users).set({ googleSubject: identity.subject }).where(eq(users.id, byEmail.id)).returning();
    return linked ?? byEmail;
  }
  const username = (identity.name?.trim() || defaultUsername(identity.email)).slice(0, 32);
  const [created] = await ctx.db.insert(users).values({ email: identity.email, username, googleSubject: identity.subject, locale }).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Changes the member's own username and/or avatar; answers the updated member. */
export async function updateMember(ctx: ServerContext, id: string, changes: { username?: string; avatarPath?: string }): Promise<UserRow> {
  const [row] = await ctx.db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw new AppError(401, 'auth.required');
  return row;
}

import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerContext } from '../../context';
import { users } from '../../db/schema/users';
import type { AppEnv } from '../../http/app-env';
import { fail } from '../../http/envelope';

/**
 * Guards every /api/admin/... request, call or not: signed out answers 401 auth.required, a member whose e-mail
 * is not in ADMIN_EMAILS 403 admin.forbidden (an unknown admin path too, so non-operators learn nothing of the
 * console). The e-mail is read from the database on each call, so a changed e-mail takes effect at once.
 */
export function operatorGuard(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  const operators = new Set(ctx.config.adminEmails);
  return async (c, next) => {
    const userId = c.get('userId');
    if (!userId) return fail(c, 401, 'auth.required');
    if (operators.size === 0) return fail(c, 403, 'admin.forbidden');
    const [member] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    const email = member?.email.toLowerCase();
    if (!email || !operators.has(email)) return fail(c, 403, 'admin.forbidden');
    c.set('operator', { id: userId, email });
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

/** The operator of a guarded request (the guard ran, so it is set). */
export function operatorOf(c: Context<AppEnv>): { readonly id: string; readonly email: string } {
  const operator = c.get('operator');
  if (!operator) throw new Error('operatorOf called outside the operator guard');
  return operator;
}

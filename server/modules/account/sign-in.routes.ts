import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import * as users from '../../../contract/account/users.calls';
import type { ServerContext } from '../../context';
import { visitors } from '../../db/schema/users';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { clientAddressGroup } from '../../http/client-ip';
import { ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { mailLanguage } from '../../mail/mail-language';
import { accountNoticeMail } from '../../mail/templates/account-notice.template';
import { verificationCodeMail } from '../../mail/templates/verification-code.template';
import { checkPassword, createMember, findByEmail, findById, memberForGoogle, updateMember, userInfo } from './accounts.service';
import { cancelDeletionOnSignIn } from './account-deletion.service';
import { avatarChoices } from './avatar.catalog';
import { exchangeGoogleCode } from './google-sign-in.service';
import { loginGuard } from './login-guard';
import { memberEmail } from './member-email';
import { dummyPasswordHash } from './password.hasher';
import { openSession, revokeSession } from './session.service';
import { CODE_TTL_MS, RESEND_AFTER_SECONDS, verificationCodeService } from './verification-code.service';

/** Sign-up, sign-in (password, code, Google), the member's own info, sign-out and visitor creation. */
export function signInRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const codes = verificationCodeService(ctx);
  // Made now, so the first unknown e-mail does not pay for it (and answer more slowly than a known one).
  void dummyPasswordHash();
  const guard = loginGuard(ctx);
  /** A session for a member who just proved who they are; signing in also cancels a pending account deletion. */
  const signIn = async (memberId: string, userAgent: string | undefined) => {
    await cancelDeletionOnSignIn(ctx, memberId);
    return openSession(ctx, memberId, userAgent);
  };

  mountCall(router, users.sendVerificationCode, async (c, { body }) => {
    // A code is issued (and counted) in every case; where a notice goes out instead, nobody ever sees it, but it
    // keeps tries and expiry of the later register/login calls identical to the other case.
    const email = memberEmail(body.email);
    const code = await codes.issue(email, clientAddressGroup(c), { purpose: body.purpose === 'register' ? 'sign-up' : 'sign-in' });
    const known = (await findByEmail(ctx, email)) !== undefined;
    const lang = mailLanguage(c.req.header('accept-language'));
    const wantsCode = body.purpose === 'register' ? !known : known;
    const notice = body.purpose === 'register' ? 'alreadyRegistered' : 'noAccount';
    await ctx.mailer.send(wantsCode ? verificationCodeMail(email, code, CODE_TTL_MS / 60_000, lang) : accountNoticeMail(email, notice, lang));
    return ok(c, { resend_after_seconds: RESEND_AFTER_SECONDS });
  });

  mountCall(router, users.register, async (c, { body }) => {
    const email = memberEmail(body.email);
    await codes.consume(email, body.code, { purpose: 'sign-up' });
    // Past a right code the caller reads the mailbox, so saying the address has an account tells them nothing new.
    if (await findByEmail(ctx, email)) throw new AppError(409, 'auth.email_taken');
    const member = await createMember(ctx, email, body.password, mailLanguage(c.req.header('accept-language')));
    return ok(c, { uuid: await signIn(member.id, c.req.header('user-agent')) });
  });

  mountCall(router, users.login, async (c, { body }) => {
    const ip = clientAddressGroup(c);
    const email = memberEmail(body.email);
    let memberId: string;
    if (body.password) {
      await guard.beforePassword(email, ip);
      memberId = (await checkPassword(ctx, email, body.password)).id;
    } else {
      await guard.beforeCode(ip);
      await codes.consume(email, (body.code ?? '').trim(), { purpose: 'sign-in' });
      const member = await findByEmail(ctx, email);
      if (!member) throw new AppError(400, 'auth.code_invalid');
      memberId = member.id;
    }
    await guard.succeeded(email, ip, body.password ? 'password' : 'code');
    return ok(c, { uuid: await signIn(memberId, c.req.header('user-agent')) });
  });

  mountCall(router, users.googleCallback, async (c, { query }) => {
    const identity = await exchangeGoogleCode(ctx, { code: query.code, redirectUri: query.redirect_uri, codeVerifier: query.code_verifier });
    const member = await memberForGoogle(ctx, identity, mailLanguage(c.req.header('accept-language')));
    return ok(c, { uuid: await signIn(member.id, c.req.header('user-agent')) });
  });

  mountCall(router, users.getUser, async (c) => {
    const member = await findById(ctx, c.get('userId')!);
    if (!member) throw new AppError(401, 'auth.required');
    return ok(c, userInfo(member));
  });

  mountCall(router, users.updateUser, async (c, { body }) => {
    if (body.avatar_path !== undefined && !avatarChoices().includes(body.avatar_path)) throw new AppError(400, 'validation.avatar_path');
    const member = await updateMember(ctx, c.get('userId')!, { username: body.username, avatarPath: body.avatar_path });
    return ok(c, userInfo(member));
  });

  mountCall(router, users.logout, async (c) => {
    await revokeSession(ctx, c.get('tokenHash')!);
    return ok(c, { signed_out: true as const });
  });

  mountCall(router, users.avatars, (c) => ok(c, avatarChoices()));

  mountCall(router, users.createVisitor, async (c, { body }) => {
    // Insert-or-fetch in one statement, so two first visits of one device at once still share one uuid.
    const [inserted] = await ctx.db.insert(visitors).values({ deviceKey: body.x_u_key }).onConflictDoNothing().returning({ id: visitors.id });
    const id = inserted?.id ?? (await ctx.db.select({ id: visitors.id }).from(visitors).where(eq(visitors.deviceKey, body.x_u_key)))[0]?.id;
    if (!id) throw new Error('visitor neither inserted nor found');
    return ok(c, { uuid: id });
  });

  return router;
}

import { Hono } from 'hono';
import * as account from '../../../contract/account/account.calls';
import * as subtitles from '../../../contract/account/subtitle-style.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { clientAddressGroup } from '../../http/client-ip';
import { ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { accountNoticeMail } from '../../mail/templates/account-notice.template';
import { verificationCodeMail } from '../../mail/templates/verification-code.template';
import { checkAccountProof } from './account-proof';
import { requestDeletion } from './account-deletion.service';
import { exportAccount } from './account-export.service';
import { changeEmail, changePassword, currentMember } from './account-settings.service';
import { findByEmail, userInfo } from './accounts.service';
import { loginGuard } from './login-guard';
import { memberEmail } from './member-email';
import { memberMailLang } from './member-mail';
import { readSubtitleStyle, saveSubtitleStyle } from './subtitle-style.service';
import { memberSessions, revokeMemberSession, revokeMemberSessions } from './session.service';
import { CODE_TTL_MS, RESEND_AFTER_SECONDS, verificationCodeService } from './verification-code.service';

/** Account settings of issue 20: password, e-mail, sessions, "download my data" and "delete my account". */
export function accountSettingsRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const codes = verificationCodeService(ctx);
  const guard = loginGuard(ctx);
  const deps = { codes, guard };

  mountCall(router, account.account, async (c) => {
    const member = await currentMember(ctx, c.get('userId')!);
    return ok(c, {
      email: member.email,
      has_password: member.passwordHash !== null,
      google_linked: member.googleSubject !== null,
      created_at: member.createdAt.toISOString(),
    });
  });

  mountCall(router, subtitles.subtitleStyle, async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, { style: await readSubtitleStyle(ctx, c.get('userId')!) });
  });

  mountCall(router, subtitles.saveSubtitleStyle, async (c, { body }) => ok(c, { style: await saveSubtitleStyle(ctx, c.get('userId')!, body.style) }));

  mountCall(router, account.sendAccountCode, async (c) => {
    const member = await currentMember(ctx, c.get('userId')!);
    const code = await codes.issue(member.email, clientAddressGroup(c), { purpose: 'account', memberId: member.id });
    await ctx.mailer.send(verificationCodeMail(member.email, code, CODE_TTL_MS / 60_000, memberMailLang(member.locale)));
    return ok(c, { resend_after_seconds: RESEND_AFTER_SECONDS });
  });

  mountCall(router, account.changePassword, async (c, { body }) => {
    const member = await currentMember(ctx, c.get('userId')!);
    await checkAccountProof(member, body, clientAddressGroup(c), deps);
    return ok(c, { signed_out_sessions: await changePassword(ctx, member, body.new_password, c.get('tokenHash')!) });
  });

  mountCall(router, account.requestEmailChange, async (c, { body }) => {
    const member = await currentMember(ctx, c.get('userId')!);
    const newEmail = memberEmail(body.new_email, 'new_email');
    if (newEmail === member.email) throw new AppError(400, 'account.email_unchanged');
    // The code is bound to this member and this purpose: it confirms only their change, never signs anyone in.
    const code = await codes.issue(newEmail, clientAddressGroup(c), { purpose: 'email-change', memberId: member.id });
    // A mail goes out in both cases, and the answer is the same, so the caller cannot tell which addresses are
    // registered; only the mailbox's owner learns that another account wanted their address (and gets no code).
    const owner = await findByEmail(ctx, newEmail);
    await ctx.mailer.send(
      owner
        ? accountNoticeMail(newEmail, 'emailChangeTaken', memberMailLang(owner.locale))
        : verificationCodeMail(newEmail, code, CODE_TTL_MS / 60_000, memberMailLang(member.locale)),
    );
    return ok(c, { resend_after_seconds: RESEND_AFTER_SECONDS });
  });

  mountCall(router, account.confirmEmailChange, async (c, { body }) => {
    const member = await currentMember(ctx, c.get('userId')!);
    const newEmail = memberEmail(body.new_email, 'new_email');
    await codes.consume(newEmail, body.code, { purpose: 'email-change', memberId: member.id });
    return ok(c, userInfo(await changeEmail(ctx, member, newEmail)));
  });

  mountCall(router, account.sessions, async (c) => {
    const list = await memberSessions(ctx, c.get('userId')!, c.get('tokenHash'));
    return ok(
      c,
      list.map((s) => ({
        id: s.id,
        browser: s.browser,
        os: s.os,
        device: s.device,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        current: s.current,
      })),
    );
  });

  mountCall(router, account.revokeSession, async (c, { body }) => {
    const signedOut = await revokeMemberSession(ctx, c.get('userId')!, body.session_id);
    if (signedOut === 0) throw new AppError(404, 'session.not_found');
    return ok(c, { signed_out_sessions: signedOut });
  });

  mountCall(router, account.revokeOtherSessions, async (c) =>
    ok(c, { signed_out_sessions: await revokeMemberSessions(ctx, c.get('userId')!, c.get('tokenHash')) }),
  );

  mountCall(router, account.exportAccount, async (c) => {
    const member = await currentMember(ctx, c.get('userId')!);
    c.header('Content-Disposition', 'attachment; filename="shortdrama-my-data.json"');
    c.header('Cache-Control', 'no-store');
    return ok(c, await exportAccount(ctx, member, c.get('tokenHash')));
  });

  mountCall(router, account.deleteAccount, async (c, { body }) => {
    const member = await currentMember(ctx, c.get('userId')!);
    await checkAccountProof(member, body, clientAddressGroup(c), deps);
    return ok(c, { erase_after: (await requestDeletion(ctx, member)).toISOString() });
  });

  return router;
}

import type { users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import type { LoginGuard } from './login-guard';
import { verifyPassword } from './password.hasher';
import type { VerificationCodes } from './verification-code.service';

/** How a member confirms a sensitive change: the current password, or a code mailed by send_account_code. */
export interface AccountProof {
  readonly current_password?: string;
  readonly code?: string;
}

/**
 * Checks the proof under the limits of issue 12: a password try counts like a sign-in attempt of this e-mail and
 * address (auth.rate_limited, signin.code_required), a code spends one of its five tries. account.wrong_password for a
 * wrong or missing password (members without one use a code), auth.code_invalid / auth.code_expired for codes.
 */
export async function checkAccountProof(
  member: typeof users.$inferSelect,
  proof: AccountProof,
  ip: string,
  deps: { guard: LoginGuard; codes: VerificationCodes },
): Promise<void> {
  if (proof.current_password) {
    await deps.guard.beforePassword(member.email, ip);
    const matches = member.passwordHash !== null && (await verifyPassword(proof.current_password, member.passwordHash));
    if (!matches) throw new AppError(400, 'account.wrong_password');
    await deps.guard.succeeded(member.email, ip, 'password');
    return;
  }
  await deps.codes.consume(member.email, proof.code ?? '', { purpose: 'account', memberId: member.id });
}

import { inject, injectable } from 'inversify';
import * as account from '../../../contract/account/account.calls';
import type { AccountGateway, AccountOverview, AccountProof, SignedInSession } from '../../application/account/account-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';

// The settings forms show these calls' failures themselves (under the field they name, else as a toast).
const shownByTheForm = { silent: true } as const;

const proofBody = (proof: AccountProof) => ('password' in proof ? { current_password: proof.password } : { code: proof.code });

/** AccountGateway over the API client; failures are toasted by the client in the visitor's language, save the forms' own. */
@injectable()
export class ApiAccountGateway implements AccountGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async overview(): Promise<AccountOverview> {
    const data = await this.api.call(account.account, {});
    return { email: data.email, hasPassword: data.has_password, googleLinked: data.google_linked };
  }
  async sendCode(): Promise<void> {
    await this.api.call(account.sendAccountCode, {});
  }
  async changePassword(proof: AccountProof, newPassword: string): Promise<number> {
    return (await this.api.call(account.changePassword, { body: { ...proofBody(proof), new_password: newPassword } }, shownByTheForm)).signed_out_sessions;
  }
  async requestEmailChange(newEmail: string): Promise<void> {
    await this.api.call(account.requestEmailChange, { body: { new_email: newEmail } }, shownByTheForm);
  }
  async confirmEmailChange(newEmail: string, code: string): Promise<void> {
    await this.api.call(account.confirmEmailChange, { body: { new_email: newEmail, code } }, shownByTheForm);
  }
  async sessions(): Promise<readonly SignedInSession[]> {
    const list = await this.api.call(account.sessions, {});
    return list.map((s) => ({ id: s.id, browser: s.browser, os: s.os, device: s.device, lastSeenAt: s.last_seen_at, current: s.current }));
  }
  async signOutSession(id: string): Promise<void> {
    await this.api.call(account.revokeSession, { body: { session_id: id } });
  }
  async signOutOthers(): Promise<number> {
    return (await this.api.call(account.revokeOtherSessions, {})).signed_out_sessions;
  }
  async exportData(): Promise<string> {
    return JSON.stringify(await this.api.call(account.exportAccount, {}), null, 2);
  }
  async deleteAccount(proof: AccountProof): Promise<string> {
    return (await this.api.call(account.deleteAccount, { body: proofBody(proof) }, shownByTheForm)).erase_after;
  }
}

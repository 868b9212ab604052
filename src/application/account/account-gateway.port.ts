import type { ServiceIdentifier } from 'inversify';

/** What the settings screen shows of the account. */
export interface AccountOverview {
  readonly email: string;
  readonly hasPassword: boolean;
  readonly googleLinked: boolean;
}

/** One place the member is signed in. */
export interface SignedInSession {
  readonly id: string;
  readonly browser: string;
  readonly os: string;
  readonly device: 'desktop' | 'phone' | 'tablet' | 'unknown';
  readonly lastSeenAt: string;
  readonly current: boolean;
}

/** The current password, or a code from sendCode(). */
export type AccountProof = { readonly password: string } | { readonly code: string };

/** The account settings calls (issue 20). */
export interface AccountGateway {
  overview(): Promise<AccountOverview>;
  /** Mails a code to the member's own address. */
  sendCode(): Promise<void>;
  /** Answers how many other sessions were signed out. */
  changePassword(proof: AccountProof, newPassword: string): Promise<number>;
  requestEmailChange(newEmail: string): Promise<void>;
  confirmEmailChange(newEmail: string, code: string): Promise<void>;
  sessions(): Promise<readonly SignedInSession[]>;
  signOutSession(id: string): Promise<void>;
  signOutOthers(): Promise<number>;
  /** The export as the JSON text of the file to save. */
  exportData(): Promise<string>;
  /** Answers when the account will be erased (ISO 8601). */
  deleteAccount(proof: AccountProof): Promise<string>;
}
export const AccountGateway = Symbol.for('AccountGateway') as ServiceIdentifier<AccountGateway>;

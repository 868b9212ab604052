/** One outgoing mail, already rendered in the recipient's language. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Further headers (`List-Unsubscribe`, `List-Unsubscribe-Post` of notification mails). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Sends mail: over SMTP when configured, into the outbox table otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

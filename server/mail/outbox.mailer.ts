import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox } from '../db/schema/users';
import type { Logger } from '../context';
import type { Mailer, MailMessage } from './mailer.port';

/** The mailer without SMTP: keeps each mail in the outbox table and prints it to the log. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** Stores the mail; the plain text goes to the log so a developer can read the code from the console. */
  async send(message: MailMessage): Promise<void> {
    await this.db.insert(outbox).values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html });
    this.logger.info(`mail to ${message.to}: ${message.subject}`, { text: message.text });
  }
}

/** The most recent outbox mails, newest first (for /dev/outbox). */
export async function readOutbox(db: Database, limit = 50) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.toAddress, subject: r.subject, text: r.textBody, html: r.htmlBody, created_at: r.createdAt.toISOString() }));
}

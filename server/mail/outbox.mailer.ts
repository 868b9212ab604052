import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox } from '../db/schema/users';
import type { Logger } from '../infrastructure';
import type { Mailer, MailMessage } from './mailer.port';

/** The mailer without SMTP: keeps each mail in the outbox table (read it at /dev/outbox where that is enabled). */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** Stores the mail. The log says only that it was stored: subject and body carry the code, a secret. */
  async send(message: MailMessage): Promise<void> {
    const [row] = await this.db
      .insert(outbox)
      .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, headers: { ...message.headers } })
      .returning({ id: outbox.id });
    this.logger.info('mail kept in the outbox (SMTP_URL is unset): read it at /dev/outbox', { outbox_id: row?.id, to: message.to });
  }
}

/** The most recent outbox mails, newest first (for /dev/outbox). */
export async function readOutbox(db: Database, limit = 50) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    headers: r.headers,
    created_at: r.createdAt.toISOString(),
  }));
}

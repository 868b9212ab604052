import type { ServerConfig } from '../config';
import type { Logger } from '../infrastructure';
import type { Database } from '../db/database';
import type { Mailer } from './mailer.port';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

/** SMTP when SMTP_URL is set, otherwise the outbox table. */
export function createMailer(config: ServerConfig, db: Database, logger: Logger): Mailer {
  if (!config.smtpUrl) return new OutboxMailer(db, logger);
  const host = config.publicOrigin ? new URL(config.publicOrigin).hostname : 'localhost';
  return new SmtpMailer(config.smtpUrl, `ShortDrama <no-reply@${host}>`);
}

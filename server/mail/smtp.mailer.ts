import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.port';

/** Sends mail through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  /** Hands the mail to the SMTP server; a refusal surfaces as an error for the caller to report. */
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { ...message.headers },
    });
  }
}

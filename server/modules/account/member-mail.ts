import { MAIL_LANGS, type MailLang } from '../../mail/mail-language';

/** The language of mails to a member: the one stored at sign-up, English if it is none of the ten. */
export function memberMailLang(locale: string): MailLang {
  return (MAIL_LANGS as readonly string[]).includes(locale) ? (locale as MailLang) : 'en';
}

/** A date as the member's language writes it, in UTC (the day the job erases the account). */
export function mailDate(date: Date, lang: MailLang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The languages mails are written in: the ten site languages. */
export const MAIL_LANGS = ['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi'] as const;
export type MailLang = (typeof MAIL_LANGS)[number];

/** Picks the first site language of an Accept-Language header (`pt-BR,pt;q=0.9` -> pt), by quality; en otherwise. */
export function mailLanguage(acceptLanguage: string | undefined): MailLang {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const hit = ranked.find((entry) => (MAIL_LANGS as readonly string[]).includes(entry.base));
  return (hit?.base as MailLang | undefined) ?? 'en';
}

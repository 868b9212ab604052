import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_LANGS } from '../mail-language';
import { accountNoticeFrames, accountNoticeTexts } from './account-notice.texts';
import { verificationCodeTexts } from './verification-code.texts';

function authLabels(lang: string): { useCode: string; register: string } {
  const auth = JSON.parse(readFileSync(`locales/${lang}/account.json`, 'utf8')) as { useCode: string; register: { link: string } };
  return { useCode: auth.useCode, register: auth.register.link };
}

/** The notices tell the reader which button to press: each must name the button the sign-in window shows now. */
describe('account notices quote the current button labels', () => {
  it.each(MAIL_LANGS.map((lang) => [lang]))('%s', (lang) => {
    const labels = authLabels(lang);
    expect(accountNoticeTexts.alreadyRegistered[lang].next).toContain(labels.useCode);
    expect(accountNoticeTexts.noAccount[lang].next).toContain(labels.register);
  });
});

/** The site's Portuguese is Brazilian (README): no European words in its mails. */
describe('Portuguese mails', () => {
  const european = /palavra-passe|\bequipa\b|sess[ãa]o|\baderir\b|\bregist[ae]\b|\bo seu\b|\ba sua\b/i;
  it('use Brazilian Portuguese', () => {
    const texts = [
      ...Object.values(accountNoticeFrames.pt),
      ...Object.values(accountNoticeTexts.alreadyRegistered.pt),
      ...Object.values(accountNoticeTexts.noAccount.pt),
      ...Object.values(accountNoticeTexts.emailChangeTaken.pt),
      ...Object.values(verificationCodeTexts.pt),
    ];
    for (const text of texts) expect(text).not.toMatch(european);
  });
});

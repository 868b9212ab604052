import { createHash } from 'node:crypto';

/** Open Graph image size that Facebook, X, WhatsApp and Telegram all show in full. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** A short fingerprint of what the image shows: the URL changes with the title, so the image can be cached for ever. */
export function ogVersion(title: string): string {
  return createHash('sha256').update(`og-v1:${title}`).digest('hex').slice(0, 10);
}

/** The og:image path of a drama in a language: a PNG with the drama's title in that language. */
export function filmOgImagePath(filmId: number, lang: string, title: string): string {
  return `/og/film/${lang}/${filmId}.png?v=${ogVersion(title)}`;
}

import { expect, type APIRequestContext, type Page } from './test';
import { text } from './auth-support';

/** The share dialog and the tips that follow a share, by their names in `lang`. */
export const shareDialog = (page: Page, lang: string) => page.getByRole('dialog', { name: text(lang, 'sharing', 'share.title') });
export const shareTips = (page: Page, lang: string) => page.getByRole('dialog', { name: text(lang, 'sharing', 'share.tipsTitle') });

/** 'views: N/3' as the tips show it in `lang`. */
export const shareViews = (lang: string, views: number) => `${text(lang, 'sharing', 'share.views', { views })}/3`;

/**
 * Where a short link leads, without following it: a link to a page of the host it is asked on is answered in place
 * with that page, which `Content-Location` names (server/modules/sharing/short-link-in-place.ts); any other with a
 * redirect.
 */
export async function shortLinkTarget(request: APIRequestContext, link: string): Promise<URL> {
  const answer = await request.get(link, { maxRedirects: 0 });
  const headers = answer.headers();
  return new URL(answer.status() === 200 ? headers['content-location']! : headers['location']!, link);
}

/**
 * Shares drama `filmId` by copying the link from the open share dialog, after checking that every channel of issue 29
 * is offered (copy, Mail, Facebook, X, WhatsApp, Telegram); returns the link shown in the tips, which start at 0 views.
 */
export async function shareByCopy(page: Page, lang: string, filmId: number): Promise<string> {
  const dialog = shareDialog(page, lang);
  await expect(dialog).toBeVisible();
  for (const key of [
    'shareLoop.channel.copy',
    'share.channel.mail',
    'share.channel.facebook',
    'share.channel.twitter',
    'shareLoop.channel.whatsapp',
    'shareLoop.channel.telegram',
  ]) {
    await expect(dialog.getByRole('button', { name: text(lang, 'sharing', key), exact: true }), key).toBeVisible();
  }
  const recorded = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/films/share/${filmId}`, { timeout: 30_000 });
  await dialog.getByRole('button', { name: text(lang, 'sharing', 'shareLoop.channel.copy'), exact: true }).tap();
  expect(((await (await recorded).json()) as { code: number }).code).toBe(0);
  // The link carries the visitor's id: on a first visit it waits for the identification (slow on a busy machine).
  await expect(shareTips(page, lang).getByTestId('share-views')).toHaveText(shareViews(lang, 0), { timeout: 30_000 });
  return shareTips(page, lang)
    .getByLabel(text(lang, 'sharing', 'shareLoop.linkLabel'))
    .inputValue();
}

/** Opens a shared link in a browser and waits for the server's answer to its visit confirmation. */
export async function openSharedLink(page: Page, link: string): Promise<{ counted: boolean; reason: string; visitor: string }> {
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/films/share-visit'), { timeout: 45_000 });
  await page.goto(link);
  const response = await confirmed;
  const { data } = (await response.json()) as { data: { counted: boolean; reason: string } };
  return { ...data, visitor: response.request().headers()['fingerprint'] ?? '' };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './test';
import { ensureAccount, signIn, text } from './auth-support';

/*
 * The catalog side of the operators' console (issue 15's acceptance): an operator (ADMIN_EMAILS of the suite's
 * server) creates a drama with texts in English and German, a poster and two episodes with subtitles in both
 * languages, reorders them and publishes; a visitor then finds it through the site's search in both languages and
 * its page has that language's head tags. A member who is no operator gets 403 from the catalog calls and the 404
 * screen on the catalog's console routes.
 */

const OPERATOR = 'operator@example.com';
const PASSWORD = 'operator password 1';
const root = join(import.meta.dirname, '..', '..');
const example = (path: string) => join(root, 'docs', 'catalog-example', path);
const json = (lang: string, namespace: string) => JSON.parse(readFileSync(join(root, 'locales', lang, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
const fill = (value: unknown, values: Record<string, string | number>) =>
  String(value).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
/** A text of the console (`admin:adminCatalog.<key>`) in English. */
const cat = (key: string, values: Record<string, string | number> = {}) => {
  let node: unknown = json('en', 'admin').adminCatalog;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return fill(node, values);
};
const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /404/ });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('the catalog console', () => {
  test.setTimeout(240_000);

  test('an operator creates and publishes a drama that visitors find in two languages', async ({ browser, request }) => {
    // A word no other drama has, in letters only (the search reads words, not digits).
    const word = `Zq${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const slug = `harbor-${word.toLowerCase()}`;
    const en = {
      title: `Night Harbor ${word}`,
      synopsis: 'A ferry captain finds a letter that was never sent.',
      seoTitle: `Night Harbor ${word}: watch the short drama`,
      seoDescription: `A ferry captain and an unsent letter. ${word}`,
    };
    const de = {
      title: `Nachthafen ${word}`,
      synopsis: 'Eine Fährkapitänin findet einen Brief, der nie abgeschickt wurde.',
      seoTitle: `Nachthafen ${word}: das Kurzdrama ansehen`,
      seoDescription: `Eine Fährkapitänin und ein nie abgeschickter Brief. ${word}`,
    };
    await ensureAccount(request, OPERATOR, PASSWORD);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, OPERATOR, PASSWORD);
    await page.goto('/admin/catalog');
    await expect(page.getByRole('heading', { level: 1, name: cat('nav') })).toBeVisible();
    await page.getByRole('link', { name: cat('newDrama') }).click();
    await expect(page).toHaveURL(/\/admin\/catalog\/new$/);

    // An empty form is not sent: the problems are named, and the default title is marked.
    await page.getByRole('button', { name: cat('create') }).click();
    const problems = page.getByRole('alert').filter({ hasText: cat('problem.summary') });
    await expect(problems).toContainText(cat('problem.slug'));
    await expect(problems).toContainText(cat('problem.defaultTitle'));
    await expect(page.getByLabel(cat('slug'), { exact: true })).toBeFocused();
    await problems.getByRole('button', { name: cat('problem.defaultTitle') }).click();
    await expect(page.getByLabel(new RegExp(`^${escape(cat('field.title'))}`))).toBeFocused();

    await page.getByLabel(cat('slug'), { exact: true }).fill(slug);
    await page.getByLabel(new RegExp(`^${escape(cat('field.title'))}`)).fill(en.title);
    await page.getByLabel(cat('field.synopsis'), { exact: true }).fill(en.synopsis);
    await page.getByLabel(cat('field.seoTitle'), { exact: true }).fill(en.seoTitle);
    await page.getByLabel(cat('field.seoDescription'), { exact: true }).fill(en.seoDescription);
    await page.getByRole('tab', { name: 'Deutsch' }).click();
    // A started language needs its title: the synopsis alone is refused until the title is there.
    await page.getByLabel(cat('field.synopsis'), { exact: true }).fill(de.synopsis);
    await page.getByRole('button', { name: cat('create') }).click();
    await expect(page.getByRole('alert').filter({ hasText: cat('problem.title') })).toBeVisible();
    await page.getByLabel(new RegExp(`^${escape(cat('field.title'))}`)).fill(de.title);
    await page.getByLabel(cat('field.seoTitle'), { exact: true }).fill(de.seoTitle);
    await page.getByLabel(cat('field.seoDescription'), { exact: true }).fill(de.seoDescription);
    await page
      .getByRole('group', { name: cat('categories') })
      .getByRole('checkbox')
      .first()
      .check();
    await page.getByRole('button', { name: cat('create') }).click();
    await expect(page).toHaveURL(/\/admin\/catalog\/\d+$/);
    await expect(page.getByRole('status').filter({ hasText: cat('done.save') })).toBeVisible();
    await expect(page.getByRole('heading', { name: cat('editDrama', { title: en.title }) })).toBeVisible();

    // The poster's bytes are checked by the server: a video is refused with its reason, and nothing is lost.
    const poster = page.getByRole('region', { name: cat('poster') });
    await poster.getByLabel(cat('chooseImage'), { exact: true }).setInputFiles(example('videos/harbor-1.mp4'));
    await poster.getByRole('button', { name: cat('uploadPoster') }).click();
    await expect(poster.getByRole('alert')).toContainText(text('en', 'site-errors', 'upload.unsupported_type'));
    await poster.getByLabel(cat('chooseImage'), { exact: true }).setInputFiles(example('posters/harbor.png'));
    await expect(poster.getByRole('img', { name: cat('posterPreview') })).toBeVisible();
    await poster.getByRole('button', { name: cat('uploadPoster') }).click();
    await expect(poster.getByRole('img', { name: cat('currentPoster') })).toHaveAttribute('src', /^\/media\/.+\.webp$/);

    // Publishing without an episode is refused with the server's reason.
    const state = page.getByRole('region', { name: cat('state') });
    await state.getByRole('button', { name: cat('publish') }).click();
    await expect(state.getByRole('alert')).toContainText(text('en', 'site-errors', 'catalog.not_publishable'));

    const episodes = page.getByRole('region', { name: cat('episodes') });
    for (const n of [1, 2]) {
      // The length typed first stays (the browser's reading of the file only fills an empty field).
      await episodes.getByLabel(cat('duration'), { exact: true }).fill('12');
      await episodes.getByLabel(cat('video'), { exact: true }).setInputFiles(example(`videos/harbor-${n}.mp4`));
      await episodes.getByLabel(cat('subtitleFor', { language: 'English' }), { exact: true }).setInputFiles(example(`subtitles/harbor-${n}.en.vtt`));
      await episodes.getByLabel(cat('subtitleFor', { language: 'Deutsch' }), { exact: true }).setInputFiles(example(`subtitles/harbor-${n}.de.vtt`));
      await episodes.getByRole('button', { name: cat('addEpisode'), exact: true }).click();
      const added = episodes.getByRole('listitem').filter({ hasText: cat('episodeName', { number: n }) });
      await expect(added).toContainText(cat('subtitlesList', { languages: 'English, Deutsch' }));
      await expect(added).toContainText('0:12');
    }
    const row = (n: number) => episodes.getByRole('listitem').filter({ hasText: cat('episodeName', { number: n }) });
    await row(1)
      .getByRole('checkbox', { name: cat('free') })
      .check();
    await expect(page.getByRole('status').filter({ hasText: cat('done.free') })).toBeVisible();
    // Reordering by keyboard: the moved episode's button keeps the focus in its new place.
    await episodes.getByRole('button', { name: cat('moveUp', { number: 2 }) }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: cat('done.order') })).toBeVisible();
    await expect(row(2).getByRole('checkbox', { name: cat('free') })).toBeChecked();
    await expect(row(1).getByRole('checkbox', { name: cat('free') })).not.toBeChecked();
    await expect(episodes.getByRole('button', { name: cat('moveUp', { number: 1 }) })).toBeFocused();

    await state.getByRole('button', { name: cat('publish') }).click();
    await expect(state).toContainText(cat('publishedText'));
    await shoot(page, 'admin-catalog-editor');
    await page.getByRole('link', { name: cat('nav') }).click();
    await expect(page.getByRole('row').filter({ hasText: slug })).toContainText(cat('published'));
    await shoot(page, 'admin-catalog');

    // A visitor finds it through the search in both languages, and its page carries that language's head tags.
    const visitor = await browser.newPage();
    for (const [prefix, texts] of [
      ['', en],
      ['/de', de],
    ] as const) {
      await visitor.goto(`${prefix}/short-play-search.html?keyword=${encodeURIComponent(word)}`);
      const found = visitor.locator('.poster-grid').getByRole('link', { name: texts.title }).first();
      await expect(found).toBeVisible();
      await found.click();
      await expect(visitor).toHaveURL(new RegExp(`^[^?#]*${escape(prefix)}/short-play/episodes/[a-z0-9-]+/\\d+\\.html`));
      await expect(visitor).toHaveTitle(new RegExp(escape(texts.seoTitle)));
      const head = visitor.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', texts.seoDescription);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(escape(texts.seoTitle)));
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(new URL(visitor.url()).pathname);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
      // The server-rendered head (what a crawler reads) says the same.
      const html = await (await visitor.request.get(new URL(visitor.url()).pathname)).text();
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
      expect(html).toContain(texts.seoDescription);
    }
    await visitor.close();
    await context.close();
  });

  test('a member who is no operator gets 403 from catalog calls and the 404 screen on catalog routes', async ({ page, request }) => {
    const email = `viewer${Date.now()}@example.com`;
    const token = await ensureAccount(request, email, 'viewer password 1');
    const auth = { authorization: `Bearer ${token}` };
    expect((await request.get('/api/admin/catalog/films', { headers: auth })).status()).toBe(403);
    expect((await request.get('/api/admin/catalog/choices', { headers: auth })).status()).toBe(403);
    expect((await request.post('/api/admin/catalog/films/1/publish', { headers: auth, data: { published: false } })).status()).toBe(403);
    await signIn(page, email, 'viewer password 1');
    for (const path of ['/admin/catalog', '/admin/catalog/new', '/admin/catalog/1']) {
      await page.goto(path);
      await expect(notFoundHeading(page)).toBeVisible();
    }
  });
});

/** Registers the account (or leaves the existing one) and answers a session token. */
/** The page at 1440 and 390 px wide, full length, into docs/screenshots. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
    await page.screenshot({ path: join(root, 'docs', 'screenshots', `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

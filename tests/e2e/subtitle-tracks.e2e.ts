import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './test';
import { ensureAccount, signIn, text } from './auth-support';

/*
 * Operators manage an episode's subtitle tracks (issue 33, item 3): broken files (cues out of order, a cue past the
 * video, a script line, 5 MB) are refused with the problem and its line and change nothing; a good file becomes a new
 * version that a visitor in another browser gets at once, under a new URL; the history keeps the old version and a
 * rollback serves it again.
 */

const OPERATOR = 'operator@example.com';
const PASSWORD = 'operator password 1';
const root = join(import.meta.dirname, '..', '..');
const subs = (key: string, values: Record<string, string | number> = {}) => {
  let node: unknown = (JSON.parse(readFileSync(join(root, 'locales', 'en', 'admin.json'), 'utf8')) as Record<string, unknown>).adminSubtitles;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
};
const problem = (key: string) => text('en', 'site-errors', key);
const vtt = (...cues: [string, string, string][]) => ['WEBVTT', '', ...cues.flatMap(([from, to, line]) => [`${from} --> ${to}`, line, ''])].join('\n');
const file = (name: string, content: string | Buffer) => ({ name, mimeType: 'text/vtt', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });

/** The Russian track's row of the open panel. */
const russianRow = (page: Page): Locator => page.locator('li.track-row', { hasText: 'Русский' });

/** The subtitle URL in Russian that the site's player gets for the demo drama's first episode. */
async function servedRussianTrack(page: Page): Promise<string> {
  const answer = await page.request.get('/api/films/episode-video/1?episode_num=1');
  const { data } = (await answer.json()) as { data: { subtitles: { lang: string; url: string }[] } };
  return data.subtitles.find((track) => track.lang === 'ru')!.url;
}

test('an operator replaces a Russian track, a visitor gets it at once, and a rollback brings the old one back', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await ensureAccount(request, OPERATOR, PASSWORD);
  const operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const operator = await operatorContext.newPage();
  await signIn(operator, OPERATOR, PASSWORD);
  await operator.goto('/admin/catalog/1');
  await operator.getByRole('button', { name: subs('toggleLabel', { number: 1 }), exact: true }).click();
  const panel = operator.getByRole('region', { name: subs('heading', { number: 1 }) });
  await expect(panel).toBeVisible();
  const row = russianRow(operator);
  await expect(row).toBeVisible();
  const original = await servedRussianTrack(operator);
  const input = operator.getByLabel(subs('chooseFor', { language: 'Русский' }));

  const broken: [string, string | Buffer, string][] = [
    [
      'unordered.vtt',
      vtt(['00:00:03.000', '00:00:04.000', 'Б'], ['00:00:01.000', '00:00:02.000', 'А']),
      subs('lineProblem', { line: 6, problem: problem('media.subtitle_order') }),
    ],
    [
      'late.vtt',
      vtt(['00:00:01.000', '00:00:02.000', 'А'], ['00:00:01.500', '09:00:00.000', 'Б']),
      subs('lineProblem', { line: 6, problem: problem('media.subtitle_past_end') }),
    ],
    [
      'script.vtt',
      vtt(['00:00:01.000', '00:00:02.000', '<script>alert(1)</script>']),
      subs('lineProblem', { line: 4, problem: problem('media.subtitle_markup') }),
    ],
    ['huge.vtt', Buffer.alloc(5 * 1024 * 1024, 'a'), problem('media.too_large')],
  ];
  for (const [name, content, message] of broken) {
    await input.setInputFiles(file(name, content));
    await expect(row.getByRole('alert'), name).toHaveText(message);
  }
  // Nothing changed: the same file is served, and the track has no history yet.
  expect(await servedRussianTrack(operator)).toBe(original);
  await expect(row.getByText(subs('original'))).toBeVisible();
  const axe = await new AxeBuilder({ page: operator }).include('.tracks-panel').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const corrected = `Исправленная реплика ${Date.now()}`;
  await input.setInputFiles(file('fixed.vtt', vtt(['00:00:00.500', '00:00:02.000', corrected], ['00:00:02.500', '00:00:04.000', 'Вторая реплика'])));
  await expect(row.getByRole('status')).toHaveText(subs('done', { language: 'Русский' }));
  await expect(row).toContainText(subs('version', { version: 2, cues: 2 }));
  const replaced = await servedRussianTrack(operator);
  expect(replaced).not.toBe(original);
  await row.getByText(subs('history', { count: 2 })).click();
  await expect(row.getByRole('button', { name: subs('restore', { version: 1 }) })).toBeVisible();
  for (const width of [1440, 390]) {
    await operator.setViewportSize({ width, height: 900 });
    await panel.screenshot({ path: join(root, 'docs', 'screenshots', `admin-subtitle-tracks-${width}.png`) });
  }

  // A visitor in Russian, in another browser, gets the new version with the episode: under its new URL, with the new line.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/ru/playlet/1/videos/1.html');
  expect(await visitor.content()).toContain(replaced);
  expect(await (await visitor.request.get(replaced)).text()).toContain(corrected);

  // The operator serves the original again: a third version, and the visitor's next page has the old file.
  await row.getByRole('button', { name: subs('restore', { version: 1 }) }).click();
  await expect(row).toContainText(subs('version', { version: 3, cues: 0 }).replace(/ · .*/, ''));
  await expect(row).toContainText(subs('source.rollback', { version: 1 }));
  expect(await servedRussianTrack(operator)).toBe(original);
  await visitor.reload();
  expect(await visitor.content()).toContain(original);
  expect(await visitor.content()).not.toContain(replaced);
  await operatorContext.close();
  await visitorContext.close();
});

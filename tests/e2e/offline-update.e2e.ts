import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './test';
import { text } from './auth-support';

/*
 * A new build while a page is open (issue 35, item 2): the page learns of it through the build check (builds/
 * latest.json), the service worker fetches its new script, takes over when the visitor accepts the update, and the
 * page reloads once: it then runs the changed chunk, served through the new worker, and does not reload again.
 * The new build is made on disk the way a deploy does it: a changed chunk under a new name, index.html's import map
 * and build id, sw.js and builds/latest.json. The suite's server reads them as they change; all is restored after.
 */

test.use({ serviceWorkers: 'allow' });

const dist = join(import.meta.dirname, '..', '..', 'dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

/** The build the worker that controls the page says it is. */
function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ id: string }>) => resolve(event.data.id);
        navigator.serviceWorker.controller!.postMessage({ type: 'build' }, [channel.port2]);
      }),
  );
}

test('a new build with a changed chunk: the page learns of it, the new worker serves the new code after one reload, and no loop', async ({ page }) => {
  test.setTimeout(150_000);
  const saved = { index: read('index.html'), worker: read('sw.js'), latest: read('builds/latest.json') };
  const oldId = (JSON.parse(saved.latest) as { id: string }).id;
  const newId = `${oldId.slice(0, 8)}NEWBUILD`;
  // The background work's chunk: every page loads it once it is hydrated.
  const oldChunk = readdirSync(join(dist, 'assets')).find((file) => /^background\.module-[\w-]+\.js$/.test(file))!;
  const newChunk = oldChunk.replace('.js', '-next.js');
  try {
    // Every load of the page is counted in the tab's session: a reload loop would show here.
    // (Frames the page makes, such as the fingerprint's about:blank, run it too: only the page itself is counted.)
    await page.addInitScript(() => {
      if (window === top) sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1));
    });
    await page.clock.install();
    await page.goto(`/?update=${Date.now()}`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    expect(await workerBuild(page)).toBe(oldId);

    // The deploy.
    copyFileSync(join(dist, 'assets', oldChunk), join(dist, 'assets', newChunk));
    writeFileSync(join(dist, 'assets', newChunk), `${read(`assets/${oldChunk}`)}\ndocument.documentElement.dataset.newBuild = 'yes';\n`);
    writeFileSync(join(dist, 'index.html'), saved.index.replaceAll(`/assets/${oldChunk}`, `/assets/${newChunk}`).replaceAll(oldId, newId));
    writeFileSync(join(dist, 'sw.js'), saved.worker.replaceAll(`/assets/${oldChunk}`, `/assets/${newChunk}`).replaceAll(oldId, newId));
    writeFileSync(join(dist, 'builds', 'meta', `${newId}.json`), JSON.stringify({ id: newId, timestamp: Date.now() }));
    writeFileSync(join(dist, 'builds', 'latest.json'), JSON.stringify({ id: newId, timestamp: Date.now() }));

    // An hour later the open page checks again and offers the new version.
    await page.clock.fastForward('01:00:01');
    await expect(page.getByText(text('en', 'browse', 'update.available'))).toBeVisible({ timeout: 20_000 });
    // The server keeps a rendered page for 10 s: the reload asks for an address it has not rendered with the old build.
    await page.evaluate(() => history.replaceState(history.state, '', `/?update=${Date.now()}-next`));
    await page.getByRole('button', { name: text('en', 'browse', 'update.reload') }).click();

    // The reload follows the new worker's takeover, or, when the browser holds it back, the registration's removal
    // (browser-service-worker.adapter.ts): the new build's mark shows the reload came, whichever way.
    await expect(page.locator('html')).toHaveAttribute('data-new-build', 'yes', { timeout: 60_000 });
    await expect(page).toHaveURL(/[?&]update=\d+-next$/);
    expect(await page.locator('meta[name="build-id"]').getAttribute('content')).toBe(newId);
    // The new worker answers (the first message may still reach the one it replaced, as it hands over).
    await expect.poll(() => workerBuild(page)).toBe(newId);
    // The new worker keeps the new chunk (fetched through it, or kept from the page's own load once it took over).
    await expect
      .poll(() => page.evaluate(async (chunk) => (await caches.open('sd-code').then((cache) => cache.match(chunk))) !== undefined, `/assets/${newChunk}`))
      .toBe(true);
    // No second reload: the page was loaded twice in all, and stays so.
    await page.waitForTimeout(3_000);
    await page.clock.fastForward('00:01:00');
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('2');
    await expect(page.getByText(text('en', 'browse', 'update.available'))).toHaveCount(0);
  } finally {
    writeFileSync(join(dist, 'index.html'), saved.index);
    writeFileSync(join(dist, 'sw.js'), saved.worker);
    writeFileSync(join(dist, 'builds', 'latest.json'), saved.latest);
    rmSync(join(dist, 'builds', 'meta', `${newId}.json`), { force: true });
    rmSync(join(dist, 'assets', newChunk), { force: true });
  }
});

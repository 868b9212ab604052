import { expect, test, type Page } from './test';

/*
 * The site as an installable app (issue 35, item 1), scripted instead of Lighthouse: every page links a manifest in
 * its own language, served as application/manifest+json, whose icons load at the sizes they claim, whose start page
 * opens in that language, and which Chromium itself reads without a manifest error (the DevTools protocol's
 * installability check, which asks for no service worker since Chromium 108).
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;
test.use(phone);

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function linkedManifest(page: Page): Promise<{ href: string; manifest: Manifest }> {
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).not.toBeNull();
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  return { href: href!, manifest: (await res.json()) as Manifest };
}

for (const path of ['/ru/', '/ru/short-play/episodes/romance/1.html', '/ru/playlet/1/videos/1.html']) {
  test(`${path} links a Russian manifest that Chromium accepts`, async ({ page }) => {
    await page.goto(path);
    const { href, manifest } = await linkedManifest(page);
    expect(href).toBe('/manifests/ru.webmanifest');
    expect(manifest).toMatchObject({ lang: 'ru', name: 'ShortDrama: Смотреть короткие дорамы онлайн', short_name: 'ShortDrama', display: 'standalone' });
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Главная', 'Поиск', 'Продолжить просмотр']);

    // Chromium's own reading of the manifest: no parse errors, and nothing against installing but the test browser's
    // private context (Playwright's contexts are incognito, where Chromium never offers to install).
    const cdp = await page.context().newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string; critical: number }[] };
    expect(read.url).toMatch(/\/manifests\/ru\.webmanifest$/);
    expect(read.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();
  });
}

test('the icons load at their sizes, the Apple touch icon too, and the start page and shortcuts open in the manifest’s language', async ({ page }) => {
  await page.goto('/ru/');
  const { manifest } = await linkedManifest(page);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body())).toBe(icon.sizes);
  }
  const apple = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
  const touchIcon = await page.request.get(apple!);
  expect(pngSize(await touchIcon.body())).toBe('180x180');
  await expect(page.locator('head meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');

  for (const url of [manifest.start_url, ...manifest.shortcuts.map((shortcut) => shortcut.url)]) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  }
});

test('an English page links the English manifest, and switching the language in the app switches it', async ({ page }) => {
  await page.goto('/ranking-page.html');
  const { manifest } = await linkedManifest(page);
  expect(manifest).toMatchObject({ lang: 'en', name: 'ShortDrama: Watch short dramas online', start_url: '/' });
  await page.evaluate(() => window.history.pushState(null, '', '/de/ranking-page.html'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifests/de.webmanifest');
});

import { localized, sampleRoutes } from './sample-routes';
import { expect, test } from './test';

/*
 * A page may paint before its HTML has all arrived: its `<link rel="expect" blocking="render">` holds the first paint
 * only until the element it names is in (a video page's is the side after the player, so the player paints first).
 * What the browser painted then must not move when the rest arrives (issue 14: CLS 0 while the page loads). CI
 * caught it by chance (a rating control drawn before its stars, the consent banner before its buttons); this test
 * plays every moment the parser could stop at: it takes the page as sent, then removes its elements one by one from
 * the last (each step is the page as the parser had it one element earlier) and checks that every element still
 * shown on the screen is where it is in the whole page.
 */

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
] as const;
const LANGUAGES = ['en', 'hi', 'fr'] as const;

test('what a page paints before its HTML has all arrived does not move as the rest arrives', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { routes } = await sampleRoutes(request);
  for (const screen of SCREENS) {
    const context = await browser.newContext({ viewport: screen.viewport });
    const page = await context.newPage();
    // The page as the server sent it: no app to hydrate and redraw it.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    for (const [index, [name, path]] of routes.entries()) {
      const url = localized(path, LANGUAGES[index % LANGUAGES.length]!);
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const found = await page.evaluate(() => {
        const blockedUntil = document.querySelector('link[rel="expect"][blocking~="render"]')?.getAttribute('href')?.slice(1);
        const first = (blockedUntil && document.getElementById(blockedUntil)) || document.body;
        // The elements the parser inserts from the one that lifts the render block on, in document order.
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
        const arriving: Element[] = [];
        for (let node = walker.currentNode as Element | null; node; node = walker.nextNode() as Element | null) {
          if (node === first || arriving.length > 0) arriving.push(node);
        }
        const label = (element: Element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
        const place = (element: Element) => {
          const box = element.getBoundingClientRect();
          return { x: Math.round(box.x * 2) / 2, y: Math.round(box.y * 2) / 2 };
        };
        const shown = (element: Element) => {
          const box = element.getBoundingClientRect();
          const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          return onScreen && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
        };
        const everything = [...document.body.querySelectorAll('*')];
        const whole = new Map(everything.map((element) => [element, place(element)]));
        const moved: string[] = [];
        for (let cut = arriving.length - 1; cut > 0 && moved.length < 5; cut--) {
          arriving[cut]!.remove();
          const away = everything.find((element) => {
            if (!element.isConnected || !shown(element)) return false;
            const now = place(element);
            const final = whole.get(element)!;
            return now.x !== final.x || now.y !== final.y;
          });
          if (away)
            moved.push(`before ${label(arriving[cut]!)} was in, ${label(away)} was at ${JSON.stringify(place(away))}, not ${JSON.stringify(whole.get(away))}`);
        }
        return { arriving: arriving.length, moved };
      });
      expect.soft(found.moved, `${screen.name} ${name} ${url} (${found.arriving} elements may arrive after the first paint)`).toEqual([]);
    }
    await context.close();
  }
});

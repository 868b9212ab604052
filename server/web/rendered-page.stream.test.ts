import { describe, expect, it } from 'vitest';
import { renderedPageStream } from './rendered-page.stream';

const shell = '<!doctype html><html><head></head><body><div id="root"><!--app-html--><p>skeleton</p><!--/app-html--></div></body></html>';
const tree = (html: string) => new Response(html).body!;
const parts = { firstInHead: '', headEnd: '', bodyEnd: '' };

async function pageOf(texts: readonly string[]): Promise<string> {
  return new Response(renderedPageStream(shell, parts, { html: tree('<main>page</main>'), answers: {}, route: 'home', texts })).text();
}

describe('renderedPageStream', () => {
  it("puts the rendered tree in #root in place of the shell's skeleton, the answers after it", async () => {
    const page = await pageOf([]);
    expect(page).toContain('<div id="root" data-ssr=""><main>page</main>');
    expect(page).not.toContain('skeleton');
    expect(page).toMatch(/<script type="application\/json" id="[^"]+">\{\}<\/script>\s*<\/body>/);
  });

  it('names on #root the texts loaded on demand that the render read, for the browser to load before hydrating', async () => {
    expect(await pageOf(['site-errors'])).toContain('<div id="root" data-ssr="" data-texts="site-errors"><main>page</main>');
  });
});

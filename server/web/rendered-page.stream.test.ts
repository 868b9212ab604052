import { describe, expect, it } from 'vitest';
import { renderedPageStream } from './rendered-page.stream';
import type { RenderedPage } from './page-renderer';

const shell = '<html><head></head><body><div id="root"><!--app-html--><!--/app-html--></div></body></html>';
const parts = { firstInHead: '', headEnd: '', bodyEnd: '' };

async function pageWith(texts: readonly string[]): Promise<string> {
  const page = { html: new Response('<main>app</main>').body!, answers: {}, route: 'home', texts } as RenderedPage;
  return new Response(renderedPageStream(shell, parts, page)).text();
}

describe('renderedPageStream', () => {
  it('names the on-demand texts the page rendered (the error messages) on #root, for the browser to load before hydrating', async () => {
    expect(await pageWith(['site-errors'])).toContain('<div id="root" data-ssr="" data-texts="site-errors"><main>app</main>');
  });

  it('writes no such attribute for a page that rendered none', async () => {
    const html = await pageWith([]);
    expect(html).toContain('<div id="root" data-ssr=""><main>app</main>');
    expect(html).not.toContain('data-texts');
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../test-request';
import { renderedSiteWithOneDrama, type RenderedSite } from './rendered-site.test-support';

/** A build as `vite build` writes it: the shell with its entry script and stylesheet, the chunk graph, the CSS. */
function builtDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-scripts-dist-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--seo-head--><title>ShortDrama</title>
<script type="importmap">{"imports":{"/assets/main-K.js":"/assets/main-M.js"}}</script>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-S.css">
  </head><body><div id="root"><!--app-html--><div class="boot"></div><!--/app-html--></div></body></html>`,
  );
  // A rule for the video page's player, one for what the app draws later (a dialog), one for every page.
  writeFileSync(join(dist, 'assets', 'style-S.css'), '.player{aspect-ratio:9/16}.line-report{position:absolute}body{margin:0}');
  const chunk = (modules: string[], imports: string[] = []) => ({ imports, modules: Object.fromEntries(modules.map((id) => [id, 10])) });
  const chunks = {
    'assets/index-E.js': chunk(['src/composition/start.ts']),
    'assets/main-M.js': chunk(['src/composition/main.tsx']),
    'assets/browse-B.js': chunk(['src/ui/browse/home.view.tsx'], ['assets/main-M.js']),
    'assets/film-F.js': chunk(['src/ui/film/episode-page.screen.tsx', 'src/composition/film/film.module.ts'], ['assets/main-M.js']),
    'assets/locale-en-L.js': chunk(['locales/en/site.json']),
  };
  writeFileSync(join(dist, '.vite', 'chunk-graph.json'), JSON.stringify({ chunks }));
  return dist;
}

let site: RenderedSite;
let app: RenderedSite['app'];
let freeVideo: string;

beforeAll(async () => {
  site = await renderedSiteWithOneDrama(builtDist());
  app = site.app;
  freeVideo = `/playlet/${site.filmId}/videos/${site.videoId}.html`;
});
afterAll(() => site.t.close());

const cspNonce = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("a server-rendered page's scripts and stylesheet", () => {
  it('holds the first paint until the rendered tree is whole (the answers come right after it)', async () => {
    const res = await send(app, 'GET', '/');
    expect(head(res.text)).toMatch(/<head>\s*<link rel="expect" href="#preloaded-responses" blocking="render">/);
    expect(res.text).toMatch(/<div id="root"[\s\S]*<\/div>\s*<script type="application\/json" id="preloaded-responses">/);
  });

  it("holds an episode page's first paint only until its stage is in, not until the whole page", async () => {
    const res = await send(app, 'GET', freeVideo);
    expect(head(res.text)).toMatch(/<head>\s*<link rel="expect" href="#after-stage" blocking="render">/);
    const stageEnd = res.text.indexOf('id="after-stage"');
    expect(stageEnd).toBeGreaterThan(res.text.search(/<video[^>]*src="\/media\/clips\/1\.mp4"/));
    expect(stageEnd).toBeLessThan(res.text.indexOf('id="preloaded-responses"'));
  });

  it("writes a video page's own rules into it (its first paint races the episode), and links the stylesheet from other pages", async () => {
    const video = await send(app, 'GET', freeVideo);
    expect(video.text).not.toContain('rel="stylesheet"');
    expect(video.text).toContain('class="player');
    // The rules that can style the page as sent; the dialog's rule comes with the whole sheet, before the app.
    expect(head(video.text)).toContain('<style>.player{aspect-ratio:9/16}body{margin:0}</style>');
    expect(video.text).not.toContain('.line-report{');
    expect(appCodeLoader(video.text).source).toContain('sheets=["/assets/style-S.css"]');
    const home = await send(app, 'GET', '/');
    expect(head(home.text)).toContain('<link rel="stylesheet" crossorigin href="/assets/style-S.css">');
    expect(home.text).not.toContain('.player{aspect-ratio:9/16}');
    expect(appCodeLoader(home.text).source).toContain('sheets=[]');
  });

  /** The inline script that asks for the app's code (app-code.script.ts), with its nonce and source. */
  const appCodeLoader = (html: string) => {
    const loader = /<script nonce="([^"]+)">(\(function\(\)\{var started=false,chunks=[\s\S]*?)<\/script>/.exec(html);
    const chunks = loader ? (JSON.parse(/chunks=(\[[^\]]*\])/.exec(loader[2]!)![1]!) as string[]) : [];
    return { tag: loader?.[0] ?? '', nonce: loader?.[1], source: loader?.[2] ?? '', chunks };
  };

  it("asks for other pages' app once they have painted: no script or preload in the head, the route's chunks only", async () => {
    const res = await send(app, 'GET', '/');
    expect(head(res.text)).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const loader = appCodeLoader(res.text);
    expect(loader.nonce).toBe(cspNonce(res.headers.get('content-security-policy')));
    expect(loader.chunks).toEqual(expect.arrayContaining(['/assets/main-M.js', '/assets/browse-B.js', '/assets/locale-en-L.js']));
    expect(loader.chunks).not.toContain('/assets/film-F.js');
    expect(loader.source).toContain('"/assets/index-E.js"');
    expect(loader.source).toContain('requestAnimationFrame');
    expect(loader.source).toContain('var v=null;');
  });

  it('writes the import map (stable chunk names to hashed files) right before that request, with the nonce', async () => {
    const res = await send(app, 'GET', '/');
    const nonce = cspNonce(res.headers.get('content-security-policy'));
    expect(head(res.text)).not.toContain('importmap');
    const map = `<script type="importmap" nonce="${nonce}">{"imports":{"/assets/main-K.js":"/assets/main-M.js"}}</script>`;
    expect(res.text).toContain(`${map}${appCodeLoader(res.text).tag}`);
  });

  it("writes the other pages' code for the app's links, as a data block before the import map", async () => {
    const res = await send(app, 'GET', '/');
    const block = /<script type="application\/json" id="route-code">([^<]*)<\/script>/.exec(res.text);
    expect(block).not.toBeNull();
    const code = JSON.parse(block![1]!) as { files: string[]; routes: Record<string, number[]> };
    expect(code.routes.filmVideo!.map((index) => code.files[index])).toContain('/assets/film-F.js');
    expect(res.text.indexOf(block![0])).toBeLessThan(res.text.indexOf('<script type="importmap"'));
  });

  it("asks for a video page's app only after its <video>'s first frame, from a script with the response's nonce", async () => {
    const res = await send(app, 'GET', freeVideo);
    expect(res.text).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const loader = appCodeLoader(res.text);
    expect(loader.nonce).toBe(cspNonce(res.headers.get('content-security-policy')));
    expect(res.text.indexOf(loader.tag)).toBeGreaterThan(res.text.search(/<video[^>]*src="\/media\/clips\/1\.mp4"/));
    expect(loader.chunks).toEqual(expect.arrayContaining(['/assets/main-M.js', '/assets/film-F.js', '/assets/locale-en-L.js']));
    expect(loader.source).toContain('"/assets/index-E.js"');
    expect(loader.source).toContain("addEventListener('loadeddata',loaded)");
  });
});
